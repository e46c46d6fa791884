import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { ConnectionStatus } from "../../shared/enums";
import type { ConnectionDirection } from "../../shared/schemas/connections";
import { encodeCursor, takePage } from "../../shared/schemas/cursor";
import type { Executor } from "../db/client";
import { connections, profiles } from "../db/schema";
import type { ConnectionRow } from "../policies/connection";

/** A stored connection with its id. */
export interface StoredConnection extends ConnectionRow {
  id: string;
  createdAt: Date;
}

const columns = {
  id: connections.id,
  requesterId: connections.requesterId,
  addresseeId: connections.addresseeId,
  status: connections.status,
  respondedAt: connections.respondedAt,
  createdAt: connections.createdAt,
};

const asStored = (row: { status: string } & Omit<StoredConnection, "status">): StoredConnection => ({
  ...row,
  status: row.status as ConnectionStatus,
});

/** The pair's row through the unique pair index (least, greatest), whichever of the two asked. */
export const pairCondition = (a: string, b: string) =>
  sql`least(${connections.requesterId}, ${connections.addresseeId}) = least(${a}::uuid, ${b}::uuid)
    and greatest(${connections.requesterId}, ${connections.addresseeId}) = greatest(${a}::uuid, ${b}::uuid)`;

/** The row between two members, or null. `forUpdate` locks it for the caller's transaction. */
export async function findConnectionBetween(
  db: Executor,
  a: string,
  b: string,
  forUpdate = false,
): Promise<StoredConnection | null> {
  const query = db.select(columns).from(connections).where(pairCondition(a, b));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ? asStored(row) : null;
}

/** A connection by id, or null. */
export async function findConnection(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<StoredConnection | null> {
  const query = db.select(columns).from(connections).where(eq(connections.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ? asStored(row) : null;
}

/** The other member of a connection, from one side. */
export const otherSide = (row: ConnectionRow, me: string) =>
  row.requesterId === me ? row.addresseeId : row.requesterId;

/**
 * One page of the member's connections, newest first by the request's time, each row with the
 * other member's name and picture, in one query. Pending lists read the (member, status,
 * created_at, id) indexes; the accepted list reads both and sorts one member's connections.
 */
export async function listConnections(
  db: Executor,
  me: string,
  direction: ConnectionDirection,
  /** The previous page's last position, validated at the edge (connectionListQuerySchema). */
  cursor: readonly [micros: string, id: string] | undefined,
  pageSize: number,
) {
  const who =
    direction === "incoming"
      ? and(eq(connections.addresseeId, me), eq(connections.status, "pending"))
      : direction === "outgoing"
        ? and(eq(connections.requesterId, me), eq(connections.status, "pending"))
        : and(
            or(eq(connections.requesterId, me), eq(connections.addresseeId, me)),
            eq(connections.status, "accepted"),
          );
  let after: SQL | undefined;
  if (cursor) {
    const [at, lastId] = cursor;
    after = sql`(${connections.createdAt}, ${connections.id}) < (timestamptz 'epoch' + ${at}::bigint * interval '1 microsecond', ${lastId}::uuid)`;
  }
  const otherId = sql`case when ${connections.requesterId} = ${me}::uuid then ${connections.addresseeId} else ${connections.requesterId} end`;
  const rows = await db
    .select({
      ...columns,
      micros: sql<string>`(extract(epoch from ${connections.createdAt}) * 1000000)::bigint::text`,
      other: {
        userId: profiles.userId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(connections)
    .innerJoin(profiles, eq(profiles.userId, otherId))
    .where(and(who, after))
    .orderBy(sql`${connections.createdAt} desc`, sql`${connections.id} desc`)
    .limit(pageSize + 1);
  const { page, next } = takePage(rows, pageSize, (last) => [last.micros, last.id]);
  return {
    rows: page.map(({ micros: _micros, other, ...row }) => ({ connection: asStored(row), other })),
    nextCursor: next && encodeCursor(next),
  };
}

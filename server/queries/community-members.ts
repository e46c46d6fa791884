import { sql } from "drizzle-orm";
import type { MembershipRole, MembershipStatus } from "../../shared/enums";
import type { MembersQuery } from "../../shared/schemas/communities";
import type { Executor } from "../db/client";
import { type EntityRef, MEMBERSHIP_TABLES } from "../loaders/memberships";
import { containsPattern } from "./like";

/** A membership (or request) with the member's name and picture, as the members tab lists it. */
export interface MemberListRow {
  /** The membership row's id: the keyset's tie-breaker. */
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  role: MembershipRole;
  status: MembershipStatus;
  message: string | null;
  joinedAt: Date;
  /** `joined_at` as the cursor holds it: UTC at the database's microseconds. */
  joinedKey: string;
}

/** The membership's columns with the member's name, as every query here selects them. */
function selectMembers(ref: EntityRef) {
  const m = MEMBERSHIP_TABLES[ref.type];
  return sql`select ${m.table.id} as id, ${m.userId} as user_id, p.first_name, p.last_name, p.avatar_url,
      ${m.table.role} as role, ${m.table.status} as status, ${m.table.message} as message,
      ${m.table.joinedAt} as joined_at,
      to_char(${m.table.joinedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as joined_key
    from ${m.table} left join profiles p on p.user_id = ${m.userId}`;
}

function toMemberRow(row: Record<string, unknown>): MemberListRow {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    firstName: String(row.first_name ?? ""),
    lastName: String(row.last_name ?? ""),
    avatarUrl: (row.avatar_url as string | null) ?? null,
    role: row.role as MembershipRole,
    status: row.status as MembershipStatus,
    message: (row.message as string | null) ?? null,
    joinedAt: new Date(String(row.joined_at)),
    joinedKey: String(row.joined_key),
  };
}

/**
 * An entity's active members, or its requests waiting (`status: "pending"`), in joining order,
 * `limit` rows after the cursor, on the membership table's (entity, status, joined_at, id) index;
 * with `q`, only those whose first or last name contains it. One query: names come joined.
 */
export async function listMemberships(
  db: Executor,
  ref: EntityRef,
  status: MembershipStatus,
  query: MembersQuery,
  limit: number,
): Promise<MemberListRow[]> {
  const m = MEMBERSHIP_TABLES[ref.type];
  const conditions = [sql`${m.entityId} = ${ref.id}`, sql`${m.table.status} = ${status}`];
  if (query.cursor) {
    const [joined, id] = query.cursor;
    conditions.push(sql`(${m.table.joinedAt}, ${m.table.id}) > (${joined}::timestamptz, ${id}::uuid)`);
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql`(p.first_name ilike ${pattern} or p.last_name ilike ${pattern})`);
  }
  const result = await db.execute(sql`${selectMembers(ref)}
    where ${sql.join(conditions, sql` and `)}
    order by ${m.table.joinedAt}, ${m.table.id}
    limit ${limit}`);
  return (result.rows as Record<string, unknown>[]).map(toMemberRow);
}

/** One member's membership row with their name, for the routes that act on it; null if none. */
export async function findMembershipRow(
  db: Executor,
  ref: EntityRef,
  userId: string,
): Promise<MemberListRow | null> {
  const m = MEMBERSHIP_TABLES[ref.type];
  const result = await db.execute(
    sql`${selectMembers(ref)} where ${m.entityId} = ${ref.id} and ${m.userId} = ${userId}`,
  );
  const row = result.rows[0] as Record<string, unknown> | undefined;
  return row ? toMemberRow(row) : null;
}

/** How many requests wait on the entity (the requests tab's count). */
export async function countPendingRequests(db: Executor, ref: EntityRef): Promise<number> {
  const m = MEMBERSHIP_TABLES[ref.type];
  const result = await db.execute(
    sql`select count(*)::int as n from ${m.table} where ${m.entityId} = ${ref.id} and ${m.table.status} = 'pending'`,
  );
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

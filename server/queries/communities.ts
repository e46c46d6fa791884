import { and, asc, eq, gt, or, type SQL, sql } from "drizzle-orm";
import type { Visibility } from "../../shared/enums";
import type { ChildrenQuery } from "../../shared/schemas/communities";
import type { CommunityType } from "../../shared/schemas/lists";
import type { Executor } from "../db/client";
import { groups, partnerships } from "../db/schema";

/**
 * Groups and partnerships behind one shape: the two tables name their id and parent columns
 * after themselves (spec §3); nothing outside this file needs to know which is which.
 */
export interface CommunityRow {
  type: CommunityType;
  id: number;
  name: string;
  description: string;
  parentId: number | null;
  profileImage: string | null;
  coverPhoto: string | null;
  visibility: Visibility;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a create or an update writes. */
export interface CommunityValues {
  name?: string;
  description?: string;
  visibility?: Visibility;
  profileImage?: string | null;
  coverPhoto?: string | null;
}

const TABLES = {
  group: { table: groups, id: groups.groupId, parent: groups.parentGroupId },
  partnership: {
    table: partnerships,
    id: partnerships.partnershipId,
    parent: partnerships.parentPartnershipId,
  },
} as const;

function toRow(type: CommunityType, row: typeof groups.$inferSelect | typeof partnerships.$inferSelect) {
  const isGroup = "groupId" in row;
  return {
    type,
    id: isGroup ? row.groupId : row.partnershipId,
    name: row.name,
    description: row.description,
    parentId: isGroup ? row.parentGroupId : row.parentPartnershipId,
    profileImage: row.profileImage,
    coverPhoto: row.coverPhoto,
    visibility: row.visibility as Visibility,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  } satisfies CommunityRow;
}

/** One group or partnership, or null. */
export async function findCommunity(
  db: Executor,
  type: CommunityType,
  id: number,
): Promise<CommunityRow | null> {
  const t = TABLES[type];
  const [row] = await db.select().from(t.table).where(eq(t.id, id));
  return row ? toRow(type, row) : null;
}

/** The id and name of a group or partnership (a parent in a breadcrumb), or null. */
export async function findCommunitySummary(db: Executor, type: CommunityType, id: number | null) {
  if (id === null) return null;
  const t = TABLES[type];
  const [row] = await db.select({ id: t.id, name: t.table.name }).from(t.table).where(eq(t.id, id));
  return row ?? null;
}

/** Inserts a group or partnership (under `parentId` when given) and returns its row. */
export async function insertCommunity(
  tx: Executor,
  type: CommunityType,
  values: Required<Pick<CommunityValues, "name" | "description" | "visibility">> & CommunityValues,
  parentId: number | null,
  createdBy: string,
): Promise<CommunityRow> {
  const common = { ...values, createdBy };
  const [row] =
    type === "group"
      ? await tx
          .insert(groups)
          .values({ ...common, parentGroupId: parentId })
          .returning()
      : await tx
          .insert(partnerships)
          .values({ ...common, parentPartnershipId: parentId })
          .returning();
  if (!row) throw new Error(`${type} was not created`);
  return toRow(type, row);
}

/** Writes the given fields of a group or partnership; its row before and after. */
export async function updateCommunityRow(
  tx: Executor,
  type: CommunityType,
  id: number,
  values: CommunityValues,
) {
  const t = TABLES[type];
  const [before] = await tx.select().from(t.table).where(eq(t.id, id)).for("update");
  if (!before) return null;
  const [after] = await tx
    .update(t.table)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(t.id, id))
    .returning();
  if (!after) return null;
  return { before: toRow(type, before), after: toRow(type, after) };
}

/**
 * The subgroups (or sub-partnerships) right under a parent, by name, `limit` rows after the
 * cursor, on the parent index (an entity has few children; the name order sorts those few).
 */
export async function listChildren(
  db: Executor,
  type: CommunityType,
  parentId: number,
  query: ChildrenQuery,
  limit: number,
): Promise<(CommunityRow & { sortKey: string })[]> {
  const t = TABLES[type];
  const sortKey = sql<string>`lower(${t.table.name})`;
  const conditions: (SQL | undefined)[] = [eq(t.parent, parentId)];
  if (query.cursor) {
    const [name, id] = query.cursor;
    conditions.push(or(gt(sortKey, name), and(eq(sortKey, name), gt(t.id, id))));
  }
  const rows = await db
    .select({ row: t.table, sortKey })
    .from(t.table)
    .where(and(...conditions))
    .orderBy(asc(sortKey), asc(t.id))
    .limit(limit);
  return rows.map(({ row, sortKey: key }) => ({ ...toRow(type, row), sortKey: key }));
}

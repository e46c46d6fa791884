import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { MembershipRole } from "../../shared/enums";
import type { Executor } from "../db/client";
import { groups, partnerships } from "../db/schema";
import { MEMBERSHIP_TABLES } from "../loaders/memberships";

/** A group or partnership a member belongs to (spec §3 organisation list item), with their role. */
export interface MemberCommunity {
  id: number;
  name: string;
  role: MembershipRole;
  /** Set for a subgroup or sub-partnership. */
  parentId: number | null;
  profileImage: string | null;
  coverPhoto: string | null;
}

/**
 * A member's first `limit` active groups or partnerships by name, with how many they have in
 * all, in one query (a window count beside the page; the member's rows are found through the
 * (uid) / (user_id) index, then each entity by its key). Pending join requests are not
 * memberships yet. The dashboard's cards show the member's own; a profile shows another's, and
 * who may see each is the caller's question (loadEntityAccessMany and the entity policy).
 */
export async function listMemberCommunities(
  db: Executor,
  type: "group" | "partnership",
  userId: string,
  limit: number,
  roles?: readonly MembershipRole[],
): Promise<{ items: MemberCommunity[]; total: number }> {
  const m = MEMBERSHIP_TABLES[type];
  const entity =
    type === "group"
      ? { table: groups, id: groups.groupId, parent: groups.parentGroupId }
      : { table: partnerships, id: partnerships.partnershipId, parent: partnerships.parentPartnershipId };
  const rows = await db
    .select({
      id: entity.id,
      name: entity.table.name,
      role: m.table.role,
      parentId: entity.parent,
      profileImage: entity.table.profileImage,
      coverPhoto: entity.table.coverPhoto,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(m.table)
    .innerJoin(entity.table, eq(entity.id, m.entityId))
    .where(
      and(
        eq(m.userId, userId),
        eq(m.table.status, "active"),
        roles ? inArray(m.table.role, [...roles]) : undefined,
      ),
    )
    .orderBy(asc(entity.table.name), asc(entity.id))
    .limit(limit);
  return {
    items: rows.map(({ total: _total, role, ...row }) => ({ ...row, role: role as MembershipRole })),
    total: rows[0]?.total ?? 0,
  };
}

import { sql } from "drizzle-orm";
import type { MembershipStatus } from "../../shared/enums";
import type { ChildrenQuery, MembersQuery, TimeCursorQuery } from "../../shared/schemas/communities";
import type { Executor } from "../db/client";

/** A partner organisation of a partnership (or a group's request to be one), with its name and picture. */
export interface PartnerRow {
  /** The partner row's id: the keyset's tie-breaker. */
  id: string;
  groupId: number;
  name: string;
  profileImage: string | null;
  status: MembershipStatus;
  message: string | null;
  joinedAt: Date;
  /** `joined_at` as the cursor holds it: UTC at the database's microseconds. */
  joinedKey: string;
}

const SELECT_PARTNERS = sql`select pp.id, pp.group_id, g.name, g.profile_image, pp.status, pp.message,
    pp.joined_at, to_char(pp.joined_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as joined_key
  from partnership_partners pp join groups g on g.group_id = pp.group_id`;

function toPartnerRow(row: Record<string, unknown>): PartnerRow {
  return {
    id: String(row.id),
    groupId: Number(row.group_id),
    name: String(row.name),
    profileImage: (row.profile_image as string | null) ?? null,
    status: row.status as MembershipStatus,
    message: (row.message as string | null) ?? null,
    joinedAt: new Date(String(row.joined_at)),
    joinedKey: String(row.joined_key),
  };
}

/** `%q%` for ILIKE, the pattern's own characters taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A partnership's partner organisations, or the groups waiting to be let in (`pending`), in
 * joining order, `limit` rows after the cursor, on the (partnership, status, joined_at, id)
 * index; with `q`, only groups whose name contains it. One query: names come joined.
 */
export async function listPartners(
  db: Executor,
  partnershipId: number,
  status: MembershipStatus,
  query: MembersQuery,
  limit: number,
): Promise<PartnerRow[]> {
  const conditions = [sql`pp.partnership_id = ${partnershipId}`, sql`pp.status = ${status}`];
  if (query.cursor) {
    const [joined, id] = query.cursor;
    conditions.push(sql`(pp.joined_at, pp.id) > (${joined}::timestamptz, ${id}::uuid)`);
  }
  if (query.q) conditions.push(sql`g.name ilike ${contains(query.q)}`);
  const result = await db.execute(sql`${SELECT_PARTNERS}
    where ${sql.join(conditions, sql` and `)}
    order by pp.joined_at, pp.id
    limit ${limit}`);
  return (result.rows as Record<string, unknown>[]).map(toPartnerRow);
}

/** One group's standing with the partnership (partner, or asking), or null. */
export async function findPartner(
  db: Executor,
  partnershipId: number,
  groupId: number,
): Promise<PartnerRow | null> {
  const result = await db.execute(
    sql`${SELECT_PARTNERS} where pp.partnership_id = ${partnershipId} and pp.group_id = ${groupId}`,
  );
  const row = result.rows[0] as Record<string, unknown> | undefined;
  return row ? toPartnerRow(row) : null;
}

/** How many groups wait to be let in (the partners tab's count for the partnership's admins). */
export async function countPendingPartners(db: Executor, partnershipId: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from partnership_partners where partnership_id = ${partnershipId} and status = 'pending'`,
  );
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** A group the member runs, and where it stands with one partnership (null: not asked). */
export interface PartnerOptionRow {
  groupId: number;
  name: string;
  profileImage: string | null;
  status: MembershipStatus | null;
  /** `lower(name)`: the keyset's sort key. */
  sortKey: string;
}

/**
 * The groups the member is an owner or admin of, by name, each with its standing on the
 * partnership: what they may bring to it as partner organisations. From the member's own
 * memberships (group_memberships_uid_idx), `limit` rows after the cursor.
 */
export async function listPartnerOptions(
  db: Executor,
  partnershipId: number,
  userId: string,
  query: ChildrenQuery,
  limit: number,
): Promise<PartnerOptionRow[]> {
  const after = query.cursor
    ? sql`and (lower(g.name), g.group_id) > (${query.cursor[0]}, ${query.cursor[1]})`
    : sql``;
  const result = await db.execute(sql`
    select g.group_id, g.name, g.profile_image, pp.status, lower(g.name) as sort_key
    from group_memberships gm
    join groups g on g.group_id = gm.group_id
    left join partnership_partners pp on pp.group_id = g.group_id and pp.partnership_id = ${partnershipId}
    where gm.uid = ${userId} and gm.status = 'active' and gm.role in ('owner', 'admin') ${after}
    order by lower(g.name), g.group_id
    limit ${limit}`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    groupId: Number(row.group_id),
    name: String(row.name),
    profileImage: (row.profile_image as string | null) ?? null,
    status: (row.status as MembershipStatus | null) ?? null,
    sortKey: String(row.sort_key),
  }));
}

/** A partnership a group belongs to as a partner organisation. */
export interface GroupPartnershipRow {
  id: string;
  partnershipId: number;
  name: string;
  profileImage: string | null;
  joinedAt: Date;
  joinedKey: string;
}

/**
 * The partnerships a group is a partner organisation of, in joining order, `limit` rows after the
 * cursor, on the (group, status, joined_at, id) index.
 */
export async function listGroupPartnerships(
  db: Executor,
  groupId: number,
  query: TimeCursorQuery,
  limit: number,
): Promise<GroupPartnershipRow[]> {
  const after = query.cursor
    ? sql`and (pp.joined_at, pp.id) > (${query.cursor[0]}::timestamptz, ${query.cursor[1]}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select pp.id, pp.partnership_id, p.name, p.profile_image, pp.joined_at,
      to_char(pp.joined_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as joined_key
    from partnership_partners pp join partnerships p on p.partnership_id = pp.partnership_id
    where pp.group_id = ${groupId} and pp.status = 'active' ${after}
    order by pp.joined_at, pp.id
    limit ${limit}`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    id: String(row.id),
    partnershipId: Number(row.partnership_id),
    name: String(row.name),
    profileImage: (row.profile_image as string | null) ?? null,
    joinedAt: new Date(String(row.joined_at)),
    joinedKey: String(row.joined_key),
  }));
}

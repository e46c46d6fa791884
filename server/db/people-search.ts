import { sql } from "drizzle-orm";
import { SEARCH_RESULTS_PER_TYPE } from "../../shared/limits";
import { cursorValue, decodeCursor, encodeCursor, UUID_PATTERN } from "../lib/page-cursor";
import type { ConnectionRow } from "../policies/connection";
import type { Executor } from "./client";

/**
 * The full-name expression of the trigram index `profiles_name_trgm_idx`, written exactly as the
 * index writes it: PostgreSQL uses an expression index only for the same expression.
 */
export const FULL_NAME = sql.raw(`(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`);

/** `q` as an ILIKE pattern for "contains", its own %, _ and \ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, "\\$&")}%`;
}

export interface SearchRow {
  type: "user" | "group" | "partnership" | "event";
  id: string;
  name: string;
  description: string;
  image: string | null;
}

/**
 * Members' search (spec §7 Search): up to 5 members, groups, partnerships and events whose name
 * contains `q`, without letter case, in one statement. Each part is read through its trigram
 * index; what the viewer may not see (private entities they hold no right in) is filtered in the
 * same statement, before the limit: their own active membership, an owner's or admin's right
 * inherited from a parent (or, for an event, from its organising group or partnership), the host;
 * platform admins see everything. Names that start with `q` come first, then by name.
 */
export async function searchEverything(
  db: Executor,
  viewer: { id: string; isPlatformAdmin: boolean },
  q: string,
): Promise<SearchRow[]> {
  const pattern = containsPattern(q);
  const prefix = `${q.replace(/[\\%_]/g, "\\$&")}%`;
  const limit = SEARCH_RESULTS_PER_TYPE;
  const admin = viewer.isPlatformAdmin;
  const me = viewer.id;
  const result = await db.execute(sql`
    with recursive
    managed_groups (id) as (
      select m.group_id from group_memberships m
      where m.uid = ${me}::uuid and m.status = 'active' and m.role in ('owner', 'admin')
      union
      select g.group_id from groups g join managed_groups up on g.parent_group_id = up.id
    ),
    managed_partnerships (id) as (
      select m.partnership_id from partnership_memberships m
      where m.user_id = ${me}::uuid and m.status = 'active' and m.role in ('owner', 'admin')
      union
      select p.partnership_id from partnerships p join managed_partnerships up on p.parent_partnership_id = up.id
    )
    (select 'user' as type, p.user_id::text as id,
        p.first_name || ' ' || p.last_name as name, coalesce(p.bio, '') as description,
        p.avatar_url as image
      from profiles p
      where ${FULL_NAME} ilike ${pattern} and p.first_name <> '' and p.last_name <> ''
      order by (${FULL_NAME} ilike ${prefix}) desc, lower(p.last_name), lower(p.first_name), p.user_id
      limit ${limit})
    union all
    (select 'group', g.group_id::text, g.name, g.description, g.profile_image
      from groups g
      where g.name ilike ${pattern}
        and (g.visibility = 'public' or ${admin}
          or exists (select 1 from group_memberships m
            where m.group_id = g.group_id and m.uid = ${me}::uuid and m.status = 'active')
          or g.group_id in (select id from managed_groups))
      order by (g.name ilike ${prefix}) desc, lower(g.name), g.group_id
      limit ${limit})
    union all
    (select 'partnership', p.partnership_id::text, p.name, p.description, p.profile_image
      from partnerships p
      where p.name ilike ${pattern}
        and (p.visibility = 'public' or ${admin}
          or exists (select 1 from partnership_memberships m
            where m.partnership_id = p.partnership_id and m.user_id = ${me}::uuid and m.status = 'active')
          or p.partnership_id in (select id from managed_partnerships))
      order by (p.name ilike ${prefix}) desc, lower(p.name), p.partnership_id
      limit ${limit})
    union all
    (select 'event', e.event_id::text, e.event_name, e.description, e.event_image
      from events e
      where e.event_name ilike ${pattern}
        and (e.visibility = 'public' or ${admin} or e.host_user_id = ${me}::uuid
          or exists (select 1 from event_memberships m
            where m.event_id = e.event_id and m.user_id = ${me}::uuid and m.status = 'active')
          or e.group_id in (select id from managed_groups)
          or e.partnership_id in (select id from managed_partnerships))
      order by (e.event_name ilike ${prefix}) desc, lower(e.event_name), e.event_id
      limit ${limit})`);
  return result.rows as unknown as SearchRow[];
}

export interface DirectoryRow {
  userId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  bio: string;
  connection: (ConnectionRow & { id: string }) | null;
}

/**
 * One page of the members directory: complete profiles but the viewer's, by last name, first name
 * and id (the partial index `profiles_directory_name_idx`), optionally those whose full name
 * contains `q` (the trigram index), each with the viewer's connection to them, in one query.
 */
export async function listDirectory(
  db: Executor,
  viewerId: string,
  options: { q?: string; cursor?: string; pageSize: number },
): Promise<{ rows: DirectoryRow[]; nextCursor: string | null }> {
  let after = sql``;
  if (options.cursor) {
    const [last, first, id] = decodeCursor(options.cursor, 3);
    const lastId = cursorValue(id, (value) => UUID_PATTERN.test(value));
    after = sql`and (lower(p.last_name), lower(p.first_name), p.user_id) > (${last}, ${first}, ${lastId}::uuid)`;
  }
  // With a name, the matches come from the trigram index first (materialised, so the planner
  // cannot choose to walk the whole name index and filter, which EXPLAIN showed it doing for
  // names late in the alphabet); without one, the name index gives the page directly.
  const source = options.q
    ? sql`(with matches as materialized (
        select * from profiles p where ${FULL_NAME} ilike ${containsPattern(options.q)}
      ) select * from matches)`
    : sql`profiles`;
  // The page is chosen first, then joined to the viewer's connections through the pair index:
  // one query, and the join touches only the page's rows.
  const result = await db.execute(sql`
    select p.user_id, p.first_name, p.last_name, p.avatar_url, coalesce(p.bio, '') as bio,
      p.sort_last, p.sort_first,
      c.id as connection_id, c.requester_id, c.addressee_id, c.status, c.responded_at
    from (
      select p.user_id, p.first_name, p.last_name, p.avatar_url, p.bio,
        lower(p.last_name) as sort_last, lower(p.first_name) as sort_first
      from ${source} p
      where p.first_name <> '' and p.last_name <> '' and p.user_id <> ${viewerId}::uuid
        ${after}
      order by lower(p.last_name), lower(p.first_name), p.user_id
      limit ${options.pageSize + 1}
    ) p
    left join connections c
      on least(c.requester_id, c.addressee_id) = least(p.user_id, ${viewerId}::uuid)
      and greatest(c.requester_id, c.addressee_id) = greatest(p.user_id, ${viewerId}::uuid)
    order by p.sort_last, p.sort_first, p.user_id`);
  const rows = result.rows as Record<string, unknown>[];
  const page = rows.slice(0, options.pageSize);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({
      userId: String(row.user_id),
      firstName: String(row.first_name),
      lastName: String(row.last_name),
      avatarUrl: (row.avatar_url as string | null) ?? null,
      bio: String(row.bio),
      connection: row.connection_id
        ? {
            id: String(row.connection_id),
            requesterId: String(row.requester_id),
            addresseeId: String(row.addressee_id),
            status: row.status as ConnectionRow["status"],
            respondedAt: row.responded_at ? new Date(row.responded_at as string) : null,
          }
        : null,
    })),
    nextCursor:
      rows.length > options.pageSize && last
        ? encodeCursor([String(last.sort_last), String(last.sort_first), String(last.user_id)])
        : null,
  };
}

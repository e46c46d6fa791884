import { sql } from "drizzle-orm";
import { SEARCH_RESULTS_PER_TYPE } from "../../shared/limits";
import { encodeCursor, takePage } from "../../shared/schemas/cursor";
import type { DirectoryCursor } from "../../shared/schemas/search";
import type { DatabaseHandle, Executor } from "../db/client";
import { statement } from "../db/prepared";
import type { EntityRef } from "../loaders/memberships";
import { type MemberActor, mayInheritRights } from "../policies/actor";
import type { ConnectionRow } from "../policies/connection";

/**
 * The full-name expression of the trigram index `profiles_name_trgm_idx`, written exactly as the
 * index writes it: PostgreSQL uses an expression index only for the same expression.
 */
const FULL_NAME_TEXT = `(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`;
export const FULL_NAME = sql.raw(FULL_NAME_TEXT);

/** `q` with its own %, _ and \ taken literally in an ILIKE pattern. */
const literally = (q: string) => q.replace(/[\\%_]/g, "\\$&");

/** `q` as an ILIKE pattern for "contains". */
export const containsPattern = (q: string) => `%${literally(q)}%`;

export interface SearchRow {
  type: "user" | "group" | "partnership" | "event";
  id: string;
  name: string;
  description: string;
  image: string | null;
}

/** A name as the prefix indexes hold it: lower case, compared byte by byte (collation "C"). */
const sortKey = (expression: string) => `(lower(${expression}) collate "C")`;

/** Names whose sort key starts with the query (`$2`): a range of the key's index. */
const startsWith = (key: string) =>
  `(${key} >= (lower($2::text) collate "C") and ${key} < ((lower($2::text) || chr(1114111)) collate "C"))`;

/**
 * One part of the search, at most 5 rows, read in phases: first the names that start with the
 * query, each such phase in name order from its prefix index (`*_name_prefix_idx`) as a range, so
 * that the first five end the read; then, only while fewer than five were found (a LIMIT over an
 * append reads its parts in turn), the names containing it (`$3`, an ILIKE pattern), from the
 * trigram index. The range is written out rather than left to LIKE, whose prefix becomes an index
 * range only for a pattern known when planning, and this statement is planned once.
 */
function searchPart(
  select: string,
  from: string,
  visible: string,
  prefixes: { key: string; tieBreak: string }[],
  contains: { name: string; key: string; tieBreak: string },
): string {
  const phases = prefixes.map(({ key, tieBreak }, rank) => {
    const earlier = prefixes.slice(0, rank).map((phase) => ` and not ${startsWith(phase.key)}`);
    return `(select ${select}, ${rank} as rank, ${key} as sort from ${from}
      where ${startsWith(key)}${earlier.join("")} and ${visible}
      order by ${key}, ${tieBreak} limit ${SEARCH_RESULTS_PER_TYPE})`;
  });
  const notPrefixed = prefixes.map((phase) => ` and not ${startsWith(phase.key)}`).join("");
  phases.push(`(select ${select}, ${prefixes.length} as rank, ${contains.key} as sort from ${from}
      where ${contains.name} ilike $3${notPrefixed} and ${visible}
      order by ${contains.key}, ${contains.tieBreak} limit ${SEARCH_RESULTS_PER_TYPE})`);
  return `(select * from (${phases.join(" union all ")}) found limit ${SEARCH_RESULTS_PER_TYPE})`;
}

/** An entity's part: its name starts with the query, or contains it. */
const entityPart = (select: string, from: string, name: string, id: string, visible: string) =>
  searchPart(select, from, visible, [{ key: sortKey(name), tieBreak: id }], {
    name,
    key: sortKey(name),
    tieBreak: id,
  });

const FIRST_LAST = `(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`;
const LAST_FIRST = `(coalesce(p.last_name, '') || ' ' || coalesce(p.first_name, ''))`;

/**
 * The rights a viewer inherits as owner or admin above (of a parent group or partnership, or of
 * an event's organiser): the walk down from what they manage, and what it adds to each part's
 * visibility. The lean statement, for a member who manages nothing, leaves all of it out.
 */
const INHERITED = {
  walk: `with recursive
    managed_groups (id) as (
      select m.group_id from group_memberships m
      where m.uid = $1::uuid and m.status = 'active' and m.role in ('owner', 'admin')
      union
      select g.group_id from groups g join managed_groups up on g.parent_group_id = up.id
    ),
    managed_partnerships (id) as (
      select m.partnership_id from partnership_memberships m
      where m.user_id = $1::uuid and m.status = 'active' and m.role in ('owner', 'admin')
      union
      select p.partnership_id from partnerships p join managed_partnerships up on p.parent_partnership_id = up.id
    )`,
  group: " or g.group_id in (select id from managed_groups)",
  partnership: " or p.partnership_id in (select id from managed_partnerships)",
  event: `
      or e.group_id in (select id from managed_groups)
      or e.partnership_id in (select id from managed_partnerships)`,
};
const NOTHING_INHERITED: typeof INHERITED = { walk: "", group: "", partnership: "", event: "" };

/**
 * Members' search (spec §7 Search) as one prepared statement: up to 5 members, groups,
 * partnerships and events whose name contains the query, without letter case. What the viewer
 * may not see (private entities they hold no right in) is filtered in the same statement, before
 * the limit: their own active membership, an owner's or admin's right inherited from a parent
 * (or, for an event, from its organising group or partnership), the host; platform admins see
 * everything. `$1` is the viewer, `$4` whether they are a platform admin.
 */
function searchSql({ inherited }: { inherited: boolean }): string {
  const rights = inherited ? INHERITED : NOTHING_INHERITED;
  return `${rights.walk}
  ${searchPart(
    `'user' as type, p.user_id::text as id, p.first_name || ' ' || p.last_name as name,
      coalesce(p.bio, '') as description, p.avatar_url as image`,
    "profiles p",
    "p.first_name <> '' and p.last_name <> ''",
    [
      { key: sortKey(FIRST_LAST), tieBreak: "p.user_id" },
      { key: sortKey(LAST_FIRST), tieBreak: "p.user_id" },
    ],
    { name: FULL_NAME_TEXT, key: sortKey(LAST_FIRST), tieBreak: "p.user_id" },
  )}
  union all
  ${entityPart(
    "'group', g.group_id::text, g.name, g.description, g.profile_image",
    "groups g",
    "g.name",
    "g.group_id",
    `(g.visibility = 'public' or $4::boolean
      or exists (select 1 from group_memberships m
        where m.group_id = g.group_id and m.uid = $1::uuid and m.status = 'active')${rights.group})`,
  )}
  union all
  ${entityPart(
    "'partnership', p.partnership_id::text, p.name, p.description, p.profile_image",
    "partnerships p",
    "p.name",
    "p.partnership_id",
    `(p.visibility = 'public' or $4::boolean
      or exists (select 1 from partnership_memberships m
        where m.partnership_id = p.partnership_id and m.user_id = $1::uuid and m.status = 'active')${rights.partnership})`,
  )}
  union all
  ${entityPart(
    "'event', e.event_id::text, e.event_name, e.description, e.event_image",
    "events e",
    "e.event_name",
    "e.event_id",
    `(e.visibility = 'public' or $4::boolean or e.host_user_id = $1::uuid
      or exists (select 1 from event_memberships m
        where m.event_id = e.event_id and m.user_id = $1::uuid and m.status = 'active')${rights.event})`,
  )}`;
}

type FoundRow = SearchRow & { rank: number; sort: string };
const SEARCH_PARAMS = ["uuid", "text", "text", "boolean"];
const SEARCH = {
  full: statement<FoundRow>("search_everything", searchSql({ inherited: true }), SEARCH_PARAMS),
  lean: statement<FoundRow>("search_everything_lean", searchSql({ inherited: false }), SEARCH_PARAMS),
};

const TYPE_ORDER: SearchRow["type"][] = ["user", "group", "partnership", "event"];

/**
 * The search's results: per type, names that start with `q` first, then those that contain it,
 * each by name (as shown, without letter case).
 */
export async function searchEverything(
  database: DatabaseHandle,
  viewer: MemberActor,
  q: string,
): Promise<SearchRow[]> {
  const search = mayInheritRights(viewer) ? SEARCH.full : SEARCH.lean;
  const rows = await search.run(database, [viewer.id, q, containsPattern(q), String(viewer.isPlatformAdmin)]);
  const order = (row: { type: SearchRow["type"]; rank: number; sort: string }) =>
    [TYPE_ORDER.indexOf(row.type), Number(row.rank)] as const;
  return [...rows]
    .sort((a, b) => {
      const [ta, ra] = order(a);
      const [tb, rb] = order(b);
      return ta - tb || ra - rb || (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0);
    })
    .map(({ type, id, name, description, image }) => ({ type, id, name, description, image }));
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
/** The active members of a group or partnership, as `member_id`s. */
function organisationMembers(ref: EntityRef) {
  return ref.type === "group"
    ? sql`(select uid as member_id from group_memberships where group_id = ${ref.id} and status = 'active')`
    : sql`(select user_id as member_id from partnership_memberships where partnership_id = ${ref.id} and status = 'active')`;
}

export async function listDirectory(
  db: Executor,
  viewerId: string,
  options: { q?: string; cursor?: DirectoryCursor; pageSize: number; organisation?: EntityRef },
): Promise<{ rows: DirectoryRow[]; nextCursor: string | null }> {
  let after = sql``;
  if (options.cursor) {
    const [last, first, lastId] = options.cursor;
    after = sql`and (lower(p.last_name), lower(p.first_name), p.user_id) > (${last}, ${first}, ${lastId}::uuid)`;
  }
  // With a name, the matches come from the trigram index first (materialised, so the planner
  // cannot choose to walk the whole name index and filter, which EXPLAIN showed it doing for
  // names late in the alphabet); without one, the name index gives the page directly.
  // An organisation's members come from its membership list index (a few among many profiles).
  const named = options.q ? sql`and ${FULL_NAME} ilike ${containsPattern(options.q)}` : sql``;
  const organisation = options.organisation;
  const source = organisation
    ? sql`(with matches as materialized (
        select p.* from ${organisationMembers(organisation)} m
        join profiles p on p.user_id = m.member_id
        where true ${named}
      ) select * from matches)`
    : options.q
      ? sql`(with matches as materialized (
        select * from profiles p where true ${named}
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
  const { page, next } = takePage(rows, options.pageSize, (last) => [
    String(last.sort_last),
    String(last.sort_first),
    String(last.user_id),
  ]);
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
    nextCursor: next && encodeCursor(next),
  };
}

import type { EntityType } from "../../shared/enums";
import { encodeCursor, type InstantPosition, takePage } from "../../shared/schemas/cursor";
import type { DatabaseHandle } from "../db/client";
import { statement } from "../db/prepared";
import { type Actor, mayInheritRights } from "../policies/actor";
import { NEWEST_FIRST, type PostView, type PostViewRow, postViewsOf, postViewsSql } from "./posts";

/** Posts per feed page. */
export const FEED_PAGE_SIZE = 20;

/** Whose posts a feed shows (contracts: home, a member's profile, an entity's page). */
export type FeedSource =
  | { kind: "home"; userId: string }
  | { kind: "profile"; userId: string }
  | { kind: EntityType; id: number };

export interface FeedPage {
  /** The page's posts, newest first, ready for their presenter. */
  views: PostView[];
  nextCursor: string | null;
}

/*
 * Every feed is one prepared statement (db/prepared.ts): the page's ids from the feed's sources
 * and everything the posts show (queries/posts.ts, postViewsSql) in one round trip, planned once per
 * connection. Their parameters:
 *   $1 the viewer (uuid), $2 whose feed (a member's uuid or an entity's id, as text),
 *   $3 and $4 the cursor's created_at and id (null on the first page), $5 how many rows.
 * Without a cursor the bound is (infinity, the greatest uuid): one text for every page, and the
 * same row comparison the indexes serve.
 */
const BEFORE_AT = `coalesce($3::timestamptz, 'infinity')`;
const BEFORE_ID = `coalesce($4::uuid, 'ffffffff-ffff-ffff-ffff-ffffffffffff')`;
const PARAM_TYPES = ["uuid", "text", "text", "text", "int"];

const POST_COLUMN: Record<EntityType, string> = {
  group: "group_id",
  partnership: "partnership_id",
  event: "event_id",
};

/** The member's active memberships of one type: `select <entity id> from <memberships> …`. */
const ACTIVE_IDS: Record<EntityType, (user: string) => string> = {
  group: (user) => `select group_id from group_memberships where uid = ${user} and status = 'active'`,
  partnership: (user) =>
    `select partnership_id from partnership_memberships where user_id = ${user} and status = 'active'`,
  event: (user) => `select event_id from event_memberships where user_id = ${user} and status = 'active'`,
};

/**
 * One source of a feed: its newest `$5` posts past the cursor, from its own index. The feed
 * indexes are `desc nulls last` (drizzle's default); the order says so too, or PostgreSQL, whose
 * `desc` means `nulls first`, would read every row of the source and sort them.
 */
const newest = (from: string, where: string) =>
  `(select p.id, p.created_at from ${from} where ${where}
    and (p.created_at, p.id) < (${BEFORE_AT}, ${BEFORE_ID})
    order by p.created_at ${NEWEST_FIRST}, p.id ${NEWEST_FIRST} limit $5)`;

/**
 * A post anyone signed in may see: on a profile, or in a public entity. With a viewer, also in the
 * private entities where the viewer is an active member.
 */
function visibleTo(viewer: string | null): string {
  const inEntity = (type: EntityType, table: string) => {
    const column = POST_COLUMN[type];
    const member = viewer ? ` or p.${column} in (${ACTIVE_IDS[type](viewer)})` : "";
    return `(p.${column} is not null and (exists (select 1 from ${table} x
      where x.${column} = p.${column} and x.visibility = 'public')${member}))`;
  };
  return `(p.target_type = 'profile' or ${inEntity("group", "groups")}
    or ${inEntity("partnership", "partnerships")} or ${inEntity("event", "events")})`;
}

/**
 * The home feed's sources (decisions.md, "Posts, feeds and mentions"): the member's own posts;
 * their accepted connections' posts that any member may see, from `connection_posts` (the
 * fan-out written by triggers, schema/social.ts), in its own order; and each group, partnership
 * and event where the member is active, all of its posts, per entity through a LATERAL join.
 * Each source stops at the page size, so the cost follows the page, not the number of posts.
 */
function homeSources(): string[] {
  const me = "$2::uuid";
  const sources = [
    newest("posts p", `p.author_id = ${me}`),
    `(select t.post_id as id, t.created_at from connection_posts t join posts p on p.id = t.post_id
      where t.user_id = ${me} and (t.created_at, t.post_id) < (${BEFORE_AT}, ${BEFORE_ID})
        and ${visibleTo(null)}
      order by t.created_at ${NEWEST_FIRST}, t.post_id ${NEWEST_FIRST} limit $5)`,
  ];
  for (const type of ["group", "partnership", "event"] as const) {
    sources.push(`(select p.id, p.created_at
      from (${ACTIVE_IDS[type](me)}) e (eid)
      cross join lateral ${newest("posts p", `p.${POST_COLUMN[type]} = e.eid`)} p
      order by p.created_at ${NEWEST_FIRST}, p.id ${NEWEST_FIRST} limit $5)`);
  }
  return sources;
}

/**
 * A feed's statements: its sources merged (a post may come from two), ordered and cut; `full`
 * with the viewer's rights inherited from above, `lean` without, for a viewer who has none to
 * inherit (owner or admin of no group or partnership, or a visitor).
 */
function feedStatement(name: string, sources: string[]) {
  const page = `select s.id, s.created_at from (${sources.join(" union all ")}) s
    group by s.id, s.created_at
    order by s.created_at ${NEWEST_FIRST}, s.id ${NEWEST_FIRST} limit $5`;
  return {
    full: statement<PostViewRow>(name, postViewsSql(page), PARAM_TYPES),
    lean: statement<PostViewRow>(`${name}_lean`, postViewsSql(page, { inherited: false }), PARAM_TYPES),
  };
}

const FEEDS = {
  home: feedStatement("feed_home", homeSources()),
  ownProfile: feedStatement("feed_own_profile", [newest("posts p", "p.author_id = $2::uuid")]),
  profile: feedStatement("feed_profile", [
    newest("posts p", `p.author_id = $2::uuid and ${visibleTo("$1::uuid")}`),
  ]),
  group: feedStatement("feed_group", [newest("posts p", "p.group_id = $2::int")]),
  partnership: feedStatement("feed_partnership", [newest("posts p", "p.partnership_id = $2::int")]),
  event: feedStatement("feed_event", [newest("posts p", "p.event_id = $2::int")]),
};

/** The statement of a feed, and whose feed it is, as the viewer may see it. */
function feedOf(source: FeedSource, viewerId: string | null) {
  switch (source.kind) {
    case "home":
      return { feed: FEEDS.home, key: source.userId };
    case "profile":
      return { feed: viewerId === source.userId ? FEEDS.ownProfile : FEEDS.profile, key: source.userId };
    default:
      return { feed: FEEDS[source.kind], key: String(source.id) };
  }
}

/**
 * One page of a feed: every feed route reads through here. Entity feeds are authorised before.
 * The cursor is the last post's exact (created_at, id), so posts written meanwhile, being newer
 * than it, never shift a later page: nothing repeats and nothing is skipped.
 */
export async function loadFeedPage(
  database: DatabaseHandle,
  viewer: Actor,
  source: FeedSource,
  /** The previous page's last post, validated at the edge (pageQuerySchema). */
  cursor: InstantPosition | undefined,
  limit = FEED_PAGE_SIZE,
): Promise<FeedPage> {
  const viewerId = viewer.kind === "member" ? viewer.id : null;
  const { feed, key } = feedOf(source, viewerId);
  const rows = await feed[mayInheritRights(viewer) ? "full" : "lean"].run(database, [
    viewerId,
    key,
    cursor?.[0] ?? null,
    cursor?.[1] ?? null,
    String(limit + 1),
  ]);
  const { page, next } = takePage(rows, limit, (last) => [last.position_at, last.id]);
  return {
    views: postViewsOf(page, viewerId),
    nextCursor: next && encodeCursor(next),
  };
}

import { type SQL, sql } from "drizzle-orm";
import type { EntityType } from "../../shared/enums";
import type { Actor } from "../policies/actor";
import type { Executor } from "./client";
import { decodeCursor, encodeCursor, POSITION_FORMAT, type Position } from "./cursor";
import { activeEntityIdsSql } from "./memberships";

/** Posts per feed page. */
export const FEED_PAGE_SIZE = 20;

/** Whose posts a feed shows (contracts: home, a member's profile, an entity's page). */
export type FeedSource =
  | { kind: "home"; userId: string }
  | { kind: "profile"; userId: string }
  | { kind: EntityType; id: number };

export interface FeedPage {
  /** Post ids, newest first. */
  ids: string[];
  nextCursor: string | null;
}

const POST_COLUMN: Record<EntityType, SQL> = {
  group: sql.raw("group_id"),
  partnership: sql.raw("partnership_id"),
  event: sql.raw("event_id"),
};

/** Posts older than the cursor, in the (created_at desc, id desc) order of every feed index. */
function before(position: Position | null): SQL {
  return position
    ? sql`and (p.created_at, p.id) < (${position.at}::timestamptz, ${position.id}::uuid)`
    : sql``;
}

/**
 * One source of a feed: its newest `limit` posts past the cursor, from its own index. The feed
 * indexes are `desc nulls last` (drizzle's default); the order says so too, or PostgreSQL, whose
 * `desc` means `nulls first`, would read every row of the source and sort them.
 */
function newest(from: SQL, where: SQL, position: Position | null, limit: number): SQL {
  return sql`(select p.id, p.created_at from ${from} where ${where} ${before(position)}
    order by p.created_at desc nulls last, p.id desc nulls last limit ${limit})`;
}

/**
 * A post anyone signed in may see: on a profile, or in a public entity. With `viewerId`, also in
 * the private entities where the viewer is an active member.
 */
function visibleTo(viewerId: string | null): SQL {
  const inEntity = (type: EntityType, table: string, id: string) => {
    const column = POST_COLUMN[type];
    const member = viewerId ? sql` or p.${column} in (${activeEntityIdsSql(type, viewerId)})` : sql``;
    return sql`(p.${column} is not null and (exists (select 1 from ${sql.raw(table)} x
      where x.${sql.raw(id)} = p.${column} and x.visibility = 'public')${member}))`;
  };
  return sql`(p.target_type = 'profile' or ${inEntity("group", "groups", "group_id")}
    or ${inEntity("partnership", "partnerships", "partnership_id")} or ${inEntity("event", "events", "event_id")})`;
}

/**
 * The home feed's sources (decisions.md, "Posts, feeds and mentions"): the member's own posts;
 * each accepted connection's posts that any member may see; and each group, partnership and event
 * where the member is active, all of its posts. Each source reads its own index (per author, per
 * entity through a LATERAL join) and stops at the page size, so the cost follows the page, not
 * the number of posts.
 */
function homeSources(userId: string, position: Position | null, limit: number): SQL[] {
  const sources = [
    newest(sql`posts p`, sql`p.author_id = ${userId}`, position, limit),
    newest(
      sql`(select case when c.requester_id = ${userId} then c.addressee_id else c.requester_id end as uid
           from connections c
           where (c.requester_id = ${userId} or c.addressee_id = ${userId}) and c.status = 'accepted') f
         cross join lateral ${newest(sql`posts p`, sql`p.author_id = f.uid and ${visibleTo(null)}`, position, limit)} p`,
      sql`true`,
      null,
      limit,
    ),
  ];
  for (const type of ["group", "partnership", "event"] as const) {
    sources.push(
      newest(
        sql`(${activeEntityIdsSql(type, userId)}) e (eid)
          cross join lateral ${newest(sql`posts p`, sql`p.${POST_COLUMN[type]} = e.eid`, position, limit)} p`,
        sql`true`,
        null,
        limit,
      ),
    );
  }
  return sources;
}

/** The sources of a feed, as the viewer may see them. Entity feeds are authorised before. */
function sourcesOf(source: FeedSource, viewer: Actor, position: Position | null, limit: number): SQL[] {
  switch (source.kind) {
    case "home":
      return homeSources(source.userId, position, limit);
    case "profile": {
      const viewerId = viewer.kind === "member" ? viewer.id : null;
      const own = viewerId === source.userId;
      const where = own
        ? sql`p.author_id = ${source.userId}`
        : sql`p.author_id = ${source.userId} and ${visibleTo(viewerId)}`;
      return [newest(sql`posts p`, where, position, limit)];
    }
    default:
      return [newest(sql`posts p`, sql`p.${POST_COLUMN[source.kind]} = ${source.id}`, position, limit)];
  }
}

/**
 * One page of a feed: every feed route reads through here. The sources' rows are merged (a post
 * may come from two sources, e.g. one's own post in one's group), ordered and cut to the page; the
 * cursor is the last post's exact (created_at, id), so posts written meanwhile, being newer than
 * it, never shift a later page: nothing repeats and nothing is skipped.
 */
export async function loadFeedPage(
  db: Executor,
  viewer: Actor,
  source: FeedSource,
  cursor: string | undefined,
  limit = FEED_PAGE_SIZE,
): Promise<FeedPage> {
  const position = decodeCursor(cursor);
  const sources = sourcesOf(source, viewer, position, limit + 1);
  const result = await db.execute(sql`
    select s.id, to_char(s.created_at at time zone 'UTC', ${POSITION_FORMAT}) as at
    from (${sql.join(sources, sql` union all `)}) s
    group by s.id, s.created_at
    order by s.created_at desc nulls last, s.id desc nulls last
    limit ${limit + 1}`);
  const rows = result.rows as { id: string; at: string }[];
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    ids: page.map((row) => row.id),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

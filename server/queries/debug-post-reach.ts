import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { InstantPosition } from "../../shared/schemas/cursor";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import { HIERARCHIES, MAX_DEPTH } from "../db/hierarchies";
import { jobs, notifications, profiles } from "../db/schema";
import { NOTIFICATION_EMAIL_JOB, NOTIFICATION_PUSH_JOB } from "../notifications/record";

/** Rows per page of a post's audience and of its notifications on /post/{id}/debug. */
export const DEBUG_REACH_PAGE_SIZE = 25;

/** What the audience is computed from: the post's columns and whether its entity is public. */
export interface AudiencePost {
  id: string;
  authorId: string;
  targetType: string;
  groupId: number | null;
  partnershipId: number | null;
  eventId: number | null;
  /** The entity's visibility is public, or the post is on a profile. */
  readByEveryMember: boolean;
}

/** Owners and admins (active) of the groups or partnerships of `type` from `seed` upwards. */
function runsFromAbove(type: keyof typeof HIERARCHIES, seed: SQL): SQL {
  const h = HIERARCHIES[type];
  const [t, id, parent] = [sql.raw(h.table), sql.raw(h.id), sql.raw(h.parent)];
  return sql`select m.${sql.raw(h.memberUser)}, 'runs it from above (' || m.role || ')'
    from ${sql.raw(h.memberships)} m
    where m.status = 'active' and m.role in ('owner', 'admin') and m.${sql.raw(h.memberEntity)} in (
      with recursive up (id, depth) as (
        ${seed}
        union all
        select x.${parent}, up.depth + 1 from ${t} x join up on x.${id} = up.id
        where up.depth < ${MAX_DEPTH} and x.${parent} is not null
      ) select id from up)`;
}

/**
 * Everyone the post reaches, each with why (user_id, reason), as the feed query and the post
 * policy decide it (queries/feeds.ts, policies/post.ts): its author; the active members of its
 * group, partnership or event, whose home feed carries it; for a private entity also those who
 * read it without being members (owners and admins above, the event's host); for a post any member
 * may read, the author's connections, whose home feed carries it (connection_posts).
 */
function audienceSql(post: AudiencePost): SQL {
  const parts: SQL[] = [sql`select ${post.authorId}::uuid, 'author'`];
  if (post.groupId !== null) {
    parts.push(sql`select uid, 'member (' || role || ')' from group_memberships
      where group_id = ${post.groupId} and status = 'active'`);
    if (!post.readByEveryMember)
      parts.push(
        runsFromAbove(
          "group",
          sql`select parent_group_id, 0 from groups where group_id = ${post.groupId} and parent_group_id is not null`,
        ),
      );
  }
  if (post.partnershipId !== null) {
    parts.push(sql`select user_id, 'member (' || role || ')' from partnership_memberships
      where partnership_id = ${post.partnershipId} and status = 'active'`);
    if (!post.readByEveryMember)
      parts.push(
        runsFromAbove(
          "partnership",
          sql`select parent_partnership_id, 0 from partnerships where partnership_id = ${post.partnershipId} and parent_partnership_id is not null`,
        ),
      );
  }
  if (post.eventId !== null) {
    parts.push(sql`select user_id, 'member (' || role || ')' from event_memberships
      where event_id = ${post.eventId} and status = 'active'`);
    if (!post.readByEveryMember) {
      parts.push(
        sql`select host_user_id, 'host' from events where event_id = ${post.eventId} and host_user_id is not null`,
      );
      parts.push(
        runsFromAbove(
          "group",
          sql`select group_id, 0 from events where event_id = ${post.eventId} and group_id is not null`,
        ),
      );
      parts.push(
        runsFromAbove(
          "partnership",
          sql`select partnership_id, 0 from events where event_id = ${post.eventId} and partnership_id is not null`,
        ),
      );
    }
  }
  if (post.readByEveryMember)
    parts.push(
      sql`select user_id, 'connection of the author' from connection_posts where post_id = ${post.id}::uuid`,
    );
  return sql.join(parts, sql` union all `);
}

export interface AudienceRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  reasons: string;
}

/** One page of the post's audience, by member id, past the cursor (the last page's last id). */
export async function loadPostAudience(
  db: Executor,
  post: AudiencePost,
  after: string | undefined,
  size = DEBUG_REACH_PAGE_SIZE,
): Promise<AudienceRow[]> {
  const result = await db.execute(sql`
    select a.user_id, p.first_name, p.last_name, string_agg(distinct a.reason, ', ') as reasons
    from (${audienceSql(post)}) a (user_id, reason)
    left join profiles p on p.user_id = a.user_id
    where ${after ? sql`a.user_id > ${after}::uuid` : sql`true`}
    group by a.user_id, p.first_name, p.last_name
    order by a.user_id
    limit ${size + 1}`);
  return (
    result.rows as { user_id: string; first_name: string | null; last_name: string | null; reasons: string }[]
  ).map((row) => ({
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    reasons: row.reasons,
  }));
}

/** How many members the post reaches (audienceSql). */
export async function countPostAudience(db: Executor, post: AudiencePost): Promise<number> {
  const result = await db.execute(
    sql`select count(distinct a.user_id)::int as n from (${audienceSql(post)}) a (user_id, reason)`,
  );
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** How many members there are: the audience of a post any member may read. */
export async function countMembers(db: Executor): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from users`);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/**
 * One page of the notifications about the post (notifications.activity_post_id), newest first.
 * No index serves this column (migration 0001 made none): the page scans `notifications`, which an
 * admin's diagnostic page may; docs/decisions.md "Debug pages" says so.
 */
export async function loadPostNotifications(
  db: Executor,
  postId: string,
  cursor: InstantPosition | undefined,
  size = DEBUG_REACH_PAGE_SIZE,
) {
  const after = cursor
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : undefined;
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      message: notifications.message,
      isRead: notifications.isRead,
      notificationUrl: notifications.notificationUrl,
      createdAt: notifications.createdAt,
      at: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', ${POSITION_FORMAT})`,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.userId, notifications.userId))
    .where(and(eq(notifications.activityPostId, postId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size + 1);
}

/**
 * The e-mail and push jobs of these notifications (recordNotification queues one of each, keyed
 * `notification.email:{id}` and `notification.push:{id}`; a job deferred past quiet hours queues
 * the next under the same key followed by `:…`), in one statement through the unique index on
 * the key. Jobs that succeeded are pruned after a week (maintenance.ts).
 */
export async function loadDeliveryJobs(db: Executor, notificationIds: readonly string[]) {
  if (!notificationIds.length) return [];
  const keys = notificationIds.flatMap((id) => [
    `${NOTIFICATION_EMAIL_JOB}:${id}`,
    `${NOTIFICATION_PUSH_JOB}:${id}`,
  ]);
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      dedupeKey: jobs.dedupeKey,
      payload: jobs.payload,
      status: jobs.status,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      runAt: jobs.runAt,
      lastError: jobs.lastError,
      completedAt: jobs.completedAt,
    })
    .from(jobs)
    .where(or(inArray(jobs.dedupeKey, keys), ...keys.map((key) => sql`${jobs.dedupeKey} like ${`${key}:%`}`)))
    .orderBy(jobs.id);
}

export type DeliveryJobRow = Awaited<ReturnType<typeof loadDeliveryJobs>>[number];

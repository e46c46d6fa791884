import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { NotificationType } from "../../shared/enums";
import { encodeCursor, type InstantPosition, takePage } from "../../shared/schemas/cursor";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import { connections, notifications, posts, profiles } from "../db/schema";
import { NEWEST_FIRST } from "./posts";

/** A notification with the member who caused it (null when none, or when they are gone). */
export interface NotificationView {
  id: string;
  userId: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  notificationUrl: string | null;
  createdAt: Date;
  actor: {
    userId: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
  } | null;
  /** The post a like, comment or mention is about, while it exists: its text and whether it has media. */
  post: { id: string; content: string; hasMedia: boolean } | null;
  /** A connection request's connection while it is still pending (it can be accepted or declined). */
  pendingConnectionId: string | null;
}

const columns = {
  id: notifications.id,
  userId: notifications.userId,
  type: notifications.type,
  message: notifications.message,
  isRead: notifications.isRead,
  notificationUrl: notifications.notificationUrl,
  createdAt: notifications.createdAt,
  /** created_at as the cursor's text (UTC, microseconds). */
  at: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', ${POSITION_FORMAT})`,
  actorId: profiles.userId,
  actorFirstName: profiles.firstName,
  actorLastName: profiles.lastName,
  actorAvatarUrl: profiles.avatarUrl,
  postId: posts.id,
  postContent: posts.content,
  postHasMedia: sql<boolean>`coalesce(jsonb_array_length(${posts.media}) > 0, false)`,
  pendingConnectionId: connections.id,
};

/**
 * Notifications with what they show, in one statement (no query per row): the actor's profile,
 * the post they are about (its start names it, when the member may surely read it) and, for a
 * connection request, the request while it is still pending. A request is found by its pair: the actor asked the notified member.
 */
const selectNotifications = (db: Executor) =>
  db
    .select(columns)
    .from(notifications)
    .leftJoin(profiles, eq(profiles.userId, notifications.actorId))
    // Named only where the member may read it whatever happened since: their own post, or one on
    // a profile. A mention in a community's post they have since lost keeps its plain text.
    .leftJoin(
      posts,
      and(
        eq(posts.id, notifications.activityPostId),
        or(eq(posts.authorId, notifications.userId), eq(posts.targetType, "profile")),
      ),
    )
    .leftJoin(
      connections,
      and(
        eq(notifications.type, "connection_request"),
        eq(connections.requesterId, notifications.actorId),
        eq(connections.addresseeId, notifications.userId),
        eq(connections.status, "pending"),
      ),
    );

type Row = Awaited<ReturnType<typeof selectNotifications>>[number];

function toView(row: Row): NotificationView {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as NotificationType,
    message: row.message,
    isRead: row.isRead,
    notificationUrl: row.notificationUrl,
    createdAt: row.createdAt,
    actor: row.actorId
      ? {
          userId: row.actorId,
          firstName: row.actorFirstName,
          lastName: row.actorLastName,
          avatarUrl: row.actorAvatarUrl,
        }
      : null,
    post:
      row.postId !== null
        ? { id: row.postId, content: row.postContent ?? "", hasMedia: row.postHasMedia }
        : null,
    pendingConnectionId: row.pendingConnectionId,
  };
}

/**
 * One page of the member's notifications, newest first, keyset-paged on (created_at, id) through
 * `notifications_user_created_idx` (whose order is `desc nulls last`, so the query's is too): a
 * notification written meanwhile comes before the first page, never inside a later one.
 */
export async function loadNotificationPage(
  db: Executor,
  userId: string,
  /** The previous page's last notification, validated at the edge (notificationListQuerySchema). */
  cursor: InstantPosition | undefined,
  limit: number,
) {
  const before = cursor
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : sql`true`;
  const rows = await selectNotifications(db)
    .where(and(eq(notifications.userId, userId), before))
    .orderBy(
      sql`${notifications.createdAt} ${sql.raw(NEWEST_FIRST)}`,
      sql`${notifications.id} ${sql.raw(NEWEST_FIRST)}`,
    )
    .limit(limit + 1);
  const { page, next } = takePage(rows, limit, (last) => [last.at, last.id]);
  return {
    notifications: page.map(toView),
    nextCursor: next && encodeCursor(next),
  };
}

/** Several notifications by id, keyed by id (the live channel presents a batch at once). */
export async function loadNotificationsByIds(db: Executor, ids: readonly string[]) {
  if (!ids.length) return new Map<string, NotificationView>();
  const rows = await selectNotifications(db).where(inArray(notifications.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toView(row)]));
}

/** One notification by id, whoever it belongs to; null when there is none. */
export async function loadNotification(db: Executor, id: string): Promise<NotificationView | null> {
  const [row] = await selectNotifications(db).where(eq(notifications.id, id));
  return row ? toView(row) : null;
}

/** How many of the member's notifications are unread, through the partial index on unread rows. */
export async function countUnreadNotifications(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

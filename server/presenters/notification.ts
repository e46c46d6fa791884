import {
  GROUPED_NOTIFICATION_TYPES,
  POST_NOTIFICATION_TYPES,
  type PostNotificationType,
  postNotificationText,
  withOthers,
} from "../notifications/messages";
import type { NotificationView } from "../queries/notifications";
import { fullName } from "../queries/posts";
import { excerpt } from "./entity-list";
import { presentMemberSummary } from "./member";

/** How much of a post's text a notification quotes (issue 27: "about 40 characters"). */
const POST_EXCERPT_LENGTH = 40;

const isPostType = (type: string): type is PostNotificationType =>
  (POST_NOTIFICATION_TYPES as readonly string[]).includes(type);

/**
 * What the notification says. A like, comment or mention is worded afresh from its actor, the
 * others gathered with it and its post, so the text names the post as it reads now; every other
 * kind, and one whose post is gone, says what was stored when it was written.
 */
function messageOf(view: NotificationView, others: number): string {
  // Nothing to add (the post is gone, no one else did the same): the stored text says it as written.
  if (!isPostType(view.type) || (!view.post && others === 0)) return view.message;
  const name = view.actor ? fullName(view.actor) || "A member" : "A member";
  const post = view.post
    ? { excerpt: excerpt(view.post.content, POST_EXCERPT_LENGTH), hasMedia: view.post.hasMedia }
    : null;
  return postNotificationText(view.type, withOthers(name, others), post);
}

/**
 * Only a path on our own site is a link: a notification opens a page of ours, and a stored value
 * that is anything else (another origin, `//host`, `javascript:`) is shown without one.
 */
function ownPath(url: string | null): string | null {
  return url && /^\/(?![/\\])/.test(url) ? url : null;
}

/**
 * A notification as its member sees it (spec §3 "notifications"): the text, whether it is read,
 * where it leads, when it came and who caused it. The shape the list, the read answer and the
 * later live channel share.
 */
export function presentNotification(view: NotificationView, gathered: NotificationView[] = []) {
  const others = new Set(gathered.map((one) => one.actor?.userId ?? one.id));
  if (view.actor) others.delete(view.actor.userId);
  return {
    id: view.id,
    type: view.type,
    message: messageOf(view, others.size),
    isRead: view.isRead && gathered.every((one) => one.isRead),
    url: ownPath(view.notificationUrl),
    createdAt: view.createdAt.toISOString(),
    actor: view.actor ? presentMemberSummary(view.actor) : null,
    /** Every notification the row stands for, newest first (marking the first read marks them all). */
    ids: [view.id, ...gathered.map((one) => one.id)],
    /** How many other members did the same ("and 5 others"). */
    othersCount: others.size,
    /** A pending connection request's id, to accept or decline from the notification. */
    connectionRequestId: view.type === "connection_request" ? view.pendingConnectionId : null,
  };
}

/**
 * Repeats gathered into one row (issue 27; decisions.md "First impressions"): the likes on one
 * post are one row, the comments on one post another, headed by the newest, which gives the row
 * its actor, time and place. Gathered within the page that was read, so paging stays on the rows.
 */
function gatherRepeats(views: NotificationView[]) {
  const rows: { head: NotificationView; gathered: NotificationView[] }[] = [];
  const byKey = new Map<string, { head: NotificationView; gathered: NotificationView[] }>();
  for (const view of views) {
    const key =
      view.post && GROUPED_NOTIFICATION_TYPES.includes(view.type) ? `${view.type}:${view.post.id}` : null;
    const row = key ? byKey.get(key) : undefined;
    if (row) {
      row.gathered.push(view);
      continue;
    }
    const fresh = { head: view, gathered: [] };
    rows.push(fresh);
    if (key) byKey.set(key, fresh);
  }
  return rows;
}

export type PresentedNotification = ReturnType<typeof presentNotification>;

/**
 * A page of notifications, newest first, with the member's unread count read alongside, so the
 * bell's badge agrees with the list the member is looking at.
 */
export function presentNotificationPage(
  views: NotificationView[],
  nextCursor: string | null,
  unreadCount: number,
) {
  return {
    notifications: gatherRepeats(views).map((row) => presentNotification(row.head, row.gathered)),
    nextCursor,
    unreadCount,
  };
}

/** One notification: `{ notification }`. */
export const presentNotificationAnswer = (view: NotificationView) => ({
  notification: presentNotification(view),
});

/** The bell's badge. */
export const presentUnreadCount = (count: number) => ({ count });

/** The answer to "Mark all read": how many notifications changed. */
export const presentReadAll = (updated: number) => ({ updated });

import type { NotificationView } from "../db/notifications";
import { presentMemberSummary } from "./member";

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
export function presentNotification(view: NotificationView) {
  return {
    id: view.id,
    type: view.type,
    message: view.message,
    isRead: view.isRead,
    url: ownPath(view.notificationUrl),
    createdAt: view.createdAt.toISOString(),
    actor: view.actor ? presentMemberSummary(view.actor) : null,
  };
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
  return { notifications: views.map(presentNotification), nextCursor, unreadCount };
}

/** One notification: `{ notification }`. */
export const presentNotificationAnswer = (view: NotificationView) => ({
  notification: presentNotification(view),
});

/** The bell's badge. */
export const presentUnreadCount = (count: number) => ({ count });

/** The answer to "Mark all read": how many notifications changed. */
export const presentReadAll = (updated: number) => ({ updated });

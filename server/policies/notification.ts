import { type Actor, isSelf } from "./actor";

export const NOTIFICATION_ACTIONS = ["view", "markRead"] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** A member's notifications: one of them, or the whole list (its owner is `userId` either way). */
export interface NotificationAccess {
  kind: "notification";
  /** The member the notification was written for. */
  userId: string;
}

/**
 * Spec §6: notifications are scoped to the current member. Each member reads and marks their own;
 * nobody else does, platform admins included. Handlers answer another member's notification with
 * 404 before asking (routes/notifications), so its id cannot be probed.
 */
export function canOnNotification(
  actor: Actor,
  _action: NotificationAction,
  notification: NotificationAccess,
): boolean {
  return isSelf(actor, notification.userId);
}

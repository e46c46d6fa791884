import type { Actor } from "./actor";

export const NOTIFICATION_PREFERENCES_ACTIONS = ["view", "update"] as const;
export type NotificationPreferencesAction = (typeof NOTIFICATION_PREFERENCES_ACTIONS)[number];

/** A member's notification preferences, named by the member's user id. */
export interface NotificationPreferencesAccess {
  kind: "notificationPreferences";
  userId: string;
}

/**
 * Spec §6: preferences are scoped to the current member. Each member reads and changes their
 * own; nobody else does, platform admins included.
 */
export function canOnNotificationPreferences(
  actor: Actor,
  _action: NotificationPreferencesAction,
  preferences: NotificationPreferencesAccess,
): boolean {
  return actor.kind === "member" && actor.id === preferences.userId;
}

import { type Actor, isSelf } from "./actor";

export const NOTIFICATION_PREFERENCES_ACTIONS = ["view", "update", "unsubscribe"] as const;
export type NotificationPreferencesAction = (typeof NOTIFICATION_PREFERENCES_ACTIONS)[number];

/** A member's notification preferences, named by the member's user id. */
export interface NotificationPreferencesAccess {
  kind: "notificationPreferences";
  userId: string;
  /**
   * The member an unsubscribe link's signature vouches for (server/notifications/unsubscribe-token.ts),
   * when the request carries one.
   */
  linkSignedFor?: string;
}

/**
 * Spec §6: preferences are scoped to the current member. Each member reads and changes their
 * own; nobody else does, platform admins included. One exception, by link: the one-click
 * unsubscribe of a notification e-mail (RFC 8058) comes from a mail client with no session, and
 * the link's signature is the credential; it can only turn e-mail off, for the member it was
 * signed for, whoever sends it.
 */
export function canOnNotificationPreferences(
  actor: Actor,
  action: NotificationPreferencesAction,
  preferences: NotificationPreferencesAccess,
): boolean {
  if (action === "unsubscribe") return preferences.linkSignedFor === preferences.userId;
  return isSelf(actor, preferences.userId);
}

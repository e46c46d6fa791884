import { type Actor, isSelf } from "./actor";

export const CALENDAR_FEED_ACTIONS = ["view", "renew"] as const;
export type CalendarFeedAction = (typeof CALENDAR_FEED_ACTIONS)[number];

/** A member's personal calendar feed: the secret address of their registrations and shifts. */
export interface CalendarFeedAccess {
  kind: "calendarFeed";
  userId: string;
}

/**
 * The feed's address is a secret of its member: only they read it and renew it, platform admins
 * included. The feed itself is read by whoever holds the address (a calendar app), without a session.
 */
export function canOnCalendarFeed(
  actor: Actor,
  _action: CalendarFeedAction,
  feed: CalendarFeedAccess,
): boolean {
  return isSelf(actor, feed.userId);
}

/**
 * The live channel's contract (docs/decisions.md, "Live updates"), read by the server's stream
 * and presenter and by the browser's EventSource.
 */

/** The events that carry a change, as the notifications trigger writes them (migration 0012). */
export const LIVE_EVENT_KINDS = ["notification.created", "notification.updated"] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * The stream's own events: `ready` opens it (its id is the member's position), `reset` tells a
 * browser away longer than events are kept to read its lists again, `superseded` ends the oldest
 * stream of a session or member past the caps.
 */
export const LIVE_CONTROL_EVENTS = ["ready", "reset", "superseded"] as const;
export type LiveControlEvent = (typeof LIVE_CONTROL_EVENTS)[number];

export const isLiveEventKind = (kind: string): kind is LiveEventKind =>
  (LIVE_EVENT_KINDS as readonly string[]).includes(kind);

/**
 * The data of a change event. `Notification` is the notification as the lists show it (the
 * server's presenter; the browser's inferred NotificationItem); null when it was deleted since.
 */
export interface LiveMessage<Notification> {
  kind: LiveEventKind;
  notification: Notification | null;
}

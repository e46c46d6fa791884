import type { LiveEvent } from "../live/hub";

/** A notification as a live event carries it (the same fields as the notification lists). */
function presentLiveNotification(row: NonNullable<LiveEvent["notification"]>) {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    isRead: row.isRead,
    url: row.notificationUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One event of the live stream: its kind and, for notifications, the notification as it is now. */
export function presentLiveEvent(event: LiveEvent) {
  return {
    kind: event.kind,
    notification: event.notification ? presentLiveNotification(event.notification) : null,
  };
}

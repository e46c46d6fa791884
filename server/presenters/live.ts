import type { LiveMessage } from "../../shared/live";
import type { LiveEvent } from "../live/hub";
import { presentNotification } from "./notification";

/**
 * One event of the live stream: its kind and, for notifications, the notification as it is now,
 * in the shape the notification lists use (the browser puts it straight into them).
 */
export function presentLiveEvent(event: LiveEvent) {
  return {
    kind: event.kind,
    notification: event.notification ? presentNotification(event.notification) : null,
  } satisfies LiveMessage<ReturnType<typeof presentNotification>>;
}

import { eq, sql } from "drizzle-orm";
import { entityKeyOf } from "../../../shared/entity-paths";
import { eventRegistrations, events } from "../../db/schema";
import { cancellationText } from "../../notifications/messages";
import { recordNotificationsFor } from "../../notifications/record";
import type { EventHandler } from "../types";

/**
 * Tells the members registered for an event that its host cancelled it or put it back on
 * (decisions.md, "Recurring events"): one notification each, in one statement, under the event
 * reminders switches. The host who did it is not told.
 */
export function cancellationNotifications(): EventHandler<"event.cancelled" | "event.restored"> {
  return {
    name: "cancellation-notifications",
    events: ["event.cancelled", "event.restored"],
    async run(event, tx) {
      const eventId = Number(event.subject.id);
      const [row] = await tx
        .select({ name: events.eventName, startDate: events.startDate, timeZone: events.timeZone })
        .from(events)
        .where(eq(events.eventId, eventId));
      if (!row) return;
      const cancelled = event.type === "event.cancelled";
      await recordNotificationsFor(
        tx,
        sql`select ${eventRegistrations.userId} from ${eventRegistrations}
          where ${eventRegistrations.eventId} = ${eventId}
          and ${eventRegistrations.userId} is distinct from ${event.actorId}::uuid`,
        {
          type: cancelled ? "event_cancelled" : "event_restored",
          message: cancellationText(row, cancelled),
          notificationUrl: `/events/${eventId}`,
          entityId: entityKeyOf({ type: "event", id: eventId }),
          actorId: event.actorId,
        },
      );
    },
  };
}

import { eq } from "drizzle-orm";
import { entityKeyOf } from "../../../shared/entity-paths";
import type { Executor } from "../../db/client";
import { eventVolunteerShifts } from "../../db/schema";
import { promotionText } from "../../notifications/messages";
import { recordNotification } from "../../notifications/record";
import { findEntityName } from "../../queries/entity-names";
import type { EventHandler } from "../types";

async function shiftName(tx: Executor, shiftId: string | null) {
  if (!shiftId) return null;
  const [row] = await tx
    .select({ name: eventVolunteerShifts.shiftName })
    .from(eventVolunteerShifts)
    .where(eq(eventVolunteerShifts.shiftId, shiftId));
  return row?.name ?? null;
}

/**
 * Tells a waiting member that a freed place went to them: a shift's, or a registration's when the
 * event was full (decisions.md, "Events and volunteering"), under the event reminders switches.
 */
export function waitlistNotifications(): EventHandler<"waitlist.promoted"> {
  return {
    name: "waitlist-notifications",
    events: ["waitlist.promoted"],
    async run(event, tx) {
      const { userId, shiftId } = event.payload;
      if (!userId) return;
      const eventId = Number(event.subject.id);
      const name = await findEntityName(tx, { type: "event", id: eventId });
      if (name === null) return;
      const shift = await shiftName(tx, shiftId);
      if (shiftId && shift === null) return;
      await recordNotification(tx, {
        userId,
        type: "waitlist_promoted",
        message: promotionText(name, shift),
        notificationUrl: `/events/${eventId}`,
        entityId: entityKeyOf({ type: "event", id: eventId }),
        actorId: null,
      });
    },
  };
}

import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { events } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import type { MemberActor } from "../../policies/actor";
import { lockEvent } from "../../queries/shifts";

/**
 * The host cancels an event (one occurrence of a series, or a one-off event), or puts it back on.
 * Registrations, shifts and waitlists stay as they are, so that putting it back on loses nothing;
 * while cancelled the event takes no registration (open-event.ts). Registered members are told
 * (events/handlers/cancellation-notifications.ts).
 * Transaction: one; locks the event row (FOR UPDATE).
 */
export async function setEventCancelled(db: Database, actor: MemberActor, id: number, cancelled: boolean) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw notFound("This event does not exist.");
    if ((event.cancelledAt !== null) === cancelled) {
      throw new AppError(
        "conflict",
        cancelled ? "This event is already cancelled." : "This event is not cancelled.",
      );
    }
    const cancelledAt = cancelled ? new Date() : null;
    await tx.update(events).set({ cancelledAt, updatedAt: new Date() }).where(eq(events.eventId, id));
    await recordEvent(tx, {
      type: cancelled ? "event.cancelled" : "event.restored",
      actorId: actor.id,
      subject: { type: "event", id: String(id) },
      payload: {},
    });
    return cancelledAt;
  });
}

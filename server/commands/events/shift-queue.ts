import { asc, eq } from "drizzle-orm";
import { shiftRefusal } from "../../../shared/shifts";
import type { Executor } from "../../db/client";
import { shiftAssignments, shiftWaitlist } from "../../db/schema";
import { notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import type { ShiftEventType, ShiftPayload } from "../../events/types";
import { findEventRole } from "../../loaders/entity-access";
import { factsOf, findRegistration, heldShifts, lockShifts } from "../../queries/shifts";

// What managing shifts, taking places and cancelling registrations share: the shift events, the
// locked shift, and giving a freed place to the earliest waiting volunteer.

/**
 * Records one of the shift events of an event (the event's own waitlist records its own).
 * Transaction: the caller's open one; inserts one domain event, locks nothing.
 */
export const shiftEvent = (
  tx: Executor,
  type: Exclude<ShiftEventType, "event.waitlisted">,
  eventId: number,
  actorId: string | null,
  payload: ShiftPayload & { shiftId: string },
) => recordEvent(tx, { type, actorId, subject: { type: "event", id: String(eventId) }, payload });

/**
 * The one shift of the event, locked, or 404.
 * Transaction: the caller's open one; locks the shift row (FOR UPDATE) until it ends.
 */
export async function lockShift(tx: Executor, eventId: number, shiftId: string) {
  const [shift] = await lockShifts(tx, eventId, [shiftId]);
  if (!shift) throw notFound("This shift does not exist.");
  return shift;
}

/**
 * Gives the shift's free places to the waiting volunteers, earliest first (the shift is locked by
 * the caller). One who can no longer take it (it now overlaps another of their shifts, or they are
 * no longer a volunteer) keeps their place in the queue and the next is asked; nothing is given
 * once the shift has ended.
 * Transaction: the caller's open one; locks the shift row (FOR UPDATE; callers hold it already).
 */
export async function promoteFromShiftWaitlist(tx: Executor, eventId: number, shiftId: string, now: Date) {
  const [shift] = await lockShifts(tx, eventId, [shiftId]);
  if (!shift) return;
  const queue = await tx
    .select({ id: shiftWaitlist.id, userId: shiftWaitlist.userId })
    .from(shiftWaitlist)
    .where(eq(shiftWaitlist.shiftId, shiftId))
    .orderBy(asc(shiftWaitlist.createdAt), asc(shiftWaitlist.id));
  let assigned = shift.assignedCount;
  for (const entry of queue) {
    if (shift.volunteersNeeded > 0 && assigned >= shift.volunteersNeeded) return;
    const registration = await findRegistration(tx, eventId, entry.userId);
    if (registration?.registrationType !== "volunteer") continue;
    const role = await findEventRole(tx, entry.userId, eventId);
    const held = await heldShifts(tx, eventId, entry.userId);
    const refusal = shiftRefusal({ ...factsOf(shift), assignedCount: assigned }, held, role, now);
    if (refusal === "ended") return;
    if (refusal !== null) continue;
    await tx.delete(shiftWaitlist).where(eq(shiftWaitlist.id, entry.id));
    await tx.insert(shiftAssignments).values({ shiftId, userId: entry.userId });
    assigned += 1;
    await shiftEvent(tx, "waitlist.promoted", eventId, null, { userId: entry.userId, shiftId });
  }
}

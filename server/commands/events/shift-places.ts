import { and, eq, isNull } from "drizzle-orm";
import { shiftRefusal } from "../../../shared/shifts";
import type { Database, Executor } from "../../db/client";
import { shiftAssignments, shiftWaitlist } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../errors";
import { findEventRole } from "../../loaders/entity-access";
import { factsOf, findRegistration, heldShifts, lockEvent } from "../../queries/shifts";
import { lockOpenEvent } from "./open-event";
import { cutoffMessage, cutoffPassed, takeShifts } from "./registrations";
import { lockShift, promoteFromShiftWaitlist, shiftEvent } from "./shift-queue";

// Volunteers taking, giving back and waiting for places on shifts (the host releases too).

/** The registered volunteer, or 403 with what to do instead. */
async function requireVolunteer(tx: Executor, eventId: number, userId: string) {
  const registration = await findRegistration(tx, eventId, userId);
  if (registration?.registrationType !== "volunteer") {
    throw forbidden("Register for this event as a volunteer to take its shifts.");
  }
}

/**
 * A registered volunteer takes one more shift, or hears why they cannot.
 * Transaction: one; locks the event row (FOR UPDATE, refused when cancelled or ended), then the shift row.
 */
export async function takeShift(
  db: Database,
  userId: string,
  eventId: number,
  shiftId: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockOpenEvent(tx, eventId, now);
    await requireVolunteer(tx, eventId, userId);
    const role = await findEventRole(tx, userId, eventId);
    const result = await takeShifts(
      tx,
      eventId,
      userId,
      role,
      { shiftIds: [shiftId], waitlistShiftIds: [] },
      now,
    );
    const refused = result.refused[0];
    if (refused)
      throw new AppError("conflict", refused.message, [{ path: "shiftId", message: refused.reason }]);
    if (result.assigned.length > 0) {
      await shiftEvent(tx, "shift.assigned", eventId, userId, { userId, shiftId });
    }
  });
}

/**
 * A volunteer gives a shift back, up to the host's cut-off before it starts; a host (manageShifts,
 * checked by the route) releases anyone at any time. The place goes to the earliest waiting.
 * Transaction: one; locks the event row (FOR UPDATE), then the shift row (FOR UPDATE).
 */
export async function releaseShift(
  db: Database,
  actorId: string,
  eventId: number,
  shiftId: string,
  volunteerId: string,
  byHost: boolean,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound("This event does not exist.");
    const shift = await lockShift(tx, eventId, shiftId);
    if (!byHost && cutoffPassed(shift.startTime, event.shiftCancelCutoffHours, now)) {
      throw forbidden(cutoffMessage(event.shiftCancelCutoffHours));
    }
    // Attendance once recorded stays on the roster (issue 29): undone there first, not released.
    const removed = await tx
      .delete(shiftAssignments)
      .where(
        and(
          eq(shiftAssignments.shiftId, shiftId),
          eq(shiftAssignments.userId, volunteerId),
          isNull(shiftAssignments.checkedInAt),
          isNull(shiftAssignments.noShowAt),
        ),
      )
      .returning({ id: shiftAssignments.id });
    if (
      removed.length === 0 &&
      (await heldShifts(tx, eventId, volunteerId)).some((held) => held.id === shiftId)
    ) {
      throw new AppError("conflict", "This volunteer's attendance is recorded: undo it on the roster first.");
    }
    if (removed.length === 0) {
      throw notFound(byHost ? "This volunteer does not hold this shift." : "You do not hold this shift.");
    }
    await shiftEvent(tx, "shift.released", eventId, actorId, { userId: volunteerId, shiftId });
    await promoteFromShiftWaitlist(tx, eventId, shiftId, now);
  });
}

/**
 * A registered volunteer queues for a full shift.
 * Transaction: one; locks the event row, then the shift row (FOR UPDATE); a unique index settles repeats.
 */
export async function joinShiftWaitlist(
  db: Database,
  userId: string,
  eventId: number,
  shiftId: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockOpenEvent(tx, eventId, now);
    await requireVolunteer(tx, eventId, userId);
    const shift = await lockShift(tx, eventId, shiftId);
    const held = await heldShifts(tx, eventId, userId);
    if (held.some((other) => other.id === shiftId))
      throw new AppError("conflict", "You already hold this shift.");
    const role = await findEventRole(tx, userId, eventId);
    const refusal = shiftRefusal(factsOf(shift), held, role, now);
    if (refusal === null) throw new AppError("conflict", "This shift has places left: take one instead.");
    if (refusal !== "full") {
      const result = await takeShifts(
        tx,
        eventId,
        userId,
        role,
        { shiftIds: [shiftId], waitlistShiftIds: [] },
        now,
      );
      throw new AppError("conflict", result.refused[0]?.message ?? "You cannot wait for this shift.");
    }
    const inserted = await tx
      .insert(shiftWaitlist)
      .values({ shiftId, userId })
      .onConflictDoNothing()
      .returning({ id: shiftWaitlist.id });
    if (inserted.length === 0) throw new AppError("conflict", "You are already waiting for this shift.");
    await shiftEvent(tx, "shift.waitlisted", eventId, userId, { userId, shiftId });
  });
}

/**
 * Leaves a shift's queue.
 * Transaction: one; locks the shift row (FOR UPDATE), not the event row.
 */
export async function leaveShiftWaitlist(db: Database, userId: string, eventId: number, shiftId: string) {
  await db.transaction(async (tx) => {
    await lockShift(tx, eventId, shiftId);
    const removed = await tx
      .delete(shiftWaitlist)
      .where(and(eq(shiftWaitlist.shiftId, shiftId), eq(shiftWaitlist.userId, userId)))
      .returning({ id: shiftWaitlist.id });
    if (removed.length === 0) throw notFound("You are not waiting for this shift.");
  });
}

import { count, eq } from "drizzle-orm";
import { moveByDays, wallDaysBetween } from "../../../shared/recurrence";
import {
  type CreateShiftInput,
  MAX_SHIFTS_PER_EVENT,
  type UpdateShiftInput,
} from "../../../shared/schemas/events";
import type { Database, Executor } from "../../db/client";
import { eventVolunteerShifts } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { lockEvent, lockLaterDates } from "../../queries/shifts";
import { lockShift, promoteFromShiftWaitlist, shiftEvent } from "./shift-queue";

/** Adds a shift to one event (whose row the caller locked); an event has at most MAX_SHIFTS_PER_EVENT. */
async function insertShift(
  tx: Executor,
  actorId: string,
  eventId: number,
  input: CreateShiftInput,
  times: { start: Date; end: Date; opensAt: Date | null },
) {
  const [existing] = await tx
    .select({ value: count() })
    .from(eventVolunteerShifts)
    .where(eq(eventVolunteerShifts.eventId, eventId));
  if ((existing?.value ?? 0) >= MAX_SHIFTS_PER_EVENT) {
    throw new AppError("conflict", `An event has at most ${MAX_SHIFTS_PER_EVENT} shifts.`);
  }
  const [shift] = await tx
    .insert(eventVolunteerShifts)
    .values({
      eventId,
      shiftName: input.shiftName,
      description: input.description,
      startTime: times.start,
      endTime: times.end,
      volunteersNeeded: input.volunteersNeeded,
      requiredRole: input.requiredRole,
      opensAt: times.opensAt,
    })
    .returning();
  if (!shift) throw new Error("insert returned no row");
  await shiftEvent(tx, "shift.created", eventId, actorId, { userId: null, shiftId: shift.shiftId });
  return shift;
}

/**
 * A host adds a shift. With `following`, on a date of a recurring event, each later date gets the
 * same shift, moved by as many days as that date is after this one on the event zone's clock
 * (decisions.md, "Recurring events"); the dates are locked in order, as an edit of the following
 * dates locks them.
 * Transaction: one; locks the event row and, for `following`, the later dates (FOR UPDATE, date order).
 */
export async function createShift(db: Database, actorId: string, eventId: number, input: CreateShiftInput) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound("This event does not exist.");
    const times = {
      start: new Date(input.startTime),
      end: new Date(input.endTime),
      opensAt: input.opensAt ? new Date(input.opensAt) : null,
    };
    const shift = await insertShift(tx, actorId, eventId, input, times);
    const later =
      input.following && event.seriesId !== null && event.startDate
        ? await lockLaterDates(tx, event.seriesId, event.startDate, eventId)
        : [];
    for (const date of later) {
      if (!event.startDate || !date.startDate) continue;
      const days = wallDaysBetween(event.startDate, date.startDate, event.timeZone);
      const move = (instant: Date) => moveByDays(instant, days, event.timeZone);
      await insertShift(tx, actorId, date.eventId, input, {
        start: move(times.start),
        end: move(times.end),
        opensAt: times.opensAt ? move(times.opensAt) : null,
      });
    }
    return { shift, followingDates: later.length };
  });
}

/**
 * A host edits a shift. Places cannot drop below the volunteers holding it (the host releases
 * some first); more places go to the waiting volunteers at once.
 * Transaction: one; locks the event row, then the shift row (FOR UPDATE), as every writer of a
 * volunteer's shifts does: a promotion checks the volunteer's other shifts for overlap, and a
 * shift taken at the same moment (which holds the event row) must be seen.
 */
export async function updateShift(
  db: Database,
  actorId: string,
  eventId: number,
  shiftId: string,
  input: UpdateShiftInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) throw notFound("This shift does not exist.");
    const shift = await lockShift(tx, eventId, shiftId);
    const startTime = input.startTime ? new Date(input.startTime) : shift.startTime;
    const endTime = input.endTime ? new Date(input.endTime) : shift.endTime;
    if (endTime <= startTime) {
      throw new AppError("validation_failed", "A shift ends after it starts.", [
        { path: "endTime", message: "A shift ends after it starts." },
      ]);
    }
    const needed = input.volunteersNeeded ?? shift.volunteersNeeded;
    if (needed > 0 && needed < shift.assignedCount) {
      throw new AppError(
        "conflict",
        `${shift.assignedCount} volunteers hold this shift: release some before lowering its places to ${needed}.`,
      );
    }
    const [updated] = await tx
      .update(eventVolunteerShifts)
      .set({
        shiftName: input.shiftName,
        description: input.description,
        startTime,
        endTime,
        volunteersNeeded: needed,
        requiredRole: input.requiredRole,
        opensAt: input.opensAt === undefined ? undefined : input.opensAt ? new Date(input.opensAt) : null,
        updatedAt: now,
      })
      .where(eq(eventVolunteerShifts.shiftId, shiftId))
      .returning();
    if (!updated) throw new Error("update returned no row");
    await shiftEvent(tx, "shift.updated", eventId, actorId, { userId: null, shiftId });
    await promoteFromShiftWaitlist(tx, eventId, shiftId, now);
    return updated;
  });
}

/**
 * A host deletes a shift; its volunteers and queue go with it.
 * Transaction: one; locks the shift row (FOR UPDATE), not the event row.
 */
export async function deleteShift(db: Database, actorId: string, eventId: number, shiftId: string) {
  await db.transaction(async (tx) => {
    await lockShift(tx, eventId, shiftId);
    await tx.delete(eventVolunteerShifts).where(eq(eventVolunteerShifts.shiftId, shiftId));
    await shiftEvent(tx, "shift.deleted", eventId, actorId, { userId: null, shiftId });
  });
}

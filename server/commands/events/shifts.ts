import { and, asc, count, eq } from "drizzle-orm";
import { moveByDays, wallDaysBetween } from "../../../shared/recurrence";
import {
  type CreateShiftInput,
  MAX_SHIFTS_PER_EVENT,
  type UpdateShiftInput,
} from "../../../shared/schemas/events";
import { shiftRefusal } from "../../../shared/shifts";
import type { Database, Executor } from "../../db/client";
import { findEventRole } from "../../db/entity-access";
import { eventVolunteerShifts, shiftAssignments, shiftWaitlist } from "../../db/schema";
import {
  factsOf,
  findRegistration,
  heldShifts,
  lockEvent,
  lockLaterDates,
  lockShifts,
} from "../../db/shifts";
import { AppError, forbidden, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import { lockOpenEvent } from "./open-event";
import { cutoffMessage, cutoffPassed, takeShifts } from "./registrations";

const shiftEvent = (
  tx: Executor,
  type:
    | "shift.created"
    | "shift.updated"
    | "shift.deleted"
    | "shift.assigned"
    | "shift.released"
    | "shift.waitlisted"
    | "waitlist.promoted",
  eventId: number,
  actorId: string | null,
  payload: { userId: string | null; shiftId: string },
) => recordEvent(tx, { type, actorId, subject: { type: "event", id: String(eventId) }, payload });

/** The one shift of the event, locked, or 404. */
async function lockShift(tx: Executor, eventId: number, shiftId: string) {
  const [shift] = await lockShifts(tx, eventId, [shiftId]);
  if (!shift) throw notFound("This shift does not exist.");
  return shift;
}

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

/** A host deletes a shift; its volunteers and queue go with it. */
export async function deleteShift(db: Database, actorId: string, eventId: number, shiftId: string) {
  await db.transaction(async (tx) => {
    await lockShift(tx, eventId, shiftId);
    await tx.delete(eventVolunteerShifts).where(eq(eventVolunteerShifts.shiftId, shiftId));
    await shiftEvent(tx, "shift.deleted", eventId, actorId, { userId: null, shiftId });
  });
}

/** The registered volunteer, or 403 with what to do instead. */
async function requireVolunteer(tx: Executor, eventId: number, userId: string) {
  const registration = await findRegistration(tx, eventId, userId);
  if (registration?.registrationType !== "volunteer") {
    throw forbidden("Register for this event as a volunteer to take its shifts.");
  }
}

/** A registered volunteer takes one more shift, or hears why they cannot. */
export async function takeShift(
  db: Database,
  userId: string,
  eventId: number,
  shiftId: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockOpenEvent(tx, eventId);
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
    const removed = await tx
      .delete(shiftAssignments)
      .where(and(eq(shiftAssignments.shiftId, shiftId), eq(shiftAssignments.userId, volunteerId)))
      .returning({ id: shiftAssignments.id });
    if (removed.length === 0) {
      throw notFound(byHost ? "This volunteer does not hold this shift." : "You do not hold this shift.");
    }
    await shiftEvent(tx, "shift.released", eventId, actorId, { userId: volunteerId, shiftId });
    await promoteFromShiftWaitlist(tx, eventId, shiftId, now);
  });
}

/** A registered volunteer queues for a full shift. */
export async function joinShiftWaitlist(
  db: Database,
  userId: string,
  eventId: number,
  shiftId: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockOpenEvent(tx, eventId);
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

/** Leaves a shift's queue. */
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

/**
 * Gives the shift's free places to the waiting volunteers, earliest first (the shift is locked by
 * the caller). One who can no longer take it (it now overlaps another of their shifts, or they are
 * no longer a volunteer) keeps their place in the queue and the next is asked; nothing is given
 * once the shift has ended.
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

import { and, eq, inArray } from "drizzle-orm";
import type { MembershipRole, RegistrationType } from "../../../shared/enums";
import type { RegisterInput } from "../../../shared/schemas/events";
import { type ShiftRefusal, shiftRefusal, shiftRefusalMessage } from "../../../shared/shifts";
import type { Database, Executor } from "../../db/client";
import {
  eventRegistrations,
  eventVolunteerShifts,
  eventWaitlist,
  shiftAssignments,
  shiftWaitlist,
} from "../../db/schema";
import { AppError, forbidden, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import {
  countRegistrations,
  factsOf,
  findRegistration,
  heldShifts,
  lockEvent,
  lockShifts,
} from "../../queries/shifts";
import { promoteFromEventWaitlist } from "./event-waitlist";
import { lockOpenEvent } from "./open-event";
import { checkRegistration, eventFull } from "./registration-checks";
import { promoteFromShiftWaitlist } from "./shift-queue";
import { leaveSubgroupsOnCancel } from "./subgroups";

/** A shift the member picked and did not get, with the reason in words. */
export interface RefusedShift {
  shiftId: string;
  reason: ShiftRefusal;
  message: string;
}

export interface RegistrationResult {
  registrationId: string;
  assigned: string[];
  waitlisted: string[];
  refused: RefusedShift[];
}

/**
 * Takes the picked shifts the member can take, in start order, each checked against the ones
 * taken before it; joins the queue of each full one they asked to wait for. Every shift is locked
 * first (queries/shifts.ts `lockShifts`), so a place is never given twice however many register at once.
 * Transaction: the caller's open one, event row locked; locks the picked shifts (FOR UPDATE, id order).
 */
export async function takeShifts(
  tx: Executor,
  eventId: number,
  userId: string,
  role: MembershipRole | null,
  picks: { shiftIds: readonly string[]; waitlistShiftIds: readonly string[] },
  now: Date,
) {
  const wanted = [...new Set([...picks.shiftIds, ...picks.waitlistShiftIds])];
  const shifts = await lockShifts(tx, eventId, wanted);
  if (shifts.length !== wanted.length) throw notFound("One of these shifts is not part of this event.");
  shifts.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const held = await heldShifts(tx, eventId, userId);
  const assigned: string[] = [];
  const waitlisted: string[] = [];
  const refused: RefusedShift[] = [];
  const waitFor = new Set(picks.waitlistShiftIds);
  for (const shift of shifts) {
    const facts = factsOf(shift);
    if (held.some((other) => other.id === shift.shiftId)) continue;
    const refusal = shiftRefusal(facts, held, role, now);
    if (refusal === null) {
      await tx.insert(shiftAssignments).values({ shiftId: shift.shiftId, userId });
      held.push({ id: shift.shiftId, startTime: shift.startTime, endTime: shift.endTime });
      assigned.push(shift.shiftId);
    } else if (refusal === "full" && waitFor.has(shift.shiftId)) {
      await tx.insert(shiftWaitlist).values({ shiftId: shift.shiftId, userId }).onConflictDoNothing();
      waitlisted.push(shift.shiftId);
    } else {
      refused.push({ shiftId: shift.shiftId, reason: refusal, message: shiftRefusalMessage(refusal, facts) });
    }
  }
  return { assigned, waitlisted, refused };
}

/**
 * Registers the member for the event as the dialog asked (spec §2, §4, §5), with their shifts,
 * in one transaction on the locked event row: the type's capacity and every shift's places are
 * counted after the lock. Shifts that cannot be had are reported, not fatal: the registration
 * stands and the dialog says "X/Y shifts assigned" (spec §8).
 * Transaction: one; locks the event row (FOR UPDATE), then the picked shift rows (FOR UPDATE, id order).
 */
export async function registerForEvent(
  db: Database,
  userId: string,
  eventId: number,
  role: MembershipRole | null,
  input: RegisterInput,
  now = new Date(),
): Promise<RegistrationResult> {
  return db.transaction(async (tx) => {
    const event = await lockOpenEvent(tx, eventId, now);
    if (await findRegistration(tx, eventId, userId)) {
      throw new AppError("conflict", "You are already registered for this event.");
    }
    const checked = await checkRegistration(tx, userId, event.registrationSettings, input);
    const isVolunteer = input.registrationType === "volunteer";
    if (!isVolunteer && (input.shiftIds.length > 0 || input.waitlistShiftIds.length > 0)) {
      throw new AppError("validation_failed", "Only volunteers take shifts.", [
        { path: "shiftIds", message: "Only volunteers take shifts." },
      ]);
    }
    if (
      checked.capacity !== null &&
      (await countRegistrations(tx, eventId, input.registrationType)) >= checked.capacity
    ) {
      throw eventFull(input.registrationType);
    }
    const [registration] = await tx
      .insert(eventRegistrations)
      .values({
        eventId,
        userId,
        registrationType: input.registrationType,
        registrantGroupId: checked.registrantGroupId,
        registrantPartnershipId: checked.registrantPartnershipId,
      })
      .returning({ id: eventRegistrations.registrationId });
    if (!registration) throw new Error("insert returned no row");
    await tx
      .delete(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)));
    const shifts = isVolunteer
      ? await takeShifts(tx, eventId, userId, role, input, now)
      : { assigned: [], waitlisted: [], refused: [] };
    await recordEvent(tx, {
      type: "event.registered",
      actorId: userId,
      subject: { type: "event", id: String(eventId) },
      payload: { userId, registrationType: input.registrationType, shiftIds: shifts.assigned },
    });
    return { registrationId: registration.id, ...shifts };
  });
}

/**
 * 403 when a shift starts too soon for the volunteer to cancel it themselves.
 * Transaction: none; pure (no database access), locks nothing.
 */
export function cutoffPassed(startTime: Date, cutoffHours: number, now: Date) {
  return startTime.getTime() - now.getTime() < cutoffHours * 3_600_000;
}

/**
 * What a volunteer hears when a shift starts too soon to cancel it themselves.
 * Transaction: none; pure (no database access), locks nothing.
 */
export const cutoffMessage = (cutoffHours: number) =>
  `Shifts can be cancelled up to ${cutoffHours} hours before they start. Ask the host to release you.`;

/**
 * The member takes back their registration, with their shifts and places in queues; each freed
 * place goes to the earliest waiting volunteer, and a freed registration place to the earliest
 * waiting member of the type. Refused while they hold a shift past the host's cut-off.
 * Transaction: one; locks the event row, then the shifts the member holds (FOR UPDATE, id order).
 */
export async function cancelRegistration(db: Database, userId: string, eventId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound("This event does not exist.");
    const registration = await findRegistration(tx, eventId, userId);
    if (!registration) throw notFound("You are not registered for this event.");
    const held = await heldShifts(tx, eventId, userId);
    const late = held.find((shift) => cutoffPassed(shift.startTime, event.shiftCancelCutoffHours, now));
    if (late) throw forbidden(cutoffMessage(event.shiftCancelCutoffHours));
    const heldIds = held.map((shift) => shift.id);
    await lockShifts(tx, eventId, heldIds);
    if (heldIds.length > 0) {
      await tx
        .delete(shiftAssignments)
        .where(and(eq(shiftAssignments.userId, userId), inArray(shiftAssignments.shiftId, heldIds)));
    }
    await tx
      .delete(shiftWaitlist)
      .where(
        and(
          eq(shiftWaitlist.userId, userId),
          inArray(
            shiftWaitlist.shiftId,
            tx
              .select({ id: eventVolunteerShifts.shiftId })
              .from(eventVolunteerShifts)
              .where(eq(eventVolunteerShifts.eventId, eventId)),
          ),
        ),
      );
    await tx
      .delete(eventRegistrations)
      .where(eq(eventRegistrations.registrationId, registration.registrationId));
    await leaveSubgroupsOnCancel(tx, eventId, userId);
    await recordEvent(tx, {
      type: "event.registration_cancelled",
      actorId: userId,
      subject: { type: "event", id: String(eventId) },
      payload: {
        userId,
        registrationType: registration.registrationType as RegistrationType,
        shiftIds: heldIds,
      },
    });
    for (const shiftId of heldIds) await promoteFromShiftWaitlist(tx, eventId, shiftId, now);
    await promoteFromEventWaitlist(
      tx,
      eventId,
      registration.registrationType as RegistrationType,
      event.registrationSettings,
    );
  });
}

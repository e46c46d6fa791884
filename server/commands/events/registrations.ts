import { and, asc, eq, inArray } from "drizzle-orm";
import type { MembershipRole, RegistrationType } from "../../../shared/enums";
import type { RegisterInput } from "../../../shared/schemas/events";
import {
  parseOnBehalfOf,
  type ShiftRefusal,
  shiftRefusal,
  shiftRefusalMessage,
} from "../../../shared/shifts";
import type { Database, Executor } from "../../db/client";
import { findMembership } from "../../db/memberships";
import {
  eventRegistrations,
  eventVolunteerShifts,
  eventWaitlist,
  type RegistrationSettings,
  shiftAssignments,
  shiftWaitlist,
} from "../../db/schema";
import {
  countRegistrations,
  factsOf,
  findEventWaitlistEntry,
  findRegistration,
  heldShifts,
  lockEvent,
  lockShifts,
} from "../../db/shifts";
import { AppError, forbidden, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import { lockOpenEvent } from "./open-event";
import { promoteFromShiftWaitlist } from "./shifts";
import { leaveSubgroupsOnCancel } from "./subgroups";

/** The settings key of each registration type (spec §3 registration_settings). */
const SETTINGS_KEY = { attendee: "attendees", volunteer: "volunteers", employee: "employees" } as const;

const TYPE_NAMES: Record<RegistrationType, string> = {
  attendee: "attendees",
  volunteer: "volunteers",
  employee: "employees",
};

export const typeSettings = (settings: RegistrationSettings, type: RegistrationType) =>
  settings[SETTINGS_KEY[type]] ?? { enabled: false };

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

/** 409 with the code the dialog reads to offer the event's waitlist. */
export const eventFull = (type: RegistrationType) =>
  new AppError("conflict", `This event is full for ${TYPE_NAMES[type]}.`, [
    { path: "registrationType", message: "full" },
  ]);

/**
 * Checks what the dialog gathered, in the order the member met it (spec §4): the type is open,
 * the code (decisions.md: it **is** checked), the organisation is one of the member's own.
 */
async function checkRegistration(
  tx: Executor,
  userId: string,
  settings: RegistrationSettings,
  input: Pick<RegisterInput, "registrationType" | "passcode" | "onBehalfOf">,
) {
  const type = typeSettings(settings, input.registrationType);
  if (!type.enabled) {
    throw new AppError(
      "validation_failed",
      `Registration as ${TYPE_NAMES[input.registrationType]} is closed.`,
      [{ path: "registrationType", message: "This registration type is closed." }],
    );
  }
  if (type.passcode) {
    const given = input.passcode?.trim() ?? "";
    if (given === "") {
      throw new AppError("validation_failed", "Registration code is required", [
        { path: "passcode", message: "Registration code is required" },
      ]);
    }
    if (given !== type.passcode) {
      throw new AppError("validation_failed", "Invalid registration code", [
        { path: "passcode", message: "Invalid registration code" },
      ]);
    }
  }
  const onBehalf = parseOnBehalfOf(input.onBehalfOf);
  if (onBehalf) {
    const membership = await findMembership(tx, userId, onBehalf);
    if (membership?.status !== "active") {
      throw forbidden("You can register on behalf of your own groups and partnerships only.");
    }
  }
  return {
    capacity: type.capacity ?? null,
    registrantGroupId: onBehalf?.type === "group" ? onBehalf.id : null,
    registrantPartnershipId: onBehalf?.type === "partnership" ? onBehalf.id : null,
  };
}

/**
 * Takes the picked shifts the member can take, in start order, each checked against the ones
 * taken before it; joins the queue of each full one they asked to wait for. Every shift is locked
 * first (db/shifts.ts `lockShifts`), so a place is never given twice however many register at once.
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
    const event = await lockOpenEvent(tx, eventId);
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

/** 403 when a shift starts too soon for the volunteer to cancel it themselves. */
export function cutoffPassed(startTime: Date, cutoffHours: number, now: Date) {
  return startTime.getTime() - now.getTime() < cutoffHours * 3_600_000;
}

export const cutoffMessage = (cutoffHours: number) =>
  `Shifts can be cancelled up to ${cutoffHours} hours before they start. Ask the host to release you.`;

/**
 * The member takes back their registration, with their shifts and places in queues; each freed
 * place goes to the earliest waiting volunteer, and a freed registration place to the earliest
 * waiting member of the type. Refused while they hold a shift past the host's cut-off.
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

/**
 * Joins the event's waitlist for a type whose capacity is reached, with the same checks as a
 * registration; the member is registered, earliest first, when a place frees.
 */
export async function joinEventWaitlist(
  db: Database,
  userId: string,
  eventId: number,
  input: Pick<RegisterInput, "registrationType" | "passcode" | "onBehalfOf">,
) {
  await db.transaction(async (tx) => {
    const event = await lockOpenEvent(tx, eventId);
    if (await findRegistration(tx, eventId, userId)) {
      throw new AppError("conflict", "You are already registered for this event.");
    }
    const checked = await checkRegistration(tx, userId, event.registrationSettings, input);
    if (
      checked.capacity === null ||
      (await countRegistrations(tx, eventId, input.registrationType)) < checked.capacity
    ) {
      throw new AppError("conflict", "This event has places left: register instead.");
    }
    if (await findEventWaitlistEntry(tx, eventId, userId)) {
      throw new AppError("conflict", "You are already on this event's waitlist.");
    }
    await tx.insert(eventWaitlist).values({
      eventId,
      userId,
      registrationType: input.registrationType,
      registrantGroupId: checked.registrantGroupId,
      registrantPartnershipId: checked.registrantPartnershipId,
    });
    await recordEvent(tx, {
      type: "event.waitlisted",
      actorId: userId,
      subject: { type: "event", id: String(eventId) },
      payload: { userId, shiftId: null },
    });
  });
}

/** Leaves the event's waitlist. */
export async function leaveEventWaitlist(db: Database, userId: string, eventId: number) {
  const removed = await db
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)))
    .returning({ id: eventWaitlist.id });
  if (removed.length === 0) throw notFound("You are not on this event's waitlist.");
}

/** Registers the earliest waiting members of the type while places are free (the event is locked). */
async function promoteFromEventWaitlist(
  tx: Executor,
  eventId: number,
  type: RegistrationType,
  settings: RegistrationSettings,
) {
  const capacity = typeSettings(settings, type).capacity ?? null;
  let free =
    capacity === null ? Number.POSITIVE_INFINITY : capacity - (await countRegistrations(tx, eventId, type));
  while (free > 0) {
    const [next] = await tx
      .select()
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.registrationType, type)))
      .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.id))
      .limit(1);
    if (!next) return;
    await tx.delete(eventWaitlist).where(eq(eventWaitlist.id, next.id));
    await tx.insert(eventRegistrations).values({
      eventId,
      userId: next.userId,
      registrationType: type,
      registrantGroupId: next.registrantGroupId,
      registrantPartnershipId: next.registrantPartnershipId,
    });
    await recordEvent(tx, {
      type: "waitlist.promoted",
      actorId: null,
      subject: { type: "event", id: String(eventId) },
      payload: { userId: next.userId, shiftId: null },
    });
    free -= 1;
  }
}

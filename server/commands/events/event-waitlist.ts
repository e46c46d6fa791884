import { and, asc, eq } from "drizzle-orm";
import type { RegistrationType } from "../../../shared/enums";
import type { RegisterInput } from "../../../shared/schemas/events";
import type { Database, Executor } from "../../db/client";
import { eventRegistrations, eventWaitlist, type RegistrationSettings } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import { countRegistrations, findEventWaitlistEntry, findRegistration } from "../../queries/shifts";
import { lockOpenEvent } from "./open-event";
import { checkRegistration, typeSettings } from "./registration-checks";

/**
 * Joins the event's waitlist for a type whose capacity is reached, with the same checks as a
 * registration; the member is registered, earliest first, when a place frees.
 * Transaction: one; locks the event row (FOR UPDATE).
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

/**
 * Leaves the event's waitlist.
 * Transaction: none; a single DELETE statement.
 */
export async function leaveEventWaitlist(db: Database, userId: string, eventId: number) {
  const removed = await db
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)))
    .returning({ id: eventWaitlist.id });
  if (removed.length === 0) throw notFound("You are not on this event's waitlist.");
}

/**
 * Registers the earliest waiting members of the type while places are free (the event is locked).
 * Transaction: the caller's open one; the caller holds the event row's lock; locks nothing itself.
 */
export async function promoteFromEventWaitlist(
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

import { and, eq } from "drizzle-orm";
import type { LogHoursInput } from "../../../shared/schemas/volunteering";
import { HOURS_LOGGABLE_DAYS_BACK } from "../../../shared/volunteering";
import type { Database } from "../../db/client";
import { eventRegistrations, hourLogChanges, volunteerHourLogs } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../errors";
import { findMembership } from "../../loaders/memberships";
import { type SiteAddress, sendSupervisorLink } from "./supervisor-links";

const DAY = 86_400_000;

/** The words a refused log of hours is answered with (issue 29). */
export const HOUR_LOG_MESSAGES = {
  future: "Hours can be logged for today or earlier.",
  tooOld: `Hours older than ${HOURS_LOGGABLE_DAYS_BACK / 365} years cannot be logged.`,
  notMember: "Log hours for the groups and partnerships you belong to, or name an outside organisation.",
  notRegistered: "Log hours for events you registered for.",
  notPending: "Only hours waiting for verification can be withdrawn.",
} as const;

/**
 * A member logs hours themselves (issue 29): for a date that has begun somewhere on Earth (up to
 * 14 hours ahead of UTC) and is at most HOURS_LOGGABLE_DAYS_BACK days old, for one of their
 * groups or partnerships (an active membership) or an outside organisation with its supervisor's
 * address, optionally at an event they registered for. The log is pending and its history starts;
 * an outside organisation's supervisor is mailed a link to verify it.
 * Transaction: one; locks nothing (a new row; the membership and registration read inside it).
 */
export async function logHours(
  db: Database,
  userId: string,
  input: LogHoursInput,
  site: SiteAddress,
  now = new Date(),
) {
  const latest = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  const earliest = new Date(now.getTime() - HOURS_LOGGABLE_DAYS_BACK * DAY).toISOString().slice(0, 10);
  if (input.workDate > latest)
    throw new AppError("validation_failed", HOUR_LOG_MESSAGES.future, [
      { path: "workDate", message: HOUR_LOG_MESSAGES.future },
    ]);
  if (input.workDate < earliest)
    throw new AppError("validation_failed", HOUR_LOG_MESSAGES.tooOld, [
      { path: "workDate", message: HOUR_LOG_MESSAGES.tooOld },
    ]);
  return db.transaction(async (tx) => {
    const organisation = input.organisation;
    if (organisation.kind !== "outside") {
      const membership = await findMembership(tx, userId, { type: organisation.kind, id: organisation.id });
      if (membership?.status !== "active") throw forbidden(HOUR_LOG_MESSAGES.notMember);
    }
    if (input.eventId !== undefined) {
      const [registered] = await tx
        .select({ id: eventRegistrations.registrationId })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, input.eventId), eq(eventRegistrations.userId, userId)));
      if (!registered) throw forbidden(HOUR_LOG_MESSAGES.notRegistered);
    }
    const [log] = await tx
      .insert(volunteerHourLogs)
      .values({
        userId,
        source: "self",
        workDate: input.workDate,
        minutes: input.minutes,
        description: input.description,
        eventId: input.eventId ?? null,
        groupId: organisation.kind === "group" ? organisation.id : null,
        partnershipId: organisation.kind === "partnership" ? organisation.id : null,
        outsideOrganisation: organisation.kind === "outside" ? organisation.name : null,
        supervisorEmail: organisation.kind === "outside" ? organisation.supervisorEmail : null,
        status: "pending",
      })
      .returning();
    if (!log) throw new Error("the hour log was not written");
    await tx.insert(hourLogChanges).values({
      logId: log.id,
      actorId: userId,
      change: "logged",
      fields: { minutes: [null, input.minutes], workDate: [null, input.workDate] },
    });
    await sendSupervisorLink(tx, log, site, now);
    return log.id;
  });
}

/**
 * The owner takes back hours still waiting for verification: kept, shown as withdrawn.
 * Transaction: one; the UPDATE's own row lock on the owner's pending log.
 */
export async function withdrawHours(db: Database, userId: string, logId: string) {
  await db.transaction(async (tx) => {
    const [log] = await tx
      .update(volunteerHourLogs)
      .set({ status: "withdrawn", updatedAt: new Date() })
      .where(
        and(
          eq(volunteerHourLogs.id, logId),
          eq(volunteerHourLogs.userId, userId),
          eq(volunteerHourLogs.status, "pending"),
        ),
      )
      .returning({ id: volunteerHourLogs.id });
    if (!log) {
      const [own] = await tx
        .select({ id: volunteerHourLogs.id })
        .from(volunteerHourLogs)
        .where(and(eq(volunteerHourLogs.id, logId), eq(volunteerHourLogs.userId, userId)));
      if (!own) throw notFound("These hours do not exist.");
      throw new AppError("conflict", HOUR_LOG_MESSAGES.notPending);
    }
    await tx.insert(hourLogChanges).values({
      logId,
      actorId: userId,
      change: "withdrawn",
      fields: { status: ["pending", "withdrawn"] },
    });
  });
}

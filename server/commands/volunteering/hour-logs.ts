import { and, eq } from "drizzle-orm";
import type {
  AttendanceMinutesInput,
  EditHoursInput,
  LogHoursInput,
} from "../../../shared/schemas/volunteering";
import { HOURS_LOGGABLE_DAYS_BACK } from "../../../shared/volunteering";
import type { Database, Executor } from "../../db/client";
import { eventRegistrations, hourLogChanges, volunteerHourLogs } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import type { HoursChangedPayload } from "../../events/types";
import { findMembership } from "../../loaders/memberships";
import { type SiteAddress, sendSupervisorLink } from "./supervisor-links";

const DAY = 86_400_000;

/** Records that a log's status or minutes may have changed, for points and milestones (issue 30). */
const hoursChanged = (tx: Executor, actorId: string, payload: HoursChangedPayload) =>
  recordEvent(tx, {
    type: "hours.changed",
    actorId,
    subject: { type: "hour_log", id: payload.logId },
    payload,
  });

/** The words a refused log of hours is answered with (issue 29). */
export const HOUR_LOG_MESSAGES = {
  future: "Hours can be logged for today or earlier.",
  tooOld: `Hours older than ${HOURS_LOGGABLE_DAYS_BACK / 365} years cannot be logged.`,
  notMember: "Log hours for the groups and partnerships you belong to, or name an outside organisation.",
  notRegistered: "Log hours for events you registered for.",
  notPending: "Only hours waiting for verification can be withdrawn.",
  attendanceByHost: "Hours from a shift's check-in are corrected by its host.",
  withdrawn: "Withdrawn hours cannot be changed. Log them again instead.",
  ownAttendance: "Another host corrects your own attendance.",
} as const;

/** A date hours may be logged for: begun somewhere on Earth, and not too long ago (422 otherwise). */
function checkWorkDate(workDate: string, now: Date) {
  const latest = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  const earliest = new Date(now.getTime() - HOURS_LOGGABLE_DAYS_BACK * DAY).toISOString().slice(0, 10);
  if (workDate > latest)
    throw new AppError("validation_failed", HOUR_LOG_MESSAGES.future, [
      { path: "workDate", message: HOUR_LOG_MESSAGES.future },
    ]);
  if (workDate < earliest)
    throw new AppError("validation_failed", HOUR_LOG_MESSAGES.tooOld, [
      { path: "workDate", message: HOUR_LOG_MESSAGES.tooOld },
    ]);
}

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
  checkWorkDate(input.workDate, now);
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
    await hoursChanged(tx, userId, { userId, logId, change: "withdrawn" });
  });
}

/**
 * The owner corrects hours they logged (issue 29): the date, the length, the description, with
 * why. Hours already verified or declined go back to waiting for verification (the decision
 * cleared, kept in the history); an outside supervisor is mailed a new link. Withdrawn hours and
 * attendance (the host's to correct) cannot be edited.
 * Transaction: one; locks the owner's log (FOR UPDATE).
 */
export async function editHours(
  db: Database,
  userId: string,
  logId: string,
  input: EditHoursInput,
  site: SiteAddress,
  now = new Date(),
) {
  if (input.workDate !== undefined) checkWorkDate(input.workDate, now);
  await db.transaction(async (tx) => {
    const [log] = await tx
      .select()
      .from(volunteerHourLogs)
      .where(and(eq(volunteerHourLogs.id, logId), eq(volunteerHourLogs.userId, userId)))
      .for("update");
    if (!log) throw notFound("These hours do not exist.");
    if (log.source !== "self") throw new AppError("conflict", HOUR_LOG_MESSAGES.attendanceByHost);
    if (log.status === "withdrawn") throw new AppError("conflict", HOUR_LOG_MESSAGES.withdrawn);
    const fields: Record<string, [unknown, unknown]> = {};
    const set: Partial<typeof volunteerHourLogs.$inferInsert> = {};
    for (const key of ["workDate", "minutes", "description"] as const) {
      const value = input[key];
      if (value !== undefined && value !== log[key]) {
        fields[key] = [log[key], value];
        Object.assign(set, { [key]: value });
      }
    }
    if (Object.keys(fields).length === 0) return;
    if (log.status !== "pending") {
      fields.status = [log.status, "pending"];
      Object.assign(set, {
        status: "pending",
        decidedBy: null,
        decidedByLabel: null,
        decidedAt: null,
        decisionNote: null,
      });
    }
    await tx
      .update(volunteerHourLogs)
      .set({ ...set, updatedAt: now })
      .where(eq(volunteerHourLogs.id, logId));
    await tx.insert(hourLogChanges).values({
      logId,
      actorId: userId,
      change: "edited",
      fields,
      note: input.reason || null,
      createdAt: now,
    });
    await hoursChanged(tx, userId, { userId, logId, change: "edited" });
    if (log.status !== "pending") await sendSupervisorLink(tx, { ...log, ...set }, site, now);
  });
}

/**
 * A host (the route checked `manageShifts`) corrects the minutes of a volunteer's attendance at
 * their event, with why: someone stayed longer than the shift, or left early. The hours stay as
 * they were (a host's record is verified; a pending self check-in stays pending).
 * Transaction: one; locks the attendance log (FOR UPDATE).
 */
export async function correctAttendanceMinutes(
  db: Database,
  actorId: string,
  eventId: number,
  logId: string,
  input: AttendanceMinutesInput,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const [log] = await tx
      .select()
      .from(volunteerHourLogs)
      .where(
        and(
          eq(volunteerHourLogs.id, logId),
          eq(volunteerHourLogs.eventId, eventId),
          eq(volunteerHourLogs.source, "attendance"),
        ),
      )
      .for("update");
    if (!log) throw notFound("No attendance of this event has these hours.");
    if (log.userId === actorId) throw forbidden(HOUR_LOG_MESSAGES.ownAttendance);
    if (log.status === "withdrawn") throw new AppError("conflict", HOUR_LOG_MESSAGES.withdrawn);
    if (log.minutes === input.minutes) return;
    await tx
      .update(volunteerHourLogs)
      .set({ minutes: input.minutes, updatedAt: now })
      .where(eq(volunteerHourLogs.id, logId));
    await tx.insert(hourLogChanges).values({
      logId,
      actorId,
      change: "edited",
      fields: { minutes: [log.minutes, input.minutes] },
      note: input.reason,
      createdAt: now,
    });
    await hoursChanged(tx, actorId, { userId: log.userId, logId, change: "corrected" });
  });
}

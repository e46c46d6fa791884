import { and, eq } from "drizzle-orm";
import type { HourLogChange, HourLogFlag, HourLogStatus } from "../../../shared/enums";
import type { Executor } from "../../db/client";
import { events, hourLogChanges, volunteerHourLogs } from "../../db/schema";
import { stampValueRates } from "./value-rates";

/**
 * The calendar date of an instant on the event's clock (YYYY-MM-DD).
 * Transaction: none; pure (no database access), locks nothing.
 */
export function dateIn(instant: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timeZone ?? "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

export interface AttendanceHours {
  eventId: number;
  shift: { shiftId: string; shiftName: string; startTime: Date };
  volunteerId: string;
  /** Who recorded it; null for the server closing a forgotten check-in. */
  actorId: string | null;
  minutes: number;
  status: Extract<HourLogStatus, "pending" | "verified">;
  flag: HourLogFlag | null;
  change: Extract<HourLogChange, "recorded" | "closed_automatically">;
  now: Date;
}

/**
 * Writes the hour log of a shift's attendance (issue 29): one per volunteer and shift, made at the
 * first check-out and brought up to date at the next (after an undone check-out), for the
 * organisation running the event, on the date the shift starts on the event's clock. A log
 * recorded as verified names who verified it and keeps the rate of volunteer time in force (issue 30). Each write adds its line to the log's history.
 * Transaction: the caller's (takes an Executor inside an open transaction); locks the volunteer's
 * attendance log of the shift (FOR UPDATE) when there is one.
 */
export async function writeAttendanceLog(tx: Executor, input: AttendanceHours): Promise<string> {
  const [existing] = await tx
    .select()
    .from(volunteerHourLogs)
    .where(
      and(
        eq(volunteerHourLogs.source, "attendance"),
        eq(volunteerHourLogs.shiftId, input.shift.shiftId),
        eq(volunteerHourLogs.userId, input.volunteerId),
      ),
    )
    .for("update");
  const decided =
    input.status === "verified"
      ? { decidedBy: input.actorId, decidedAt: input.now }
      : { decidedBy: null, decidedAt: null };
  if (existing) {
    await tx
      .update(volunteerHourLogs)
      .set({
        minutes: input.minutes,
        status: input.status,
        flag: input.flag,
        ...decided,
        decisionNote: null,
        updatedAt: input.now,
      })
      .where(eq(volunteerHourLogs.id, existing.id));
    if (input.status === "verified") await stampValueRates(tx, [existing.id], input.now);
    const fields: Record<string, [unknown, unknown]> = {};
    if (existing.minutes !== input.minutes) fields.minutes = [existing.minutes, input.minutes];
    if (existing.status !== input.status) fields.status = [existing.status, input.status];
    await tx.insert(hourLogChanges).values({
      logId: existing.id,
      actorId: input.actorId,
      change: input.change,
      fields,
      createdAt: input.now,
    });
    return existing.id;
  }
  const [event] = await tx
    .select({ timeZone: events.timeZone, groupId: events.groupId, partnershipId: events.partnershipId })
    .from(events)
    .where(eq(events.eventId, input.eventId));
  const [log] = await tx
    .insert(volunteerHourLogs)
    .values({
      userId: input.volunteerId,
      source: "attendance",
      workDate: dateIn(input.shift.startTime, event?.timeZone ?? null),
      minutes: input.minutes,
      eventId: input.eventId,
      shiftId: input.shift.shiftId,
      shiftName: input.shift.shiftName,
      groupId: event?.groupId ?? null,
      partnershipId: event?.partnershipId ?? null,
      status: input.status,
      flag: input.flag,
      ...decided,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: volunteerHourLogs.id });
  if (!log) throw new Error("the attendance log was not written");
  if (input.status === "verified") await stampValueRates(tx, [log.id], input.now);
  await tx.insert(hourLogChanges).values({
    logId: log.id,
    actorId: input.actorId,
    change: input.change,
    fields: { minutes: [null, input.minutes], status: [null, input.status] },
    createdAt: input.now,
  });
  return log.id;
}

/**
 * An undone check-out takes its hours back: the log is withdrawn (never deleted) until the
 * volunteer is checked out again.
 * Transaction: the caller's; locks nothing itself (the caller holds the shift).
 */
export async function withdrawAttendanceLog(
  tx: Executor,
  shiftId: string,
  volunteerId: string,
  actorId: string,
  now: Date,
): Promise<string | null> {
  const [log] = await tx
    .update(volunteerHourLogs)
    .set({ status: "withdrawn", decidedBy: null, decidedAt: null, updatedAt: now })
    .where(
      and(
        eq(volunteerHourLogs.source, "attendance"),
        eq(volunteerHourLogs.shiftId, shiftId),
        eq(volunteerHourLogs.userId, volunteerId),
      ),
    )
    .returning({ id: volunteerHourLogs.id });
  if (!log) return null;
  await tx.insert(hourLogChanges).values({
    logId: log.id,
    actorId,
    change: "check_out_undone",
    createdAt: now,
  });
  return log.id;
}

import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import {
  domainEvents,
  eventCheckInCodes,
  eventVolunteerShifts,
  shiftAssignments,
  volunteerHourLogs,
} from "../db/schema";

/** The event's current check-in code, or null. */
export async function findCheckInCode(db: Executor, eventId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: eventCheckInCodes.code })
    .from(eventCheckInCodes)
    .where(eq(eventCheckInCodes.eventId, eventId));
  return row?.code ?? null;
}

/**
 * The member's shifts at the event, in start order, each with their attendance and its hours: what
 * the check-in page shows them and what self check-in chooses from (on the assignments' user index;
 * a member holds few shifts of one event).
 */
export async function ownShiftsAt(db: Executor, eventId: number, userId: string) {
  return db
    .select({
      shiftId: eventVolunteerShifts.shiftId,
      shiftName: eventVolunteerShifts.shiftName,
      startTime: eventVolunteerShifts.startTime,
      endTime: eventVolunteerShifts.endTime,
      checkedInAt: shiftAssignments.checkedInAt,
      checkedOutAt: shiftAssignments.checkedOutAt,
      noShowAt: shiftAssignments.noShowAt,
      closedAutomatically: shiftAssignments.closedAutomatically,
      attendanceSyncedAt: shiftAssignments.attendanceSyncedAt,
      logMinutes: volunteerHourLogs.minutes,
      logStatus: volunteerHourLogs.status,
    })
    .from(shiftAssignments)
    .innerJoin(eventVolunteerShifts, eq(eventVolunteerShifts.shiftId, shiftAssignments.shiftId))
    .leftJoin(
      volunteerHourLogs,
      and(
        eq(volunteerHourLogs.source, "attendance"),
        eq(volunteerHourLogs.shiftId, shiftAssignments.shiftId),
        eq(volunteerHourLogs.userId, shiftAssignments.userId),
      ),
    )
    .where(and(eq(shiftAssignments.userId, userId), eq(eventVolunteerShifts.eventId, eventId)))
    .orderBy(asc(eventVolunteerShifts.startTime), asc(eventVolunteerShifts.shiftId));
}

export type OwnShift = Awaited<ReturnType<typeof ownShiftsAt>>[number];

/**
 * The attendance action with this id that the actor already sent for the event, if any (issue 31):
 * its event, recorded with the change, is the proof that it was applied. Read on the events'
 * subject index, from `since` (no earlier than the action can have been applied), so that the
 * search stays within a day's attendance of one event.
 */
export async function findAppliedAction(
  db: Executor,
  eventId: number,
  actorId: string,
  actionId: string,
  since: Date,
): Promise<{ shiftId: string } | null> {
  const [row] = await db
    .select({ shiftId: sql<string>`${domainEvents.payload}->>'shiftId'` })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.subjectType, "event"),
        eq(domainEvents.subjectId, String(eventId)),
        gte(domainEvents.createdAt, since),
        eq(domainEvents.type, "attendance.changed"),
        eq(domainEvents.actorId, actorId),
        sql`${domainEvents.payload}->>'actionId' = ${actionId}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

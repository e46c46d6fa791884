import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { eventCheckInCodes, eventVolunteerShifts, shiftAssignments, volunteerHourLogs } from "../db/schema";

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

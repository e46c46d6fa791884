import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { attendedMinutes } from "../../../shared/volunteering";
import type { Executor } from "../../db/client";
import { eventVolunteerShifts, shiftAssignments } from "../../db/schema";
import { attendanceEvent } from "./attendance";
import { writeAttendanceLog } from "./attendance-log";

/** How many forgotten check-ins one run closes; the next run takes the rest. */
const CLOSE_BATCH = 200;

/**
 * Closes the check-ins that the end of their shift found open (issue 29): checked out at the
 * shift's end by the server, marked as closed automatically, and their hours recorded as pending
 * and flagged for review, since nobody saw the volunteer leave. Returns how many it closed.
 * Transaction: the caller's (the schedule's job runs it in one); locks the shifts concerned in id
 * order (FOR UPDATE), then re-reads each check-in under that lock so that one checked out
 * meanwhile is left alone.
 */
export async function closeForgottenCheckIns(tx: Executor, now: Date): Promise<number> {
  const open = await tx
    .select({ shiftId: shiftAssignments.shiftId })
    .from(shiftAssignments)
    .innerJoin(eventVolunteerShifts, eq(eventVolunteerShifts.shiftId, shiftAssignments.shiftId))
    .where(
      and(
        isNotNull(shiftAssignments.checkedInAt),
        isNull(shiftAssignments.checkedOutAt),
        lte(eventVolunteerShifts.endTime, now),
      ),
    )
    .limit(CLOSE_BATCH);
  const shiftIds = [...new Set(open.map((row) => row.shiftId))].sort();
  if (shiftIds.length === 0) return 0;
  let closed = 0;
  for (const shiftId of shiftIds) {
    const [shift] = await tx
      .select()
      .from(eventVolunteerShifts)
      .where(eq(eventVolunteerShifts.shiftId, shiftId))
      .for("update");
    if (!shift) continue;
    const rows = await tx
      .update(shiftAssignments)
      .set({
        checkedOutAt: shift.endTime,
        closedAutomatically: true,
        attendanceBy: null,
        attendanceSyncedAt: null,
      })
      .where(
        and(
          eq(shiftAssignments.shiftId, shiftId),
          isNotNull(shiftAssignments.checkedInAt),
          isNull(shiftAssignments.checkedOutAt),
        ),
      )
      .returning({ userId: shiftAssignments.userId, checkedInAt: shiftAssignments.checkedInAt });
    for (const row of rows) {
      const logId = await writeAttendanceLog(tx, {
        eventId: shift.eventId,
        shift,
        volunteerId: row.userId,
        actorId: null,
        minutes: attendedMinutes(row.checkedInAt as Date, shift.endTime, shift),
        status: "pending",
        flag: "missing_check_out",
        change: "closed_automatically",
        now,
      });
      await attendanceEvent(tx, shift.eventId, null, {
        userId: row.userId,
        shiftId,
        action: "close",
        method: null,
        logId,
        actionId: null,
        recordedAt: null,
      });
      closed += 1;
    }
  }
  return closed;
}

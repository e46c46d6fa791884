import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { AttendanceAction, CheckInMethod } from "../../../shared/enums";
import {
  attendanceState,
  attendedMinutes,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  checkInWindow,
} from "../../../shared/volunteering";
import type { Database, Executor } from "../../db/client";
import { events, eventVolunteerShifts, shiftAssignments } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import type { AttendancePayload } from "../../events/types";
import { findCheckInCode, ownShiftsAt } from "../../queries/attendance";
import { EVENT_CANCELLED_MESSAGE } from "../events/open-event";
import { lockShift } from "../events/shift-queue";
import { withdrawAttendanceLog, writeAttendanceLog } from "./attendance-log";
import { sameCode } from "./check-in-code";

const conflict = (message: string) => new AppError("conflict", message);

/** The words a refused attendance change is answered with (issue 29). */
export const ATTENDANCE_MESSAGES = {
  notHeld: "This volunteer does not hold this shift.",
  notOpen: `Check-in opens ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the shift starts.`,
  ended: "This shift has ended: check-in is closed.",
  alreadyIn: "Already checked in.",
  alreadyOut: "Already checked out.",
  noShow: "Marked as a no-show: undo that first.",
  notIn: "Check in first.",
  notStarted: "A no-show can be marked once the shift has started.",
  nothing: "There is nothing to undo.",
} as const;

export interface AttendanceChange {
  eventId: number;
  shiftId: string;
  volunteerId: string;
  action: AttendanceAction;
  method: CheckInMethod;
}

const attendanceEvent = (tx: Executor, eventId: number, actorId: string | null, payload: AttendancePayload) =>
  recordEvent(tx, {
    type: "attendance.changed",
    actorId,
    subject: { type: "event", id: String(eventId) },
    payload,
  });

/**
 * Checks a volunteer in or out of a shift, marks a no-show, or undoes the last of these (issue 29).
 * Check-in is open from CHECK_IN_OPENS_MINUTES_BEFORE the start to the end of the shift; a no-show
 * is marked once it has started. A check-out records the hours (attendance-log.ts): verified when
 * a host recorded it at the roster for someone else, pending otherwise (a self check-in, a kiosk,
 * or a host checking themselves out: nobody verifies their own hours). Undoing a check-out
 * withdraws its log until the next check-out.
 * Transaction: one; locks the shift row (FOR UPDATE, as every writer of its places does), then the
 * volunteer's assignment row and their attendance log.
 */
export async function changeAttendance(
  db: Database,
  actorId: string,
  change: AttendanceChange,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const shift = await lockShift(tx, change.eventId, change.shiftId);
    const [assignment] = await tx
      .select()
      .from(shiftAssignments)
      .where(
        and(eq(shiftAssignments.shiftId, change.shiftId), eq(shiftAssignments.userId, change.volunteerId)),
      )
      .for("update");
    if (!assignment) throw notFound(ATTENDANCE_MESSAGES.notHeld);
    const state = attendanceState(assignment);
    const where = eq(shiftAssignments.id, assignment.id);
    let logId: string | null = null;
    switch (change.action) {
      case "check-in": {
        if (state === "noShow") throw conflict(ATTENDANCE_MESSAGES.noShow);
        if (state === "checkedIn") throw conflict(ATTENDANCE_MESSAGES.alreadyIn);
        if (state === "checkedOut") throw conflict(ATTENDANCE_MESSAGES.alreadyOut);
        const window = checkInWindow(shift);
        if (now < window.opens) throw conflict(ATTENDANCE_MESSAGES.notOpen);
        if (now >= window.closes) throw conflict(ATTENDANCE_MESSAGES.ended);
        const [event] = await tx
          .select({ cancelledAt: events.cancelledAt })
          .from(events)
          .where(eq(events.eventId, change.eventId));
        if (event?.cancelledAt) throw conflict(EVENT_CANCELLED_MESSAGE);
        await tx
          .update(shiftAssignments)
          .set({ checkedInAt: now, checkInMethod: change.method, attendanceBy: actorId })
          .where(where);
        break;
      }
      case "check-out": {
        if (state === "noShow") throw conflict(ATTENDANCE_MESSAGES.noShow);
        if (state === "expected") throw conflict(ATTENDANCE_MESSAGES.notIn);
        if (state === "checkedOut") throw conflict(ATTENDANCE_MESSAGES.alreadyOut);
        const checkedInAt = assignment.checkedInAt as Date;
        await tx
          .update(shiftAssignments)
          .set({ checkedOutAt: now, closedAutomatically: false, attendanceBy: actorId })
          .where(where);
        const byHost =
          change.method === "roster" &&
          assignment.checkInMethod === "roster" &&
          actorId !== change.volunteerId;
        logId = await writeAttendanceLog(tx, {
          eventId: change.eventId,
          shift,
          volunteerId: change.volunteerId,
          actorId,
          minutes: attendedMinutes(checkedInAt, now, shift),
          status: byHost ? "verified" : "pending",
          flag: null,
          change: "recorded",
          now,
        });
        break;
      }
      case "no-show": {
        if (state === "noShow") throw conflict("Already marked as a no-show.");
        if (state !== "expected") throw conflict(ATTENDANCE_MESSAGES.alreadyIn);
        if (now < shift.startTime) throw conflict(ATTENDANCE_MESSAGES.notStarted);
        await tx.update(shiftAssignments).set({ noShowAt: now, attendanceBy: actorId }).where(where);
        break;
      }
      case "undo": {
        if (state === "expected") throw conflict(ATTENDANCE_MESSAGES.nothing);
        if (state === "noShow") {
          await tx.update(shiftAssignments).set({ noShowAt: null, attendanceBy: actorId }).where(where);
        } else if (state === "checkedIn") {
          await tx
            .update(shiftAssignments)
            .set({ checkedInAt: null, checkInMethod: null, attendanceBy: actorId })
            .where(where);
        } else {
          await tx
            .update(shiftAssignments)
            .set({ checkedOutAt: null, closedAutomatically: false, attendanceBy: actorId })
            .where(where);
          logId = await withdrawAttendanceLog(tx, change.shiftId, change.volunteerId, actorId, now);
        }
        break;
      }
    }
    await attendanceEvent(tx, change.eventId, actorId, {
      userId: change.volunteerId,
      shiftId: change.shiftId,
      action: change.action,
      method: change.method,
      logId,
    });
  });
}

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
      .set({ checkedOutAt: shift.endTime, closedAutomatically: true, attendanceBy: null })
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
      });
      closed += 1;
    }
  }
  return closed;
}

/** What a volunteer checking themselves in by the event's QR code may be told (issue 29). */
export const SELF_CHECK_IN_MESSAGES = {
  wrongCode: "This check-in code is not the event's current one. Scan the code shown at the event.",
  noShift: "You have no shift at this event to check in to.",
  notIn: "You are not checked in to a shift at this event.",
} as const;

/**
 * A volunteer checks themselves in or out by the event's QR code (issue 29): the code must be the
 * event's current one; check-in takes the first of their shifts whose window is open and who they
 * have not checked in to yet, check-out the shift they are checked in to. Their hours are pending
 * until verified. Returns the shift's id.
 * Transaction: one (changeAttendance's, which checks everything again under the shift's lock); the
 * code and the member's shifts are read before it, unlocked.
 */
export async function checkInByCode(
  db: Database,
  userId: string,
  eventId: number,
  code: string,
  action: Extract<AttendanceAction, "check-in" | "check-out">,
  now = new Date(),
): Promise<string> {
  if (!sameCode(await findCheckInCode(db, eventId), code)) throw forbidden(SELF_CHECK_IN_MESSAGES.wrongCode);
  const shifts = await ownShiftsAt(db, eventId, userId);
  if (shifts.length === 0) throw notFound(SELF_CHECK_IN_MESSAGES.noShift);
  const target =
    action === "check-in"
      ? shifts.find((shift) => {
          const window = checkInWindow(shift);
          return attendanceState(shift) === "expected" && now >= window.opens && now < window.closes;
        })
      : shifts.find((shift) => attendanceState(shift) === "checkedIn");
  if (!target) {
    if (action === "check-out") throw conflict(SELF_CHECK_IN_MESSAGES.notIn);
    if (shifts.some((shift) => attendanceState(shift) === "checkedIn"))
      throw conflict(ATTENDANCE_MESSAGES.alreadyIn);
    const later = shifts.some(
      (shift) => attendanceState(shift) === "expected" && now < checkInWindow(shift).opens,
    );
    throw conflict(later ? ATTENDANCE_MESSAGES.notOpen : ATTENDANCE_MESSAGES.ended);
  }
  await changeAttendance(
    db,
    userId,
    { eventId, shiftId: target.shiftId, volunteerId: userId, action, method: "qr" },
    now,
  );
  return target.shiftId;
}

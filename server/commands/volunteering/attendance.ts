import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { AttendanceAction, CheckInMethod } from "../../../shared/enums";
import {
  attendanceState,
  attendedMinutes,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  checkInWindow,
  RECORDED_CLOCK_SKEW_MS,
  RECORDED_LATE_AFTER_MS,
  recordedTimeProblem,
} from "../../../shared/volunteering";
import type { Database, Executor } from "../../db/client";
import { events, eventVolunteerShifts, shiftAssignments } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import type { AttendancePayload } from "../../events/types";
import { findAppliedAction, findCheckInCode, ownShiftsAt } from "../../queries/attendance";
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
  outBeforeIn: "This check-out was recorded before the check-in: it was not applied.",
  laterChange:
    "A later change to this volunteer's attendance was already recorded, so this undo was not applied.",
} as const;

export interface AttendanceChange {
  eventId: number;
  shiftId: string;
  volunteerId: string;
  action: AttendanceAction;
  method: CheckInMethod;
  /**
   * When it happened, for an action the device queued offline and sent later (issue 31); the
   * server's clock otherwise.
   */
  recordedAt?: Date;
  /** The device's id for the action: sending one already applied again changes nothing. */
  actionId?: string;
}

/**
 * The time an action counts at (issue 31): the one it was recorded at, refused when impossible
 * (ahead of the server's clock by more than the skew allowed, or older than a queue may hold) and
 * never after now (a clock a little ahead is set back); and when the server received it if it
 * was sent late, or null.
 */
function recordedTime(recordedAt: Date | undefined, now: Date) {
  if (!recordedAt) return { at: now, syncedAt: null };
  const problem = recordedTimeProblem(recordedAt, now);
  if (problem) throw new AppError("validation_failed", problem, [{ path: "recordedAt", message: problem }]);
  const at = recordedAt > now ? now : recordedAt;
  return { at, syncedAt: now.getTime() - at.getTime() > RECORDED_LATE_AFTER_MS ? now : null };
}

/** Since when an action recorded at `at` can have been applied: its events are no older. */
const appliedSince = (at: Date) => new Date(at.getTime() - RECORDED_CLOCK_SKEW_MS - 60_000);

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
 * An action made offline (issue 31) counts at its recorded time, for every rule above and for the
 * hours; one whose id the actor already sent changes nothing; one recorded before the change it
 * would replace is refused (an undo older than the state it undoes, a check-out before the
 * check-in), except that a real check-out replaces the server's closing of a forgotten check-in.
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
    // Under the shift's lock, so that a repeat sent while the first is still running waits for it.
    if (
      change.actionId &&
      (await findAppliedAction(
        tx,
        change.eventId,
        actorId,
        change.actionId,
        appliedSince(change.recordedAt ?? now),
      ))
    ) {
      return;
    }
    const { at, syncedAt } = recordedTime(change.recordedAt, now);
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
        if (at < window.opens) throw conflict(ATTENDANCE_MESSAGES.notOpen);
        if (at >= window.closes) throw conflict(ATTENDANCE_MESSAGES.ended);
        const [event] = await tx
          .select({ cancelledAt: events.cancelledAt })
          .from(events)
          .where(eq(events.eventId, change.eventId));
        if (event?.cancelledAt) throw conflict(EVENT_CANCELLED_MESSAGE);
        await tx
          .update(shiftAssignments)
          .set({
            checkedInAt: at,
            checkInMethod: change.method,
            attendanceBy: actorId,
            attendanceSyncedAt: syncedAt,
          })
          .where(where);
        break;
      }
      case "check-out": {
        if (state === "noShow") throw conflict(ATTENDANCE_MESSAGES.noShow);
        if (state === "expected") throw conflict(ATTENDANCE_MESSAGES.notIn);
        // The server's closing of a forgotten check-in was a stand-in for this check-out.
        if (state === "checkedOut" && !assignment.closedAutomatically) {
          throw conflict(ATTENDANCE_MESSAGES.alreadyOut);
        }
        const checkedInAt = assignment.checkedInAt as Date;
        if (at < checkedInAt) throw conflict(ATTENDANCE_MESSAGES.outBeforeIn);
        await tx
          .update(shiftAssignments)
          .set({
            checkedOutAt: at,
            closedAutomatically: false,
            attendanceBy: actorId,
            attendanceSyncedAt: syncedAt,
          })
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
          minutes: attendedMinutes(checkedInAt, at, shift),
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
        if (at < shift.startTime) throw conflict(ATTENDANCE_MESSAGES.notStarted);
        await tx
          .update(shiftAssignments)
          .set({ noShowAt: at, attendanceBy: actorId, attendanceSyncedAt: syncedAt })
          .where(where);
        break;
      }
      case "undo": {
        if (state === "expected") throw conflict(ATTENDANCE_MESSAGES.nothing);
        const undone =
          state === "noShow"
            ? assignment.noShowAt
            : state === "checkedIn"
              ? assignment.checkedInAt
              : assignment.checkedOutAt;
        // An undo made offline undoes what the device saw, not a change recorded after it.
        if (change.recordedAt && undone && undone > at) throw conflict(ATTENDANCE_MESSAGES.laterChange);
        const by = { attendanceBy: actorId, attendanceSyncedAt: syncedAt };
        if (state === "noShow") {
          await tx
            .update(shiftAssignments)
            .set({ noShowAt: null, ...by })
            .where(where);
        } else if (state === "checkedIn") {
          await tx
            .update(shiftAssignments)
            .set({ checkedInAt: null, checkInMethod: null, ...by })
            .where(where);
        } else {
          await tx
            .update(shiftAssignments)
            .set({ checkedOutAt: null, closedAutomatically: false, ...by })
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
      actionId: change.actionId ?? null,
      recordedAt: change.recordedAt ? at.toISOString() : null,
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

/** What a volunteer checking themselves in by the event's QR code may be told (issue 29). */
export const SELF_CHECK_IN_MESSAGES = {
  wrongCode: "This check-in code is not the event's current one. Scan the code shown at the event.",
  noShift: "You have no shift at this event to check in to.",
  notIn: "You are not checked in to a shift at this event.",
} as const;

export interface SelfCheckIn {
  code: string;
  action: Extract<AttendanceAction, "check-in" | "check-out">;
  /** As in AttendanceChange: when a check-in made offline happened, and the device's id for it. */
  recordedAt?: Date;
  actionId?: string;
}

/**
 * A volunteer checks themselves in or out by the event's QR code (issue 29): the code must be the
 * event's current one; check-in takes the first of their shifts whose window is open (at the time
 * it was recorded, for one made offline) and who they have not checked in to yet, check-out the
 * shift they are checked in to. Their hours are pending until verified. A repeat of an action
 * already applied (its id) changes nothing. Returns the shift's id.
 * Transaction: one (changeAttendance's, which checks everything again under the shift's lock); the
 * code and the member's shifts are read before it, unlocked.
 */
export async function checkInByCode(
  db: Database,
  userId: string,
  eventId: number,
  input: SelfCheckIn,
  now = new Date(),
): Promise<string> {
  const { code, action, recordedAt, actionId } = input;
  if (actionId) {
    const applied = await findAppliedAction(db, eventId, userId, actionId, appliedSince(recordedAt ?? now));
    if (applied) return applied.shiftId;
  }
  if (!sameCode(await findCheckInCode(db, eventId), code)) throw forbidden(SELF_CHECK_IN_MESSAGES.wrongCode);
  const at = recordedTime(recordedAt, now).at;
  const shifts = await ownShiftsAt(db, eventId, userId);
  if (shifts.length === 0) throw notFound(SELF_CHECK_IN_MESSAGES.noShift);
  const target =
    action === "check-in"
      ? shifts.find((shift) => {
          const window = checkInWindow(shift);
          return attendanceState(shift) === "expected" && at >= window.opens && at < window.closes;
        })
      : (shifts.find((shift) => attendanceState(shift) === "checkedIn") ??
        // A check-out made offline still reaches a check-in the server closed at the shift's end.
        shifts.find(
          (shift) =>
            recordedAt !== undefined &&
            shift.closedAutomatically &&
            shift.checkedInAt !== null &&
            shift.checkedInAt <= at,
        ));
  if (!target) {
    if (action === "check-out") throw conflict(SELF_CHECK_IN_MESSAGES.notIn);
    if (shifts.some((shift) => attendanceState(shift) === "checkedIn"))
      throw conflict(ATTENDANCE_MESSAGES.alreadyIn);
    const later = shifts.some(
      (shift) => attendanceState(shift) === "expected" && at < checkInWindow(shift).opens,
    );
    throw conflict(later ? ATTENDANCE_MESSAGES.notOpen : ATTENDANCE_MESSAGES.ended);
  }
  await changeAttendance(
    db,
    userId,
    { eventId, shiftId: target.shiftId, volunteerId: userId, action, method: "qr", recordedAt, actionId },
    now,
  );
  return target.shiftId;
}

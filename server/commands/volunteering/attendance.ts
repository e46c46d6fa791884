import { and, eq } from "drizzle-orm";
import type { AttendanceAction, CheckInMethod } from "../../../shared/enums";
import {
  attendanceState,
  attendedMinutes,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  checkInWindow,
} from "../../../shared/volunteering";
import type { Database, Executor } from "../../db/client";
import { events, shiftAssignments } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import type { AttendancePayload } from "../../events/types";
import { findAppliedAction } from "../../queries/attendance";
import { appliedSince, recordedTime } from "../../volunteering/recorded-time";
import { EVENT_CANCELLED_MESSAGE } from "../events/open-event";
import { lockShift } from "../events/shift-queue";
import { withdrawAttendanceLog, writeAttendanceLog } from "./attendance-log";

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
 * Records `attendance.changed` on the event (its roster's live update and the audit).
 * Transaction: the caller's; one INSERT, locks nothing.
 */
export const attendanceEvent = (
  tx: Executor,
  eventId: number,
  actorId: string | null,
  payload: AttendancePayload,
) =>
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

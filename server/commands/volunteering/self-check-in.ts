import type { AttendanceAction } from "../../../shared/enums";
import { attendanceState, checkInWindow } from "../../../shared/volunteering";
import type { Database } from "../../db/client";
import { AppError, forbidden, notFound } from "../../errors";
import { findAppliedAction, findCheckInCode, ownShiftsAt } from "../../queries/attendance";
import { appliedSince, recordedTime } from "../../volunteering/recorded-time";
import { ATTENDANCE_MESSAGES, changeAttendance } from "./attendance";
import { sameCode } from "./check-in-code";

const conflict = (message: string) => new AppError("conflict", message);

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

import type { QueuedAttendance } from "../../lib/offline-queue";
import type { OwnShift } from "../../queries/attendance";

export interface ShownState {
  state: OwnShift["state"];
  /** When the queued action happened, for a state that is still waiting to be sent. */
  waitingSince: string | null;
}

/**
 * The member's shifts as they will stand once the check-ins and check-outs waiting on the device
 * reach the server (issue 31), chosen by the server's rule: a check-in takes the first shift not
 * checked in whose window was open when it happened, a check-out the shift checked in to.
 */
export function withQueued(shifts: OwnShift[], waiting: QueuedAttendance[]): Map<string, ShownState> {
  const shown = new Map<string, ShownState>(
    shifts.map((shift) => [shift.id, { state: shift.state, waitingSince: null }]),
  );
  for (const item of waiting) {
    const at = Date.parse(item.recordedAt);
    const target =
      item.action === "check-in"
        ? shifts.find(
            (shift) =>
              shown.get(shift.id)?.state === "expected" &&
              at >= Date.parse(shift.checkInOpensAt) &&
              at < Date.parse(shift.endTime),
          )
        : shifts.find((shift) => shown.get(shift.id)?.state === "checkedIn");
    if (target) {
      shown.set(target.id, {
        state: item.action === "check-in" ? "checkedIn" : "checkedOut",
        waitingSince: item.recordedAt,
      });
    }
  }
  return shown;
}

import type { HourLogStatus } from "../../shared/enums";
import { attendanceState, checkInPath, checkInWindow } from "../../shared/volunteering";
import type { OwnShift } from "../queries/attendance";

/** The event's check-in code for its hosts, with the page its QR code opens (null: none yet). */
export const presentCheckInCode = (eventId: number, code: string | null) => ({
  checkIn: code ? { code, path: checkInPath(eventId, code) } : null,
});

/**
 * The member's own shifts at an event, as the check-in page shows them: the window in which they
 * may check in, where they stand, and the hours recorded.
 */
export const presentOwnShifts = (rows: OwnShift[]) => ({
  shifts: rows.map((row) => {
    const window = checkInWindow(row);
    return {
      id: row.shiftId,
      name: row.shiftName,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      checkInOpensAt: window.opens.toISOString(),
      state: attendanceState(row),
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
      closedAutomatically: row.closedAutomatically,
      syncedAt: row.attendanceSyncedAt?.toISOString() ?? null,
      hours:
        row.logMinutes != null && row.logStatus
          ? { minutes: row.logMinutes, status: row.logStatus as HourLogStatus }
          : null,
    };
  }),
});

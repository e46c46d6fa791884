import { attendanceState } from "../../shared/volunteering";
import type { KioskVolunteer, listOpenKiosks, OpenKiosk } from "../queries/kiosks";

/** A kiosk just opened: its id, and its token, shown this once to the tablet that keeps it. */
export const presentStartedKiosk = (kiosk: { id: string; token: string }) => ({
  kiosk: { id: kiosk.id, token: kiosk.token },
});

/** The event's open kiosks, for its hosts: when each was opened and by whom. */
export const presentOpenKiosks = (rows: Awaited<ReturnType<typeof listOpenKiosks>>) => ({
  kiosks: rows.map((row) => ({
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    startedBy: row.firstName || row.lastName ? `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() : null,
  })),
});

/** What a kiosk shows of itself: the event it checks people in to. */
export const presentKiosk = (kiosk: OpenKiosk) => ({
  kiosk: { event: { id: kiosk.eventId, name: kiosk.eventName, timeZone: kiosk.timeZone } },
});

/**
 * A volunteer a kiosk found by name, as a shared screen may show them: first name and the
 * initial of the last (never an address or a picture), the shift, and whether they are in.
 */
export const presentKioskVolunteers = (rows: KioskVolunteer[]) => ({
  volunteers: rows.map((row) => ({
    userId: row.userId,
    name: `${row.firstName ?? ""} ${row.lastName ? `${row.lastName.slice(0, 1)}.` : ""}`.trim(),
    shiftId: row.shiftId,
    shiftName: row.shiftName,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    state: attendanceState(row),
  })),
});

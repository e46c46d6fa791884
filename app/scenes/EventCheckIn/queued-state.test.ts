import { describe, expect, it } from "vitest";
import type { QueuedAttendance } from "../../lib/offline-queue";
import type { OwnShift } from "../../queries/attendance";
import { afterQueued } from "../EventVolunteers/roster-row";
import { withQueued } from "./queued-state";

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const now = Date.parse("2026-11-29T12:00:00Z");

function shift(id: string, start: number, end: number, state: OwnShift["state"] = "expected"): OwnShift {
  return {
    id,
    name: id,
    startTime: iso(start),
    endTime: iso(end),
    checkInOpensAt: iso(start - HOUR),
    state,
    checkedInAt: null,
    checkedOutAt: null,
    closedAutomatically: false,
    syncedAt: null,
    hours: null,
  };
}

const item = (action: QueuedAttendance["action"], recordedAt: number): QueuedAttendance => ({
  id: `${action}-${recordedAt}`,
  kind: "self",
  eventId: 1,
  action,
  recordedAt: iso(recordedAt),
  attempts: 0,
  state: "waiting",
});

describe("what the pages show while actions wait to be sent (issue 31)", () => {
  it("puts a waiting check-in on the shift whose window was open then, as the server will", () => {
    const shifts = [shift("morning", now - 4 * HOUR, now - HOUR), shift("noon", now - HOUR / 2, now + HOUR)];
    const shown = withQueued(shifts, [item("check-in", now)]);
    expect(shown.get("morning")).toEqual({ state: "expected", waitingSince: null });
    expect(shown.get("noon")).toEqual({ state: "checkedIn", waitingSince: iso(now) });
    const out = withQueued(shifts, [item("check-in", now), item("check-out", now + HOUR / 2)]);
    expect(out.get("noon")).toEqual({ state: "checkedOut", waitingSince: iso(now + HOUR / 2) });
  });

  it("leaves the shifts alone when a waiting check-in fits none (the server will say why)", () => {
    const shown = withQueued([shift("evening", now + 3 * HOUR, now + 5 * HOUR)], [item("check-in", now)]);
    expect(shown.get("evening")).toEqual({ state: "expected", waitingSince: null });
  });

  it("moves a roster row on by its waiting changes, an undo taking back one step", () => {
    expect(afterQueued("expected", [item("check-in", now), item("check-out", now)])).toBe("checkedOut");
    expect(afterQueued("checkedOut", [item("undo", now)])).toBe("checkedIn");
    expect(afterQueued("noShow", [item("undo", now)])).toBe("expected");
    expect(afterQueued("expected", [item("no-show", now)])).toBe("noShow");
    expect(afterQueued("checkedIn", [item("check-in", now)])).toBe("checkedIn");
  });
});

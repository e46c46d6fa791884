import { describe, expect, it } from "vitest";
import { followingTimes, occurrenceTimes, repeatDate } from "./recurrence";
import { wallTimeIn } from "./time-zones";

const NY = "America/New_York";
const walls = (times: { start: Date }[], zone: string) => times.map((t) => wallTimeIn(t.start, zone));

describe("recurring event dates", () => {
  it("keeps a weekly event at its wall-clock time across the end of daylight saving", () => {
    // 10:00 in New York on Sunday 25 October 2026 (EDT, UTC-4); clocks go back on 1 November.
    const start = new Date("2026-10-25T14:00:00Z");
    const times = occurrenceTimes({ start, end: new Date("2026-10-25T16:00:00Z") }, NY, "weekly", 3);
    expect(walls(times, NY)).toEqual(["2026-10-25T10:00:00", "2026-11-01T10:00:00", "2026-11-08T10:00:00"]);
    expect(times[1]?.start.toISOString()).toBe("2026-11-01T15:00:00.000Z");
    expect(times[2]?.end?.toISOString()).toBe("2026-11-08T17:00:00.000Z");
  });

  it("repeats monthly on the same day, on the month's last day when it is shorter", () => {
    expect([0, 1, 2, 3].map((k) => repeatDate("2027-01-31", "monthly", k))).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
    ]);
    expect(repeatDate("2026-11-15", "monthly", 2)).toBe("2027-01-15");
    expect(repeatDate("2028-01-30", "monthly", 1)).toBe("2028-02-29");
  });

  it("moves a later occurrence by as many days as the changed one, at its new time", () => {
    // The 25 October date moved to Monday 26th at 11:00 for two hours; the 8 November one follows.
    const later = new Date("2026-11-08T15:00:00Z");
    const moved = followingTimes(
      {
        before: new Date("2026-10-25T14:00:00Z"),
        after: { start: new Date("2026-10-26T15:00:00Z"), end: new Date("2026-10-26T17:00:00Z") },
      },
      later,
      { before: NY, after: NY },
    );
    expect(wallTimeIn(moved.start, NY)).toBe("2026-11-09T11:00:00");
    expect(moved.end && (moved.end.getTime() - moved.start.getTime()) / 3_600_000).toBe(2);
  });
});

import { describe, expect, it } from "vitest";
import { wallTimeIn } from "../../shared/time-zones";
import { demoDay, demoUnderWay, WEEKDAYS } from "./demo-dates";

const weekdayIn = (instant: Date, zone: string) => {
  const [date] = wallTimeIn(instant, zone).split("T");
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
};

describe("the demo's event days", () => {
  // Late on a Friday in New York is already Saturday in UTC; summer and winter clocks; a leap day.
  const nows = [
    "2026-11-28T03:30:00Z",
    "2026-07-10T12:00:00Z",
    "2027-03-14T06:30:00Z",
    "2028-02-29T23:59:00Z",
  ];
  for (const now of nows) {
    it(`fall on the weekday asked, at the local time asked, from ${now}`, () => {
      for (const weekday of WEEKDAYS) {
        const at = demoDay(new Date(now), 2, weekday, "America/New_York");
        const start = at(9.5);
        expect(weekdayIn(start, "America/New_York")).toBe(weekday);
        expect(wallTimeIn(start, "America/New_York").slice(11, 16)).toBe("09:30");
        // Within the week from the day asked.
        const days = (start.getTime() - new Date(now).getTime()) / 86_400_000;
        expect(days).toBeGreaterThan(0.5);
        expect(days).toBeLessThan(10);
      }
    });
  }

  it("keeps a past event in the past, and a zone's own clock", () => {
    const now = new Date("2026-11-28T15:00:00Z");
    const past = demoDay(now, -13, "Sunday", "America/New_York")(9);
    expect(past.getTime()).toBeLessThan(now.getTime());
    const tokyo = demoDay(now, 3, "Monday", "Asia/Tokyo")(18);
    expect(wallTimeIn(tokyo, "Asia/Tokyo").slice(11, 16)).toBe("18:00");
    expect(weekdayIn(tokyo, "Asia/Tokyo")).toBe("Monday");
  });

  // Every half hour of a day in New York, and across both changes of its clocks.
  const halfHours = (from: string) =>
    Array.from({ length: 48 }, (_, n) => new Date(new Date(from).getTime() + n * 1_800_000));
  const seedings = [
    ...halfHours("2026-11-28T05:00:00Z"),
    ...halfHours("2027-03-13T17:00:00Z"),
    ...halfHours("2026-10-31T17:00:00Z"),
  ];
  it("puts the round-the-clock event around whatever hour the demo is seeded at", () => {
    for (const now of seedings) {
      const { at, hour } = demoUnderWay(now, "America/New_York");
      const start = at(hour);
      const end = at(hour + 12);
      const label = `seeded at ${wallTimeIn(now, "America/New_York")}`;
      expect(start.getTime(), label).toBeLessThanOrEqual(now.getTime());
      expect(end.getTime(), label).toBeGreaterThan(now.getTime());
      expect(wallTimeIn(start, "America/New_York").slice(11, 16), label).toBe(hour === 7 ? "07:00" : "19:00");
      expect(wallTimeIn(end, "America/New_York").slice(11, 16), label).toBe(hour === 7 ? "19:00" : "07:00");
    }
  });
});

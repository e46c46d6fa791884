import { describe, expect, it } from "vitest";
import { wallTimeIn } from "../../shared/time-zones";
import { demoDay, WEEKDAYS } from "./demo-dates";

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
});

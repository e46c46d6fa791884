import { describe, expect, it } from "vitest";
import {
  deliveryTime,
  inQuietHours,
  minutesOfClockTime,
  nextDigestTime,
  type QuietHours,
} from "./quiet-hours";

/** The instant `now` is delivered at, as an ISO string (the injected clock is the `now` argument). */
const at = (now: string, prefs: QuietHours) => deliveryTime(new Date(now), prefs).toISOString();
const quiet = (quietHoursStart: string, quietHoursEnd: string, timezone: string): QuietHours => ({
  quietHoursStart,
  quietHoursEnd,
  timezone,
});

describe("minutesOfClockTime", () => {
  it("reads HH:MM and PostgreSQL's HH:MM:SS, and nothing else", () => {
    expect(minutesOfClockTime("00:00")).toBe(0);
    expect(minutesOfClockTime("22:00")).toBe(1320);
    expect(minutesOfClockTime("08:30:00")).toBe(510);
    expect(minutesOfClockTime("23:59:59.5")).toBe(1439);
    for (const bad of ["24:00", "7:00", "", "08:60", "noon"]) expect(minutesOfClockTime(bad)).toBeNull();
  });
});

describe("deliveryTime in UTC", () => {
  const night = quiet("22:00", "08:00", "UTC");

  it("sends at once outside a window that spans midnight, and at its end inside it", () => {
    expect(at("2026-06-10T21:59:59.000Z", night)).toBe("2026-06-10T21:59:59.000Z");
    expect(at("2026-06-10T22:00:00.000Z", night)).toBe("2026-06-11T08:00:00.000Z");
    expect(at("2026-06-10T23:59:00.000Z", night)).toBe("2026-06-11T08:00:00.000Z");
    expect(at("2026-06-11T03:00:00.000Z", night)).toBe("2026-06-11T08:00:00.000Z");
    expect(at("2026-06-11T07:59:59.999Z", night)).toBe("2026-06-11T08:00:00.000Z");
    expect(at("2026-06-11T08:00:00.000Z", night)).toBe("2026-06-11T08:00:00.000Z");
    expect(at("2026-06-11T12:34:56.789Z", night)).toBe("2026-06-11T12:34:56.789Z");
  });

  it("handles a window within one day (13:00–14:00)", () => {
    const lunch = quiet("13:00", "14:00", "UTC");
    expect(at("2026-06-10T12:59:00.000Z", lunch)).toBe("2026-06-10T12:59:00.000Z");
    expect(at("2026-06-10T13:00:00.000Z", lunch)).toBe("2026-06-10T14:00:00.000Z");
    expect(at("2026-06-10T13:30:00.000Z", lunch)).toBe("2026-06-10T14:00:00.000Z");
    expect(at("2026-06-10T14:00:00.000Z", lunch)).toBe("2026-06-10T14:00:00.000Z");
    expect(at("2026-06-10T23:00:00.000Z", lunch)).toBe("2026-06-10T23:00:00.000Z");
  });

  it("crosses the end of a month and of a year", () => {
    expect(at("2026-12-31T23:00:00.000Z", night)).toBe("2027-01-01T08:00:00.000Z");
    expect(at("2026-02-28T22:30:00.000Z", night)).toBe("2026-03-01T08:00:00.000Z");
  });

  it("has no quiet hours when start and end are equal", () => {
    for (const time of ["00:00", "08:00", "22:00"]) {
      const none = quiet(time, time, "UTC");
      for (const now of [
        "2026-06-10T00:00:00.000Z",
        "2026-06-10T08:00:00.000Z",
        "2026-06-10T22:30:00.000Z",
      ]) {
        expect(at(now, none)).toBe(now);
      }
    }
  });

  it("reads the times as PostgreSQL gives them (HH:MM:SS)", () => {
    expect(at("2026-06-10T23:00:00.000Z", quiet("22:00:00", "08:00:00", "UTC"))).toBe(
      "2026-06-11T08:00:00.000Z",
    );
  });

  it("counts an unknown time zone as UTC", () => {
    expect(at("2026-06-10T23:00:00.000Z", quiet("22:00", "08:00", "Mars/Olympus_Mons"))).toBe(
      "2026-06-11T08:00:00.000Z",
    );
  });

  it("tells whether an instant is quiet", () => {
    expect(inQuietHours(new Date("2026-06-10T23:00:00.000Z"), night)).toBe(true);
    expect(inQuietHours(new Date("2026-06-10T12:00:00.000Z"), night)).toBe(false);
  });
});

describe("deliveryTime in America/New_York", () => {
  const night = quiet("22:00", "08:00", "America/New_York");

  it("follows the member's wall clock in winter (UTC−5) and summer (UTC−4)", () => {
    // 23:00 EST on 15 January → 08:00 EST.
    expect(at("2026-01-16T04:00:00.000Z", night)).toBe("2026-01-16T13:00:00.000Z");
    // 23:00 EDT on 30 June → 08:00 EDT.
    expect(at("2026-07-01T03:00:00.000Z", night)).toBe("2026-07-01T12:00:00.000Z");
    // 21:00 EDT is outside, though 01:00 UTC would be inside a UTC window.
    expect(at("2026-07-01T01:00:00.000Z", night)).toBe("2026-07-01T01:00:00.000Z");
  });

  describe("the night clocks spring forward (2026-03-08, 02:00 EST → 03:00 EDT)", () => {
    it("ends a 22:00–08:00 window at 08:00 EDT: nine hours that night", () => {
      expect(at("2026-03-08T03:00:00.000Z", night)).toBe("2026-03-08T12:00:00.000Z");
    });

    it("ends a window whose end (02:30) does not exist that night when the clocks jump, 03:00 EDT", () => {
      const early = quiet("22:00", "02:30", "America/New_York");
      expect(at("2026-03-08T04:00:00.000Z", early)).toBe("2026-03-08T07:00:00.000Z");
      expect(at("2026-03-08T06:59:59.000Z", early)).toBe("2026-03-08T07:00:00.000Z");
      // 03:00 EDT: past 02:30 on the wall clock, so outside.
      expect(at("2026-03-08T07:00:00.000Z", early)).toBe("2026-03-08T07:00:00.000Z");
      // The night after, 02:30 exists again.
      expect(at("2026-03-09T04:00:00.000Z", early)).toBe("2026-03-09T06:30:00.000Z");

      const short = quiet("01:00", "02:30", "America/New_York");
      expect(at("2026-03-08T06:30:00.000Z", short)).toBe("2026-03-08T07:00:00.000Z");
    });

    it("keeps a window quiet when the jump passes both its end and its start (02:40–02:30)", () => {
      const almostAllDay = quiet("02:40", "02:30", "America/New_York");
      expect(at("2026-03-08T06:30:00.000Z", almostAllDay)).toBe("2026-03-09T06:30:00.000Z");
    });

    it("never quiets a window that lies in the skipped hour", () => {
      const skipped = quiet("02:10", "02:50", "America/New_York");
      for (const now of [
        "2026-03-08T06:59:00.000Z",
        "2026-03-08T07:00:00.000Z",
        "2026-03-08T07:20:00.000Z",
      ]) {
        expect(at(now, skipped)).toBe(now);
      }
    });
  });

  describe("the night clocks fall back (2026-11-01, 02:00 EDT → 01:00 EST)", () => {
    it("ends a 22:00–08:00 window at 08:00 EST: eleven hours that night", () => {
      expect(at("2026-11-01T02:00:00.000Z", night)).toBe("2026-11-01T13:00:00.000Z");
    });

    it("ends a window at the first 01:30, and quiets the repeated hour again until the second", () => {
      const early = quiet("23:00", "01:30", "America/New_York");
      // 00:00 EDT → 01:30 EDT.
      expect(at("2026-11-01T04:00:00.000Z", early)).toBe("2026-11-01T05:30:00.000Z");
      // 01:45 EDT: outside.
      expect(at("2026-11-01T05:45:00.000Z", early)).toBe("2026-11-01T05:45:00.000Z");
      // 01:10 EST, the hour again: inside until 01:30 EST.
      expect(at("2026-11-01T06:10:00.000Z", early)).toBe("2026-11-01T06:30:00.000Z");
    });

    it("ends a 01:00–02:00 window at 02:00 EST, two hours after it began", () => {
      const repeated = quiet("01:00", "02:00", "America/New_York");
      expect(at("2026-11-01T05:15:00.000Z", repeated)).toBe("2026-11-01T07:00:00.000Z");
      expect(at("2026-11-01T06:59:00.000Z", repeated)).toBe("2026-11-01T07:00:00.000Z");
    });
  });
});

describe("deliveryTime in Europe/London", () => {
  const night = quiet("22:00", "08:00", "Europe/London");

  it("follows GMT in winter and BST in summer", () => {
    expect(at("2026-01-15T22:30:00.000Z", night)).toBe("2026-01-16T08:00:00.000Z");
    // 22:30 BST → 08:00 BST.
    expect(at("2026-07-01T21:30:00.000Z", night)).toBe("2026-07-02T07:00:00.000Z");
    // 21:30 BST: outside.
    expect(at("2026-07-01T20:30:00.000Z", night)).toBe("2026-07-01T20:30:00.000Z");
  });

  it("ends a window whose end is skipped (01:30 on 2026-03-29) at 02:00 BST", () => {
    const early = quiet("00:00", "01:30", "Europe/London");
    expect(at("2026-03-29T00:30:00.000Z", early)).toBe("2026-03-29T01:00:00.000Z");
  });

  it("quiets the repeated hour of 2026-10-25 twice", () => {
    const early = quiet("23:00", "01:30", "Europe/London");
    // 01:10 BST → 01:30 BST; 01:10 GMT → 01:30 GMT.
    expect(at("2026-10-25T00:10:00.000Z", early)).toBe("2026-10-25T00:30:00.000Z");
    expect(at("2026-10-25T01:10:00.000Z", early)).toBe("2026-10-25T01:30:00.000Z");
  });
});

describe("deliveryTime in a zone east of UTC", () => {
  it("uses the member's date, not UTC's (Asia/Tokyo, UTC+9)", () => {
    const night = quiet("22:00", "08:00", "Asia/Tokyo");
    // 23:30 JST on 10 June is 14:30 UTC the same day → 08:00 JST on 11 June.
    expect(at("2026-06-10T14:30:00.000Z", night)).toBe("2026-06-10T23:00:00.000Z");
  });
});

describe("nextDigestTime", () => {
  it("is the next digest hour on the member's clock", () => {
    const prefs = { ...quiet("22:00", "08:00", "UTC"), digestHour: 18 };
    expect(nextDigestTime(new Date("2026-06-10T09:00:00.000Z"), prefs).toISOString()).toBe(
      "2026-06-10T18:00:00.000Z",
    );
    expect(nextDigestTime(new Date("2026-06-10T18:00:01.000Z"), prefs).toISOString()).toBe(
      "2026-06-11T18:00:00.000Z",
    );
  });

  it("waits for the end of quiet hours when the hour falls inside them", () => {
    const prefs = { ...quiet("22:00", "08:00", "UTC"), digestHour: 6 };
    expect(nextDigestTime(new Date("2026-06-10T09:00:00.000Z"), prefs).toISOString()).toBe(
      "2026-06-11T08:00:00.000Z",
    );
  });

  it("follows daylight saving (08:00 EDT on 2026-03-08)", () => {
    const prefs = { ...quiet("22:00", "08:00", "America/New_York"), digestHour: 8 };
    expect(nextDigestTime(new Date("2026-03-08T05:00:00.000Z"), prefs).toISOString()).toBe(
      "2026-03-08T12:00:00.000Z",
    );
  });
});

import { describe, expect, it } from "vitest";
import { formatEventTime, UNDATED_EVENT_TEXT } from "./event-time";

/** The text with ICU's thin and narrow no-break spaces (in ranges, before AM/PM) as plain ones. */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, " ");

describe("formatEventTime", () => {
  it("writes a range in the viewer's locale and zone, the date once when it ends the same day", () => {
    const text = formatEventTime("2026-12-05T10:00:00.000Z", "2026-12-05T13:00:00.000Z", {
      locale: "en-GB",
      timeZone: "Europe/London",
    });
    expect(text).toMatch(/^Sat,? 5 Dec 2026, 10:00\s*–\s*13:00$/);
    const us = formatEventTime("2026-12-05T10:00:00.000Z", null, {
      locale: "en-US",
      timeZone: "America/New_York",
    });
    expect(us).toBe("Sat, Dec 5, 2026, 5:00 AM");
  });

  it("writes an event in another zone than the viewer's on its own clock, with the zone's name", () => {
    const text = plain(
      formatEventTime("2026-12-05T14:00:00.000Z", "2026-12-05T17:00:00.000Z", {
        eventZone: "America/New_York",
        locale: "en-US",
        timeZone: "Europe/Berlin",
      }),
    );
    expect(text).toBe("Sat, Dec 5, 2026, 9:00 AM – 12:00 PM EST");
    const start = plain(
      formatEventTime("2026-07-04T14:00:00.000Z", null, {
        eventZone: "America/New_York",
        locale: "en-US",
        timeZone: "UTC",
      }),
    );
    expect(start).toBe("Sat, Jul 4, 2026, 10:00 AM EDT");
  });

  it("writes no zone's name when the event's zone is the viewer's or keeps the same clock", () => {
    const range = ["2026-12-05T14:00:00.000Z", "2026-12-05T17:00:00.000Z"] as const;
    const options = { locale: "en-US", timeZone: "America/New_York" };
    expect(plain(formatEventTime(...range, { ...options, eventZone: "America/New_York" }))).toBe(
      "Sat, Dec 5, 2026, 9:00 AM – 12:00 PM",
    );
    // Paris and Berlin show one clock: the viewer's time is the event's.
    expect(
      plain(
        formatEventTime(...range, { locale: "en-US", timeZone: "Europe/Paris", eventZone: "Europe/Berlin" }),
      ),
    ).toBe("Sat, Dec 5, 2026, 3:00 – 6:00 PM");
    // A zone this browser does not know is left out: the viewer's own clock.
    expect(plain(formatEventTime(...range, { ...options, eventZone: "Mars/Olympus" }))).toBe(
      "Sat, Dec 5, 2026, 9:00 AM – 12:00 PM",
    );
  });

  it("says when an event has no date yet", () => {
    expect(formatEventTime(null, null)).toBe(UNDATED_EVENT_TEXT);
  });
});

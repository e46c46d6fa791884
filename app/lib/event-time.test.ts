import { describe, expect, it } from "vitest";
import { formatEventTime, UNDATED_EVENT_TEXT } from "./event-time";

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

  it("says when an event has no date yet", () => {
    expect(formatEventTime(null, null)).toBe(UNDATED_EVENT_TEXT);
  });
});

import { describe, expect, it } from "vitest";
import { updateNotificationPreferencesSchema } from "./schemas/notification-preferences";
import { canonicalTimeZone, instantOfWallTime, timeZoneChoices, wallTimeIn } from "./time-zones";

describe("canonicalTimeZone", () => {
  it("takes the IANA zones Intl knows, fixing the letter case, keeping aliases as written", () => {
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(canonicalTimeZone("utc")).toBe("UTC");
    // Engines list different aliases (Node 20: Asia/Calcutta); both names are valid everywhere.
    expect(canonicalTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(canonicalTimeZone("Asia/Calcutta")).toBe("Asia/Calcutta");
    expect(canonicalTimeZone("Europe/London")).toBe("Europe/London");
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    expect(canonicalTimeZone("Etc/GMT+5")).not.toBeNull();
  });

  it("refuses names Intl does not know, offsets and anything else", () => {
    for (const name of [
      "",
      "Mars/Olympus_Mons",
      "+02:00",
      "-0500",
      "Europe/London\n",
      " UTC",
      "x".repeat(65),
    ]) {
      expect(canonicalTimeZone(name), JSON.stringify(name)).toBeNull();
    }
  });
});

describe("timeZoneChoices", () => {
  it("lists the engine's zones with UTC, and puts a missing extra one first", () => {
    const zones = timeZoneChoices();
    expect(zones).toContain("UTC");
    expect(zones).toContain("Europe/London");
    expect(timeZoneChoices("Not/Listed")[0]).toBe("Not/Listed");
  });
});

describe("updateNotificationPreferencesSchema", () => {
  it("stores a zone under its canonical spelling", () => {
    expect(updateNotificationPreferencesSchema.parse({ timezone: "europe/paris" })).toEqual({
      timezone: "Europe/Paris",
    });
  });
});

describe("wall times in a zone", () => {
  it("reads the clock of a zone, daylight saving included", () => {
    expect(wallTimeIn(new Date("2026-12-01T14:00:00Z"), "America/New_York")).toBe("2026-12-01T09:00:00");
    expect(wallTimeIn(new Date("2026-07-01T14:00:00Z"), "America/New_York")).toBe("2026-07-01T10:00:00");
    expect(wallTimeIn(new Date("2026-07-01T23:30:00Z"), "Asia/Kolkata")).toBe("2026-07-02T05:00:00");
  });

  it("finds the instant a wall clock shows, around the changes of the clocks", () => {
    expect(instantOfWallTime("2026-12-01T09:00", "America/New_York")?.toISOString()).toBe(
      "2026-12-01T14:00:00.000Z",
    );
    expect(instantOfWallTime("2026-07-01T09:00", "Europe/London")?.toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(instantOfWallTime("2026-03-08T12:00", "America/New_York")?.toISOString()).toBe(
      "2026-03-08T16:00:00.000Z",
    );
    // 02:30 does not exist on 8 March 2026 in New York: read with the offset before the change.
    expect(instantOfWallTime("2026-03-08T02:30", "America/New_York")?.toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    // 01:30 happens twice on 1 November 2026: the first.
    expect(instantOfWallTime("2026-11-01T01:30", "America/New_York")?.toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    expect(instantOfWallTime("not a time", "UTC")).toBeNull();
  });
});

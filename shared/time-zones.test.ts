import { describe, expect, it } from "vitest";
import { updateNotificationPreferencesSchema } from "./schemas/notification-preferences";
import { canonicalTimeZone, timeZoneChoices } from "./time-zones";

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

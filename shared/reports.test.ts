import { describe, expect, it } from "vitest";
import { centsFromDollars, formatCents, periodDates, periodDays, valueOfMinutes } from "./reports";

describe("the numbers of impact reports (issue 30)", () => {
  it("reads dollars as typed into cents, and refuses what is no amount", () => {
    expect(centsFromDollars("34.79")).toBe(3479);
    expect(centsFromDollars("$1,000")).toBe(100_000);
    expect(centsFromDollars(" 35 ")).toBe(3500);
    expect(centsFromDollars("12.5")).toBe(1250);
    for (const typed of ["", "abc", "1.234", "-5", "12345", "1e3"])
      expect(centsFromDollars(typed)).toBeNull();
  });

  it("values minutes to the cent and writes cents as dollars", () => {
    expect(valueOfMinutes(90, 3479)).toBe(5219);
    expect(formatCents(1234567)).toBe("$12,345.67");
  });

  it("finds the preset periods around a day", () => {
    const day = new Date("2026-03-15T12:00:00Z");
    expect(periodDates("month", day)).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(periodDates("year", day)).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(periodDates("last-12-months", day)).toEqual({ from: "2025-04-01", to: "2026-03-31" });
    expect(periodDays("2026-01-01", "2026-12-31")).toBe(365);
  });
});

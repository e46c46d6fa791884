import { describe, expect, it } from "vitest";
import { DEFAULT_VALUE_RATE } from "../../shared/recognition";
import type { ImpactReport } from "./impact-report";
import { reportCsv, reportPdf } from "./report-files";

/** A report of a large tree: 500 organisations listed, three years of months. */
function largeReport(): ImpactReport {
  const months = Array.from(
    { length: 36 },
    (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`,
  );
  return {
    entity: { type: "partnership", id: 1, name: "Alliance" },
    period: { from: "2024-01-01", to: "2026-12-31" },
    communities: 501,
    summary: {
      members: 5000,
      newMembers: 1200,
      eventsHeld: 300,
      eventsCancelled: 4,
      registrations: 9000,
      shiftPlaces: 4000,
      attended: 3500,
      noShows: 120,
      volunteersAttending: 900,
      verifiedMinutes: 6_000_000,
      volunteers: 4000,
      valueCents: 347_900_000,
    },
    members: months.map((month, i) => ({ month, joined: 10, total: 3800 + i * 10 })),
    events: months.map((month) => ({ month, held: 8, cancelled: 0 })),
    registrations: [
      { type: "attendee", label: "Attendees", registrations: 6000 },
      { type: "volunteer", label: "Volunteers", registrations: 3000 },
      { type: "employee", label: "Employees", registrations: 0 },
    ],
    hoursByMonth: months.map((month) => ({
      month,
      minutes: 166_000,
      volunteers: 700,
      valueCents: 9_600_000,
    })),
    hoursByOrganisation: Array.from({ length: 500 }, (_, i) => ({
      name: `Chapter ${i}`,
      kind: "partnership",
      minutes: 12_000,
      volunteers: 8,
      valueCents: 695_800,
    })),
    moreOrganisations: 0,
    rates: [{ ...DEFAULT_VALUE_RATE, minutes: 6_000_000, valueCents: 347_900_000 }],
    rateInForce: { ...DEFAULT_VALUE_RATE, isDefault: true },
  };
}

describe("report files (issue 30)", () => {
  it("stops drawing a PDF when its reader goes away, and nothing is thrown after", async () => {
    const thrown: unknown[] = [];
    const record = (error: unknown) => thrown.push(error);
    process.on("uncaughtException", record);
    try {
      const reader = reportPdf(largeReport(), "Common Ground", new Date()).getReader();
      expect((await reader.read()).done).toBe(false);
      await reader.cancel();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(thrown).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
    }
  });

  it("draws a whole large report to its end", async () => {
    const bytes = Buffer.from(
      await new Response(reportPdf(largeReport(), "Common Ground", new Date())).arrayBuffer(),
    );
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.subarray(-6).toString()).toContain("%%EOF");
  });

  it("writes each table's rows under its header", () => {
    const csv = reportCsv(largeReport(), "hours-by-organisation");
    expect(csv.split("\r\n").filter((line) => line.startsWith("Chapter "))).toHaveLength(500);
    expect(reportCsv(largeReport(), "members")).toContain("2026-12,10,4150\r\n");
  });
});

import { decimalHours, formatCents, type ReportTable } from "../../../shared/reports";
import { formatMinutes } from "../../../shared/volunteering";
import type { ImpactReport } from "../../queries/impact-report";

/** "2026-03" → "Mar 2026". */
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export interface TableView {
  table: ReportTable;
  columns: string[];
  /** The first cell of each row is its header (a month, a type, an organisation). */
  rows: string[][];
  chart?: { labels: string[]; values: number[]; unit: string; horizontal?: boolean };
}

/** The tables of a report as the page shows them; the CSV of each has the same rows, unformatted. */
export function reportViews(report: ImpactReport): TableView[] {
  const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
  return [
    {
      table: "hours-by-month",
      columns: ["Month", "Verified hours", "Volunteers", "Estimated value"],
      rows: report.hoursByMonth.map((row) => [
        monthLabel(row.month),
        formatMinutes(row.minutes),
        String(row.volunteers),
        formatCents(row.valueCents),
      ]),
      chart: {
        labels: report.hoursByMonth.map((row) => monthLabel(row.month)),
        values: report.hoursByMonth.map((row) => hours(row.minutes)),
        unit: "hours",
      },
    },
    {
      table: "hours-by-organisation",
      columns: ["Organisation", "Verified hours", "Volunteers", "Estimated value"],
      rows: report.hoursByOrganisation.map((row) => [
        row.name,
        formatMinutes(row.minutes),
        String(row.volunteers),
        formatCents(row.valueCents),
      ]),
      chart: {
        labels: report.hoursByOrganisation.slice(0, 20).map((row) => row.name),
        values: report.hoursByOrganisation.slice(0, 20).map((row) => hours(row.minutes)),
        unit: "hours",
        horizontal: true,
      },
    },
    {
      table: "rates",
      columns: ["Rate per hour", "Data year", "Source", "Verified hours", "Estimated value"],
      rows: report.rates.map((row) => [
        formatCents(row.centsPerHour),
        String(row.dataYear),
        row.source,
        `${decimalHours(row.minutes)} h`,
        formatCents(row.valueCents),
      ]),
    },
    {
      table: "members",
      columns: ["Month", "New members", "Members at the month's end"],
      rows: report.members.map((row) => [monthLabel(row.month), String(row.joined), String(row.total)]),
      chart: {
        labels: report.members.map((row) => monthLabel(row.month)),
        values: report.members.map((row) => row.total),
        unit: "members",
      },
    },
    {
      table: "events",
      columns: ["Month", "Events held", "Cancelled"],
      rows: report.events.map((row) => [monthLabel(row.month), String(row.held), String(row.cancelled)]),
      chart: {
        labels: report.events.map((row) => monthLabel(row.month)),
        values: report.events.map((row) => row.held),
        unit: "events",
      },
    },
    {
      table: "registrations",
      columns: ["Type", "Registrations"],
      rows: report.registrations.map((row) => [row.label, String(row.registrations)]),
      chart: {
        labels: report.registrations.map((row) => row.label),
        values: report.registrations.map((row) => row.registrations),
        unit: "registrations",
      },
    },
  ];
}

import { DEFAULT_VALUE_RATE } from "./recognition";

/**
 * Impact reports and the value of volunteer time (issue 30): the numbers and the pure helpers the
 * server and the page share. The reasoning is in docs/decisions.md, "Reports and the value of
 * volunteer time".
 */

/** The longest period one report covers, in days: three years (a funder's grant cycle fits). */
export const REPORT_MAX_DAYS = 3 * 366;
/** The most organisations the "hours by organisation" table lists (a district of 50 schools fits ten times). */
export const REPORT_MAX_ORGANISATIONS = 500;
/** The most distinct rates the "rates used" table lists. */
export const REPORT_MAX_RATES = 100;
/** The longest source of a rate (the column's length). */
export const VALUE_SOURCE_MAX_LENGTH = 200;
/** A rate's bounds in cents: a cent to $1,000 an hour (the table's check). */
export const VALUE_RATE_MAX_CENTS = 100_000;

/** The tables of a report, each a chart's data and a CSV download. */
export const REPORT_TABLES = [
  "summary",
  "members",
  "events",
  "registrations",
  "hours-by-month",
  "hours-by-organisation",
  "rates",
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
export const REPORT_TABLE_TITLES: Record<ReportTable, string> = {
  summary: "Summary",
  members: "Members by month",
  events: "Events held by month",
  registrations: "Registrations by type",
  "hours-by-month": "Verified hours by month",
  "hours-by-organisation": "Verified hours by organisation",
  rates: "Rates of volunteer time used",
};

/** The periods the page offers; `custom` takes its own dates. */
export const REPORT_PERIODS = ["month", "year", "last-12-months", "custom"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  month: "This month",
  year: "This year",
  "last-12-months": "Last 12 months",
  custom: "Custom",
};

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first and last day (UTC) of a preset period that contains `today`. */
export function periodDates(
  period: Exclude<ReportPeriod, "custom">,
  today: Date,
): { from: string; to: string } {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  if (period === "month")
    return { from: iso(new Date(Date.UTC(y, m, 1))), to: iso(new Date(Date.UTC(y, m + 1, 0))) };
  if (period === "year") return { from: `${y}-01-01`, to: `${y}-12-31` };
  // The twelve whole months up to and including this one.
  return { from: iso(new Date(Date.UTC(y, m - 11, 1))), to: iso(new Date(Date.UTC(y, m + 1, 0))) };
}

/** Days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Cents as dollars: 3479 → "$34.79"; 1234567 → "$12,345.67". */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

/** Whole cents of `minutes` at `centsPerHour`, rounded to the cent. */
export function valueOfMinutes(minutes: number, centsPerHour: number): number {
  return Math.round((minutes * centsPerHour) / 60);
}

/** Minutes as decimal hours for tables and files: 90 → "1.5". */
export function decimalHours(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}

/** Dollars typed in a form ("34.79", "$1,000", "35") as cents, or null when it is no amount. */
export function centsFromDollars(typed: string): number | null {
  const cleaned = typed.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** The rate an organisation without one of its own uses. */
export const DEFAULT_RATE_LABEL = `${formatCents(DEFAULT_VALUE_RATE.centsPerHour)} an hour (${DEFAULT_VALUE_RATE.dataYear} data)`;

import { z } from "zod";
import {
  centsFromDollars,
  periodDays,
  REPORT_MAX_DAYS,
  REPORT_TABLES,
  VALUE_RATE_MAX_CENTS,
  VALUE_SOURCE_MAX_LENGTH,
} from "../reports";
import { singleLineText } from "./text";

/**
 * POST /api/{groups,partnerships}/:id/value-rates (issue 30): the hourly value of volunteer time
 * an organisation uses from now on: dollars and cents as typed, the year of its data, its source.
 */
export const valueRateSchema = z.object({
  amount: z
    .string("Enter the value of an hour in dollars, such as 34.79.")
    .max(20, "Enter the value of an hour in dollars, such as 34.79.")
    .transform((typed, ctx) => {
      const cents = centsFromDollars(typed);
      if (cents === null || cents < 1 || cents > VALUE_RATE_MAX_CENTS) {
        ctx.addIssue({ code: "custom", message: "Enter an amount from $0.01 to $1,000.00, such as 34.79." });
        return z.NEVER;
      }
      return cents;
    }),
  dataYear: z
    .number("Enter the year of the figure's data.")
    .int("Enter the year of the figure's data.")
    .min(1990, "Enter a year from 1990.")
    .max(2100, "Enter a year up to 2100."),
  source: singleLineText()
    .trim()
    .min(1, "Say where the figure comes from.")
    .max(VALUE_SOURCE_MAX_LENGTH, `At most ${VALUE_SOURCE_MAX_LENGTH} characters.`),
});
export type ValueRateInput = z.input<typeof valueRateSchema>;

/** GET …/report: the period of the report, both days counted (UTC), at most REPORT_MAX_DAYS. */
export const reportQuerySchema = z
  .object({
    from: z.iso.date("Enter the first day of the period."),
    to: z.iso.date("Enter the last day of the period."),
  })
  .refine((period) => period.from <= period.to, {
    message: "The period ends before it starts.",
    path: ["to"],
  })
  .refine((period) => period.from > period.to || periodDays(period.from, period.to) <= REPORT_MAX_DAYS, {
    message: "A report covers at most three years.",
    path: ["from"],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** GET …/report/csv: one table of the report. */
export const reportCsvQuerySchema = z
  .object({
    from: z.iso.date("Enter the first day of the period."),
    to: z.iso.date("Enter the last day of the period."),
    table: z.enum(REPORT_TABLES, "Not a table of the report."),
  })
  .refine((period) => period.from <= period.to, {
    message: "The period ends before it starts.",
    path: ["to"],
  })
  .refine((period) => period.from > period.to || periodDays(period.from, period.to) <= REPORT_MAX_DAYS, {
    message: "A report covers at most three years.",
    path: ["from"],
  });

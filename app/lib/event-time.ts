import { wallTimeIn } from "../../shared/time-zones";

/** How the events pages write when an event happens, in the viewer's own locale and time zone. */

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** The text for an undated event (decisions: listed last among the upcoming ones). */
export const UNDATED_EVENT_TEXT = "Date to be announced";

/**
 * "Sat, 5 Dec 2026, 10:00 – 13:00" (or across days, the whole end), in the viewer's locale;
 * `locale` and `timeZone` are for tests.
 */
export function formatEventTime(
  start: string | null,
  end: string | null,
  options: { locale?: string; timeZone?: string } = {},
): string {
  if (!start) return UNDATED_EVENT_TEXT;
  const format = new Intl.DateTimeFormat(options.locale, { ...DATE_TIME, timeZone: options.timeZone });
  const startDate = new Date(start);
  if (!end) return format.format(startDate);
  const endDate = new Date(end);
  if (endDate <= startDate) return format.format(startDate);
  return format.formatRange(startDate, endDate);
}

/** `YYYY-MM-DDTHH:mm` on the clock of `zone`, as a datetime-local field holds it ("" for none). */
export const wallInput = (iso: string | null, zone: string) =>
  iso ? wallTimeIn(new Date(iso), zone).slice(0, 16) : "";

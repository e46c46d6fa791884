import { canonicalTimeZone, wallTimeIn } from "../../shared/time-zones";

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

/** The viewer's own time zone, as the browser knows it. */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether two zones show the same clock at these instants (Europe/Paris and Europe/Berlin do). */
function sameClock(a: string, b: string, instants: Date[]): boolean {
  return a === b || instants.every((instant) => wallTimeIn(instant, a) === wallTimeIn(instant, b));
}

/**
 * "Sat, 5 Dec 2026, 10:00 – 13:00" (or across days, the whole end), in the viewer's locale. With
 * the event's zone (`eventZone`) when the viewer's clock differs from it, the time on the event's
 * own clock with its short name, "Sat, Dec 5, 2026, 9:00 AM – 12:00 PM EST": what counts for an
 * event in person is its local time (decisions.md, "First impressions"). `locale` and `timeZone`
 * (the viewer's zone) are for tests.
 */
export function formatEventTime(
  start: string | null,
  end: string | null,
  options: { eventZone?: string | null; locale?: string; timeZone?: string } = {},
): string {
  if (!start) return UNDATED_EVENT_TEXT;
  const viewer = options.timeZone ?? viewerZone();
  const startDate = new Date(start);
  const instants = end ? [startDate, new Date(end)] : [startDate];
  const eventZone = options.eventZone && canonicalTimeZone(options.eventZone) ? options.eventZone : null;
  const format = new Intl.DateTimeFormat(
    options.locale,
    eventZone && !sameClock(eventZone, viewer, instants)
      ? { ...DATE_TIME, timeZone: eventZone, timeZoneName: "short" }
      : { ...DATE_TIME, timeZone: viewer },
  );
  if (!end) return format.format(startDate);
  const endDate = new Date(end);
  if (endDate <= startDate) return format.format(startDate);
  return format.formatRange(startDate, endDate);
}

/** `YYYY-MM-DDTHH:mm` on the clock of `zone`, as a datetime-local field holds it ("" for none). */
export const wallInput = (iso: string | null, zone: string) =>
  iso ? wallTimeIn(new Date(iso), zone).slice(0, 16) : "";

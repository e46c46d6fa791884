import type { RecurrenceFrequency } from "./enums";
import { instantOfWallTime, wallTimeIn } from "./time-zones";

/**
 * The dates of a recurring event (decisions.md, "Recurring events"). Occurrences repeat on the
 * event zone's wall clock, so a weekly 10:00 stays at 10:00 when daylight saving starts or ends.
 */

/** The most occurrences one series has: a year of weekly events. */
export const MAX_OCCURRENCES = 52;

export interface OccurrenceTimes {
  start: Date;
  end: Date | null;
}

const DAY_MS = 86_400_000;

/** The days from 1970-01-01 to a `YYYY-MM-DD` date. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * `YYYY-MM-DD` of the k-th repeat of `date`: k weeks later, or k months later on the same day of
 * the month, the month's last day when it is shorter (31 January, 28 February, 31 March).
 */
export function repeatDate(date: string, frequency: RecurrenceFrequency, k: number): string {
  if (frequency === "weekly") return dateOfDay(dayNumber(date) + 7 * k);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const monthIndex = month - 1 + k;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * The instant whose wall clock in `zone` reads as `instant`'s does, moved `days` days on; the
 * time of day is kept across daylight-saving changes.
 */
export function moveByDays(instant: Date, days: number, zone: string): Date {
  const wall = wallTimeIn(instant, zone);
  const moved = `${dateOfDay(dayNumber(wall.slice(0, 10)) + days)}${wall.slice(10)}`;
  return instantOfWallTime(moved, zone) ?? new Date(instant.getTime() + days * DAY_MS);
}

/** Whole days from `from`'s wall date in `fromZone` to `to`'s wall date in `toZone` (the same by default). */
export function wallDaysBetween(from: Date, to: Date, fromZone: string, toZone = fromZone): number {
  return dayNumber(wallTimeIn(to, toZone).slice(0, 10)) - dayNumber(wallTimeIn(from, fromZone).slice(0, 10));
}

/** The start and end of each of `count` occurrences, the first being the event as given. */
export function occurrenceTimes(
  first: OccurrenceTimes,
  zone: string,
  frequency: RecurrenceFrequency,
  count: number,
): OccurrenceTimes[] {
  const firstDate = wallTimeIn(first.start, zone).slice(0, 10);
  return Array.from({ length: count }, (_, k) => {
    const days = dayNumber(repeatDate(firstDate, frequency, k)) - dayNumber(firstDate);
    return {
      start: moveByDays(first.start, days, zone),
      end: first.end ? moveByDays(first.end, days, zone) : null,
    };
  });
}

/**
 * The times of a later occurrence when the host changed one occurrence's times and applied the
 * change to the following ones: moved by as many days as the changed one moved, at its new time
 * of day, lasting as long.
 */
export function followingTimes(
  changed: { before: Date; after: OccurrenceTimes },
  occurrence: Date,
  zones: { before: string; after: string },
): OccurrenceTimes {
  const days = wallDaysBetween(changed.before, changed.after.start, zones.before, zones.after);
  const movedDay = moveByDays(occurrence, days, zones.before);
  const wall = `${wallTimeIn(movedDay, zones.before).slice(0, 10)}${wallTimeIn(changed.after.start, zones.after).slice(10)}`;
  const start = instantOfWallTime(wall, zones.after) ?? movedDay;
  const end = changed.after.end
    ? new Date(start.getTime() + (changed.after.end.getTime() - changed.after.start.getTime()))
    : null;
  return { start, end };
}

/** "Weekly" / "Monthly": a series in the events list, "Weekly · next on …". */
export const RECURRENCE_SHORT_LABELS: Record<RecurrenceFrequency, string> = {
  weekly: "Weekly",
  monthly: "Monthly",
};

/** "Repeats every week" / "Repeats every month". */
export const RECURRENCE_LABELS: Record<RecurrenceFrequency, string> = {
  weekly: "Repeats every week",
  monthly: "Repeats every month",
};

import { instantOfWallTime, wallTimeIn } from "../../shared/time-zones";

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The demo town's clock: its events happen in New York unless they say otherwise. */
export const DEMO_TIME_ZONE = "America/New_York";

/** The date `days` after a wall-clock date (YYYY-MM-DD), and its weekday (0 is Sunday). */
function addDays(date: string, days: number) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() };
}

/** The instant of a local time on a date in a zone (hours, 9.5 for 9:30; 31 is 7:00 the next day). */
function clockOn(date: string, zone: string) {
  return (hours: number): Date => {
    const minutes = Math.round(hours * 60);
    const day = addDays(date, Math.floor(minutes / 1440)).date;
    const ofDay = ((minutes % 1440) + 1440) % 1440;
    const wall = `${day}T${String(Math.floor(ofDay / 60)).padStart(2, "0")}:${String(ofDay % 60).padStart(2, "0")}`;
    const instant = instantOfWallTime(wall, zone);
    if (!instant) throw new Error(`not a time: ${wall}`);
    return instant;
  };
}

/**
 * The day of a demo event: the first `weekday` on or after the day `inDays` from `now`, on the wall
 * clock of `zone` (a "Saturday Food Sort" falls on a Saturday wherever the demo is run from), and
 * a function giving the instant of a local time on it (hours, 9.5 for 9:30).
 */
export function demoDay(now: Date, inDays: number, weekday: Weekday, zone: string) {
  const from = addDays(wallTimeIn(now, zone).slice(0, 10), inDays);
  const wanted = WEEKDAYS.indexOf(weekday);
  return clockOn(addDays(from.date, (wanted - from.weekday + 7) % 7).date, zone);
}

/**
 * The half-day a round-the-clock demo event is in when the demo is seeded (issue 29: a kiosk that
 * works at once): it began at the latest 7:00 or 19:00 on the zone's clock and lasts 12 hours, so
 * a demo seeded at any hour has its shifts under way. `at` as demoDay's; `hour` is 7 or 19.
 */
export function demoUnderWay(now: Date, zone: string) {
  const wall = wallTimeIn(now, zone);
  const today = wall.slice(0, 10);
  const hour = Number(wall.slice(11, 13));
  if (hour >= 19) return { at: clockOn(today, zone), hour: 19 };
  if (hour >= 7) return { at: clockOn(today, zone), hour: 7 };
  return { at: clockOn(addDays(today, -1).date, zone), hour: 19 };
}

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

/**
 * The day of a demo event: the first `weekday` on or after the day `inDays` from `now`, on the wall
 * clock of `zone` (a "Saturday Food Sort" falls on a Saturday wherever the demo is run from), and
 * a function giving the instant of a local time on it (hours, 9.5 for 9:30).
 */
export function demoDay(now: Date, inDays: number, weekday: Weekday, zone: string) {
  const today = wallTimeIn(now, zone).slice(0, 10);
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + inDays);
  const wanted = WEEKDAYS.indexOf(weekday);
  day.setUTCDate(day.getUTCDate() + ((wanted - day.getUTCDay() + 7) % 7));
  const date = day.toISOString().slice(0, 10);
  return (hours: number): Date => {
    const minutes = Math.round(hours * 60);
    const wall = `${date}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const instant = instantOfWallTime(wall, zone);
    if (!instant) throw new Error(`not a time: ${wall}`);
    return instant;
  };
}

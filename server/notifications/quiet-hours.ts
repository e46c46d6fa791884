import { minuteOfDayAt, nextWallTime, zoneOrUtc } from "./zoned-time";

/** What quiet hours depend on, as stored: wall times ("HH:MM", or "HH:MM:SS" as PostgreSQL gives a `time`). */
export interface QuietHours {
  quietHoursStart: string;
  quietHoursEnd: string;
  timezone: string;
}

/** Minutes since midnight of "HH:MM" or "HH:MM:SS"; null for anything else. */
export function minutesOfClockTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Is a minute of the day inside the window [start, end)? A window may span midnight (22:00–08:00). */
function isQuiet(minute: number, start: number, end: number): boolean {
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * When an e-mail or push made at `now` may go (decisions.md "Notifications": deferred, not
 * dropped): `now` when the member's wall clock, in their time zone, is outside their quiet hours,
 * otherwise the first instant it is outside again: the end of the window.
 *
 * - The window is [start, end): at 08:00 sharp a 22:00–08:00 window is over. It spans midnight
 *   when start > end. Start equal to end means no quiet hours (as an empty window would).
 * - The end is wall time, so daylight-saving changes follow the member's clock: a window ending at
 *   02:30 on the night the clocks skip from 02:00 to 03:00 ends when they jump (03:00); on the night
 *   they go back, the repeated hour is quiet both times it passes if it is in the window, and the
 *   end is its first occurrence after `now`.
 * - A window whose end is skipped that night and whose start the jump also passes (02:40–02:30)
 *   stays quiet until the next end the clock shows, the night after.
 * - A time zone `Intl` does not know counts as UTC, and unreadable times as no quiet hours (the
 *   API stores neither): a send is deferred by a member's setting, never stopped by it.
 */
export function deliveryTime(now: Date, prefs: QuietHours): Date {
  const start = minutesOfClockTime(prefs.quietHoursStart);
  const end = minutesOfClockTime(prefs.quietHoursEnd);
  if (start === null || end === null || start === end) return new Date(now.getTime());
  const zone = zoneOrUtc(prefs.timezone);
  let at = now.getTime();
  // One step on almost every night; the loop only matters for the skipped-end case above. Inside
  // the window the wall clock is not at the end, so looking from the next millisecond skips
  // nothing, and it moves past a jump that left the clock inside again.
  for (let step = 0; step < 3; step++) {
    if (!isQuiet(minuteOfDayAt(at, zone), start, end)) break;
    at = nextWallTime(at + 1, end, zone);
  }
  return new Date(at);
}

/** Is `now` inside the member's quiet hours? */
export function inQuietHours(now: Date, prefs: QuietHours): boolean {
  return deliveryTime(now, prefs).getTime() !== now.getTime();
}

/**
 * When the daily digest due at or after `now` goes: the next `digestHour`:00 on the member's wall
 * clock, deferred to the end of quiet hours when that hour falls inside them.
 */
export function nextDigestTime(now: Date, prefs: QuietHours & { digestHour: number }): Date {
  const zone = zoneOrUtc(prefs.timezone);
  const due = nextWallTime(now.getTime(), prefs.digestHour * 60, zone);
  return deliveryTime(new Date(due), prefs);
}

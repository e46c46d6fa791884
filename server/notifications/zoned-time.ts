import { canonicalTimeZone } from "../../shared/time-zones";

/**
 * Wall-clock arithmetic in an IANA time zone with nothing but `Intl.DateTimeFormat` (no date
 * library is installed). A "local" value is the wall time written as if it were UTC milliseconds:
 * 2026-03-08 02:30 in New York is `Date.UTC(2026, 2, 8, 2, 30)`, whatever instant that names.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // h23: some engines write midnight as "24" under hour12: false.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

const zones = new Map<string, string>();

/** The zone as `Intl` names it; an unknown one (never stored: the API refuses it) counts as UTC. */
export function zoneOrUtc(zone: string): string {
  let known = zones.get(zone);
  if (known === undefined) {
    known = canonicalTimeZone(zone) ?? "UTC";
    // Members' zones are a few hundred names at most; anything else is not worth keeping.
    if (zones.size < 1000) zones.set(zone, known);
  }
  return known;
}

/** The wall time of an instant in the zone, as local milliseconds (whole seconds). */
export function localMsOf(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset from UTC at an instant, in milliseconds (New York in winter: -5 h). */
function offsetAt(instant: number, zone: string): number {
  return localMsOf(instant, zone) - Math.floor(instant / SECOND) * SECOND;
}

/**
 * The instants whose wall time in the zone is `local`, earliest first: one on most days, two in
 * the hour repeated when clocks go back, none in the hour skipped when they go forward.
 */
function instantsAt(local: number, zone: string): number[] {
  // The offsets in force a day either side cover any single change of offset near `local`.
  const offsets = new Set([offsetAt(local - DAY, zone), offsetAt(local, zone), offsetAt(local + DAY, zone)]);
  const found = [...offsets].map((offset) => local - offset).filter((t) => localMsOf(t, zone) === local);
  return [...new Set(found)].sort((a, b) => a - b);
}

/**
 * The first instant whose wall time is later than `local`, for a wall time the clocks skip: the
 * moment they jump (02:30 on a night New York goes from 02:00 to 03:00 gives 03:00 EDT).
 */
function firstInstantAfterSkipped(local: number, zone: string): number {
  const guesses = [offsetAt(local - DAY, zone), offsetAt(local + DAY, zone)].map((offset) => local - offset);
  let before = Math.min(...guesses);
  let after = Math.max(...guesses);
  if (localMsOf(before, zone) >= local || localMsOf(after, zone) <= local) return after;
  // Offsets change on whole seconds: halve the gap down to one second.
  before = Math.floor(before / SECOND);
  after = Math.ceil(after / SECOND);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (localMsOf(middle * SECOND, zone) > local) after = middle;
    else before = middle;
  }
  return after * SECOND;
}

/**
 * The first instant at or after `from` whose wall time in the zone is `minuteOfDay` (0–1439). On a
 * night that skips that time, the moment the clocks jump past it; on a night that repeats it, its
 * first occurrence not before `from`.
 */
export function nextWallTime(from: number, minuteOfDay: number, zone: string): number {
  const today = Math.floor(localMsOf(from, zone) / DAY) * DAY;
  for (let days = 0; days <= 2; days++) {
    const local = today + days * DAY + minuteOfDay * MINUTE;
    const instants = instantsAt(local, zone);
    const candidates = instants.length ? instants : [firstInstantAfterSkipped(local, zone)];
    const next = candidates.find((instant) => instant >= from);
    if (next !== undefined) return next;
  }
  throw new Error(`no wall time ${minuteOfDay} near ${new Date(from).toISOString()} in ${zone}`);
}

/** The minute of the day (0–1439) that the wall clock shows at an instant in the zone. */
export function minuteOfDayAt(instant: number, zone: string): number {
  const local = localMsOf(instant, zone);
  return Math.floor((((local % DAY) + DAY) % DAY) / MINUTE);
}

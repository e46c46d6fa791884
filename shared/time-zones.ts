/** IANA names: letters first, then letters, digits, `_`, `+`, `-` in `/`-separated parts (Etc/GMT+5). */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
/** The longest IANA name is about 30 characters; anything far longer is not one. */
export const TIME_ZONE_MAX_LENGTH = 64;

let listed: Map<string, string> | null = null;

/** The engine's listed zones by their lower-case name (Node 20 lists 418, without UTC). */
function listedZones(): Map<string, string> {
  if (!listed) {
    const names = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    listed = new Map([...names, "UTC"].map((name) => [name.toLowerCase(), name]));
  }
  return listed;
}

/**
 * An IANA time zone as we store it, or null when `Intl.DateTimeFormat` does not know it. The
 * spelling is fixed when the engine knows a better one (`america/new_york` → `America/New_York`);
 * an alias the engine takes but does not list is kept as written (`Asia/Kolkata` on an engine that
 * lists `Asia/Calcutta`), since browsers and servers list different aliases. Offsets such as
 * `+02:00` are refused: quiet hours follow the place's daylight-saving rules, which an offset lacks.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(name)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const known = listedZones().get(name.toLowerCase());
  if (known) return known;
  if (resolved.toLowerCase() === name.toLowerCase()) return resolved;
  return name;
}

/** Every time zone the engine knows, for a select, with any of `extra` it lacks put first. */
export function timeZoneChoices(...extra: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  const list = known.includes("UTC") ? [...known] : ["UTC", ...known];
  for (const zone of extra) if (zone && !list.includes(zone)) list.unshift(zone);
  return list;
}

/** The clock on the wall in `zone` at `instant`, as `YYYY-MM-DDTHH:mm:ss` (no offset). */
export function wallTimeIn(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Milliseconds `zone` is ahead of UTC at `instant`. */
function offsetAt(instant: Date, zone: string): number {
  return Date.parse(`${wallTimeIn(instant, zone)}Z`) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `zone` reads `wall` (`YYYY-MM-DDTHH:mm` or with seconds),
 * or null when `wall` is not a time. In the hour skipped when clocks go forward the time is read
 * with the offset before the change (02:30 becomes 03:30); in the hour repeated when they go back,
 * the first of the two is taken.
 */
export function instantOfWallTime(wall: string, zone: string): Date | null {
  const asUtc = Date.parse(`${wall.length === 16 ? `${wall}:00` : wall}Z`);
  if (Number.isNaN(asUtc)) return null;
  const before = offsetAt(new Date(asUtc - 86_400_000), zone);
  const after = offsetAt(new Date(asUtc + 86_400_000), zone);
  // Of the zone's offsets around that day, the one that reads back as `wall`; the earlier instant first.
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .sort((a, b) => a - b)
    .filter((time) => Date.parse(`${wallTimeIn(new Date(time), zone)}Z`) === asUtc);
  return new Date(candidates[0] ?? asUtc - before);
}

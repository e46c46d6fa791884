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

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const full = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `date` was, from `now`. */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60) || Math.sign(seconds), "minute");
}

/** The full date and time, for a tooltip beside a relative time. */
export function formatFullDate(date: Date): string {
  return full.format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const format = new Intl.RelativeTimeFormat("en", { numeric: "always" });

/**
 * A start time relative to now, in the largest whole unit: "In 3 days" for the future, "2 hours
 * ago" for the past (spec §2, My Events); under a minute counts as a minute.
 */
export function relativeStart(date: Date, now: Date = new Date()): string {
  const difference = date.getTime() - now.getTime();
  const size = Math.abs(difference);
  const [unit, length] = UNITS.find(([, ms]) => size >= ms) ?? ["minute", 60_000];
  const amount = Math.max(1, Math.round(size / length)) * Math.sign(difference || 1);
  const text = format.format(amount, unit);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

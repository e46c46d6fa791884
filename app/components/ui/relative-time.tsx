import { formatFullDate, formatRelativeTime } from "../../lib/relative-time";

/** "5 minutes ago", with the full date in its title and machine-readable in `dateTime`. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const when = new Date(date);
  return (
    <time dateTime={when.toISOString()} title={formatFullDate(when)} className={className}>
      {formatRelativeTime(when)}
    </time>
  );
}

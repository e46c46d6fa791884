import { useOnline } from "../../hooks/use-online";
import type { QueuedAttendance, SentAttendance } from "../../lib/offline-queue";
import { describeAction } from "../../queries/offline-attendance";
import { Button } from "../ui/button";

/** "9:02 AM" on the event's clock. */
export const clockTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

/**
 * What the person did offline on this event (issue 31): each change waiting to be sent with the
 * time it happened, each one the server refused with its reason (until dismissed), and those sent
 * since the page was opened; a polite live region announces each one sent.
 */
export function WaitingActions({
  items,
  sent,
  zone,
  dismiss,
}: {
  items: QueuedAttendance[];
  sent: SentAttendance[];
  zone: string;
  dismiss: (id: string) => void;
}) {
  const online = useOnline();
  const waiting = items.filter((item) => item.state === "waiting");
  const refused = items.filter((item) => item.state === "refused");
  const what = (item: QueuedAttendance) => `${describeAction(item)} at ${clockTime(item.recordedAt, zone)}`;
  const latest = sent[0];
  return (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        {latest ? `Sent: ${what(latest.item)}.` : ""}
      </p>
      {waiting.length > 0 && (
        <section
          aria-labelledby="waiting-to-send"
          className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <h2 id="waiting-to-send" className="font-medium">
            Waiting to be sent
          </h2>
          <p className="text-sm">
            {online
              ? "Sending now. Keep this page open until the list is empty."
              : "You're offline. These are saved on this device and will be sent when you're back online."}
          </p>
          <ul className="grid gap-1 text-sm" aria-label="Waiting to be sent">
            {waiting.map((item) => (
              <li key={item.id}>
                {what(item)} — {online ? "waiting to be sent" : "waiting for a connection"}
              </li>
            ))}
          </ul>
        </section>
      )}
      {refused.length > 0 && (
        <section aria-labelledby="not-sent" className="grid gap-1 rounded-md border border-destructive p-3">
          <h2 id="not-sent" className="font-medium text-destructive">
            Not sent
          </h2>
          <ul className="grid gap-2 text-sm" aria-label="Not sent">
            {refused.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {what(item)} was not sent: {item.reason}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Dismiss: ${what(item)}`}
                  onClick={() => dismiss(item.id)}
                >
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sent.length > 0 && (
        <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="Sent">
          {sent.map((one) => (
            <li key={one.item.id}>{what(one.item)} — sent</li>
          ))}
        </ul>
      )}
    </div>
  );
}

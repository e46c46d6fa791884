import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { formatMinutes } from "../../../shared/volunteering";
import { EntityNotFound } from "../../components/entities/entity-page-parts";
import { EntityPageState, entityIdFrom } from "../../components/entities/entity-page-state";
import { clockTime, WaitingActions } from "../../components/offline/waiting-actions";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { errorText } from "../../lib/error-text";
import { formatEventTime } from "../../lib/event-time";
import { PageMeta } from "../../lib/page-meta";
import { type OwnShift, useOwnShiftsQuery, useSelfCheckIn } from "../../queries/attendance";
import { type EventDetail, useEventQuery } from "../../queries/events";
import { useEventQueue } from "../../queries/offline-attendance";
import { type ShownState, withQueued } from "./queued-state";

/**
 * /events/{eventId}/check-in?code=…: where the event's QR code leads (issue 29). A volunteer on a
 * shift checks themselves in, and later out; the server decides which shift and whether its window
 * is open, and says why not. Without a connection the check-in or check-out is kept on the phone
 * with its time and sent when the connection is back (issue 31); the page shows what waits.
 */
export function EventCheckInScene() {
  const id = entityIdFrom(useParams().id);
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      {id === null ? <EntityNotFound type="event" /> : <CheckInPage id={id} />}
    </div>
  );
}

function CheckInPage({ id }: { id: number }) {
  const query = useEventQuery(id);
  return (
    <EntityPageState type="event" id={id} query={query}>
      {(event) => <CheckInContent event={event} />}
    </EntityPageState>
  );
}

const STATE_WORDS: Record<OwnShift["state"], string> = {
  expected: "Not checked in yet",
  checkedIn: "Checked in",
  checkedOut: "Checked out",
  noShow: "Marked as a no-show",
};

function CheckInContent({ event }: { event: EventDetail }) {
  const code = useSearchParams()[0].get("code") ?? "";
  const shifts = useOwnShiftsQuery(event.id);
  const checkIn = useSelfCheckIn(event.id);
  const queue = useEventQueue(event.id);
  const [error, setError] = useState<string | null>(null);
  // What the last press did; one that is waiting on the phone is said until it has been sent.
  const [done, setDone] = useState<{ text: string; waitingId?: string } | null>(null);
  const zone = event.timeZone ?? "UTC";
  const act = async (action: "check-in" | "check-out") => {
    setError(null);
    setDone(null);
    try {
      const outcome = await checkIn.mutateAsync({ code, action });
      const time = clockTime(new Date().toISOString(), zone);
      if (outcome.queued) {
        setDone({
          text: `No connection: your ${action === "check-in" ? "check-in" : "check-out"} at ${time} is saved on this phone and will be sent when you're back online.`,
          waitingId: outcome.id,
        });
      } else {
        setDone({
          text:
            action === "check-in"
              ? "You're checked in. Thank you for volunteering!"
              : "You're checked out. Thank you!",
        });
      }
    } catch (caught) {
      setError(errorText(caught, "Could not check you in. Please try again."));
    }
  };
  const list = shifts.data ?? [];
  const ownItems = queue.items.filter((item) => item.kind === "self");
  const shown = withQueued(
    list,
    ownItems.filter((item) => item.state === "waiting"),
  );
  const checkedIn = list.some((shift) => shown.get(shift.id)?.state === "checkedIn");
  return (
    <div className="grid gap-5">
      <PageMeta title={`Check in · ${event.name}`} robots="noindex, nofollow" />
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">Volunteer check-in</p>
        <h1 className="break-words text-2xl font-semibold">{event.name}</h1>
      </div>
      {!code && (
        <p role="alert" className="text-destructive">
          This link has no check-in code. Scan the QR code shown at the event.
        </p>
      )}
      {shifts.isPending && <p className="text-muted-foreground">Loading your shifts...</p>}
      {shifts.isError && <p className="text-destructive">Failed to load volunteer shifts</p>}
      {shifts.isSuccess && list.length === 0 && (
        <p>
          You have no shift at this event.{" "}
          <Link className="underline" to={`/events/${event.id}`}>
            See the event
          </Link>
        </p>
      )}
      {list.length > 0 && (
        <ul className="grid gap-2" aria-label="Your shifts">
          {list.map((shift) => (
            <li key={shift.id} className="rounded-md border p-3">
              <p className="font-medium">{shift.name}</p>
              <p className="text-sm text-muted-foreground">
                {formatEventTime(shift.startTime, shift.endTime, { eventZone: zone })}
              </p>
              {shift.state === "expected" && new Date(shift.checkInOpensAt) > new Date() && (
                <p className="text-sm text-muted-foreground">
                  Check-in opens at{" "}
                  {new Intl.DateTimeFormat("en-US", {
                    timeZone: zone,
                    hour: "numeric",
                    minute: "2-digit",
                  }).format(new Date(shift.checkInOpensAt))}
                </p>
              )}
              <ShiftStanding shift={shift} zone={zone} shown={shown.get(shift.id)} />
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {done && (!done.waitingId || ownItems.some((item) => item.id === done.waitingId)) && (
          <p className="font-medium text-primary">{done.text}</p>
        )}
      </div>
      <FormBanner message={error} />
      <WaitingActions
        items={ownItems}
        sent={queue.sent.filter((one) => one.item.kind === "self")}
        zone={zone}
        dismiss={queue.dismiss}
      />
      {code && list.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {checkedIn ? (
            <Button size="lg" onClick={() => act("check-out")} disabled={checkIn.isPending}>
              Check out
            </Button>
          ) : (
            <Button size="lg" onClick={() => act("check-in")} disabled={checkIn.isPending}>
              Check in
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Where the member stands on a shift: the state and its time, the hours once checked out, and
 * whether it was recorded offline and sent later, or is still waiting on this phone (issue 31).
 */
function ShiftStanding({ shift, zone, shown }: { shift: OwnShift; zone: string; shown?: ShownState }) {
  if (shown?.waitingSince) {
    const words = shown.state === "checkedOut" ? "Checked out" : "Checked in";
    return (
      <p className="text-sm">
        {words} at {clockTime(shown.waitingSince, zone)}{" "}
        <span className="rounded-sm bg-amber-100 px-1 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
          waiting to be sent
        </span>
      </p>
    );
  }
  const at =
    shift.state === "checkedIn" && shift.checkedInAt
      ? ` at ${clockTime(shift.checkedInAt, zone)}`
      : shift.state === "checkedOut" && shift.checkedInAt && shift.checkedOutAt
        ? ` ${clockTime(shift.checkedInAt, zone)}–${clockTime(shift.checkedOutAt, zone)}`
        : "";
  return (
    <>
      <p className="text-sm">
        {STATE_WORDS[shift.state]}
        {at}
        {shift.hours
          ? ` · ${formatMinutes(shift.hours.minutes)}, ${shift.hours.status === "verified" ? "verified" : "waiting for verification"}`
          : ""}
      </p>
      {shift.syncedAt && (
        <p className="text-xs text-muted-foreground">
          Recorded offline, sent at {clockTime(shift.syncedAt, zone)}
        </p>
      )}
    </>
  );
}

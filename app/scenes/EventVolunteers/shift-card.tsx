import { useState } from "react";
import { Avatar } from "../../components/avatar";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { formatEventTime } from "../../lib/event-time";
import type { QueuedAttendance } from "../../lib/offline-queue";
import {
  type HostAction,
  type Shift,
  type ShiftVolunteer,
  useShiftVolunteersQuery,
} from "../../queries/registrations";
import { RosterRow } from "./roster-row";
import { errorText, ShiftForm } from "./shift-form";

/**
 * One shift on the host's volunteers page: its times and places, edit and delete, and its two
 * lists, the roster (with each volunteer's attendance actions) and who waits.
 */
export function ShiftCard({
  eventId,
  zone,
  shift,
  run,
  queued,
}: {
  eventId: number;
  zone: string;
  shift: Shift;
  run: (action: HostAction, done: string) => Promise<void>;
  /** The roster's changes of this shift waiting on this device to be sent (issue 31). */
  queued: QueuedAttendance[];
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (action: HostAction, done: string) => {
    setError(null);
    try {
      await run(action, done);
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  const places =
    shift.volunteersNeeded > 0
      ? `${shift.assignedCount}/${shift.volunteersNeeded} volunteers assigned`
      : `${shift.assignedCount} ${shift.assignedCount === 1 ? "volunteer" : "volunteers"} assigned (no limit)`;
  return (
    <section aria-labelledby={`shift-${shift.id}`} className="grid gap-4 rounded-lg border p-4">
      {editing ? (
        <ShiftForm
          zone={zone}
          initial={shift}
          submitLabel="Save shift"
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await run({ kind: "update", shiftId: shift.id, body }, "Shift saved.");
            setEditing(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-0.5">
            <h2 id={`shift-${shift.id}`} className="text-lg font-semibold">
              {shift.name}
            </h2>
            <p className="text-sm text-muted-foreground">
              {formatEventTime(shift.startTime, shift.endTime, { eventZone: zone })}
            </p>
            <p className="text-sm">
              {places}
              {shift.waitingCount > 0 ? `, ${shift.waitingCount} waiting` : ""}
            </p>
            {shift.description && (
              <p className="whitespace-pre-wrap break-words text-sm">{shift.description}</p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
            {confirming ? (
              <Button
                size="sm"
                variant="destructive"
                onClick={() => attempt({ kind: "delete", shiftId: shift.id }, "Shift deleted.")}
              >
                Confirm delete
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </div>
        </div>
      )}
      <FormBanner message={error} />
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <VolunteerList
          eventId={eventId}
          zone={zone}
          shift={shift}
          list="assigned"
          attempt={attempt}
          queued={queued}
        />
        <VolunteerList
          eventId={eventId}
          zone={zone}
          shift={shift}
          list="waiting"
          attempt={attempt}
          queued={queued}
        />
      </div>
    </section>
  );
}

/** Someone waiting for a place on the shift. */
function WaitingRow({ row }: { row: ShiftVolunteer }) {
  const name = `${row.member.firstName} ${row.member.lastName}`.trim();
  return (
    <li className="flex items-center gap-2">
      <Avatar src={row.member.avatarUrl} name={name} type="user" decorative className="size-8 text-xs" />
      <span className="min-w-0 flex-1 break-words text-sm">{name}</span>
    </li>
  );
}

function VolunteerList({
  eventId,
  zone,
  shift,
  list,
  attempt,
  queued,
}: {
  eventId: number;
  zone: string;
  shift: Shift;
  list: "assigned" | "waiting";
  attempt: (action: HostAction, done: string) => Promise<void>;
  queued: QueuedAttendance[];
}) {
  const query = useShiftVolunteersQuery(eventId, shift.id, list);
  const volunteers = query.data?.pages.flatMap((page) => page.volunteers) ?? [];
  const title = list === "assigned" ? "Roster" : "Waiting";
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      {query.isPending && <p className="text-sm text-muted-foreground">Loading...</p>}
      {query.isError && <p className="text-sm text-destructive">Could not load this list.</p>}
      {query.isSuccess && volunteers.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {list === "assigned" ? "Nobody yet." : "Nobody waiting."}
        </p>
      )}
      <ul className="grid gap-2">
        {volunteers.map((row) =>
          list === "assigned" ? (
            <RosterRow
              key={row.member.userId}
              shift={shift}
              zone={zone}
              row={row}
              attempt={attempt}
              queued={queued.filter((item) => item.userId === row.member.userId)}
            />
          ) : (
            <WaitingRow key={row.member.userId} row={row} />
          ),
        )}
      </ul>
      {query.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      )}
    </div>
  );
}

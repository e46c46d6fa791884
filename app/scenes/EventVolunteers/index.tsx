import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { Avatar } from "../../components/avatar";
import { Breadcrumb, DetailSection, EntityNotFound } from "../../components/entities/entity-page-parts";
import { EntityPageState, entityIdFrom } from "../../components/entities/entity-page-state";
import { HoursQueue } from "../../components/hours/hours-queue";
import { WaitingActions } from "../../components/offline/waiting-actions";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { formatEventTime } from "../../lib/event-time";
import type { QueuedAttendance } from "../../lib/offline-queue";
import { PageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import { type EventDetail, eventKeys, useEventQuery } from "../../queries/events";
import { useAttendanceRecorder, useEventQueue } from "../../queries/offline-attendance";
import {
  type HostAction,
  type Shift,
  type ShiftVolunteer,
  useHostShiftAction,
  useShiftsQuery,
  useShiftVolunteersQuery,
} from "../../queries/registrations";
import { CheckInCodePanel } from "./check-in-code-panel";
import { KioskPanel } from "./kiosk-panel";
import { RosterRow } from "./roster-row";
import { errorText, ShiftForm } from "./shift-form";

/** /events/{eventId}/volunteers: the host's shifts, who holds each and who waits (spec §2). */
export function EventVolunteersScene() {
  const id = entityIdFrom(useParams().id);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      {id === null ? <EntityNotFound type="event" /> : <VolunteersPage id={id} />}
    </div>
  );
}

function VolunteersPage({ id }: { id: number }) {
  const query = useEventQuery(id);
  return (
    <EntityPageState type="event" id={id} query={query}>
      {(event) => <VolunteersContent event={event} />}
    </EntityPageState>
  );
}

function VolunteersContent({ event }: { event: EventDetail }) {
  const shifts = useShiftsQuery(event.id);
  const action = useHostShiftAction(event.id);
  const record = useAttendanceRecorder();
  const queue = useEventQueue(event.id);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const crumbs = [
    { label: "Events", to: "/events" },
    { label: event.name, to: `/events/${event.id}` },
    { label: "Volunteers" },
  ];
  if (!event.can.manageShifts) {
    return (
      <div className="grid gap-6">
        <PageMeta title={`Volunteers · ${event.name}`} robots="noindex, follow" />
        <Breadcrumb crumbs={crumbs} />
        <p role="alert">Only the event's hosts and admins manage its volunteer shifts.</p>
      </div>
    );
  }
  const run = async (next: HostAction, done: string) => {
    if (next.kind === "attendance") {
      // Check-in at the door works without a connection (issue 31): kept here and sent later.
      const { kind: _, ...rest } = next;
      const outcome = await record({ kind: "roster", eventId: event.id, ...rest });
      if (!outcome.queued) {
        await queryClient.invalidateQueries({ queryKey: eventKeys.detail(event.id) });
        toast.success(done);
      } else if (outcome.cancelled) {
        toast.success(`Undone for ${next.name}: the change waiting to be sent was taken back.`);
      } else {
        toast.success(`${done} Saved on this device: it will be sent when you're back online.`);
      }
      return;
    }
    await action.mutateAsync(next);
    toast.success(done);
  };
  const queued = queue.items.filter((item) => item.kind === "roster" && item.state === "waiting");
  // Those who run the event see its zone; only an outsider's preview leaves it out.
  const zone = event.timeZone ?? "UTC";
  return (
    <div className="grid gap-6">
      <PageMeta title={`Volunteers · ${event.name}`} robots="noindex, follow" />
      <Breadcrumb crumbs={crumbs} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Volunteer shifts</h1>
        {!adding && <Button onClick={() => setAdding(true)}>Add a shift</Button>}
      </div>
      <WaitingActions
        items={queue.items.filter((item) => item.kind === "roster")}
        sent={queue.sent.filter((one) => one.item.kind === "roster")}
        zone={zone}
        dismiss={queue.dismiss}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CheckInCodePanel eventId={event.id} eventName={event.name} />
        <KioskPanel eventId={event.id} zone={zone} />
      </div>
      {adding && (
        <DetailSection title="New shift">
          <ShiftForm
            zone={zone}
            submitLabel="Add shift"
            offerFollowing={event.series !== null}
            onCancel={() => setAdding(false)}
            onSubmit={async (body) => {
              await run(
                { kind: "create", body },
                body.following ? "Shift added to this and the following dates." : "Shift added.",
              );
              setAdding(false);
            }}
          />
        </DetailSection>
      )}
      {shifts.isPending && <p className="text-muted-foreground">Loading shifts...</p>}
      {shifts.isError && <p className="text-destructive">Failed to load volunteer shifts</p>}
      {shifts.isSuccess && shifts.data.length === 0 && !adding && (
        <p className="text-muted-foreground">No shifts yet. Add one to let volunteers sign up.</p>
      )}
      {shifts.isSuccess && (
        <ul className="grid gap-4">
          {shifts.data.map((shift) => (
            <li key={shift.id}>
              <ShiftCard
                eventId={event.id}
                zone={zone}
                shift={shift}
                run={run}
                queued={queued.filter((item) => item.shiftId === shift.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {event.can.verifyHours && <HoursQueue type="event" id={event.id} />}
    </div>
  );
}

function ShiftCard({
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

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { Breadcrumb, DetailSection, EntityNotFound } from "../../components/entities/entity-page-parts";
import { EntityPageState, entityIdFrom } from "../../components/entities/entity-page-state";
import { HoursQueue } from "../../components/hours/hours-queue";
import { WaitingActions } from "../../components/offline/waiting-actions";
import { Button } from "../../components/ui/button";
import { PageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import { type EventDetail, eventKeys, useEventQuery } from "../../queries/events";
import { useAttendanceRecorder, useEventQueue } from "../../queries/offline-attendance";
import { type HostAction, useHostShiftAction, useShiftsQuery } from "../../queries/registrations";
import { CheckInCodePanel } from "./check-in-code-panel";
import { KioskPanel } from "./kiosk-panel";
import { ShiftCard } from "./shift-card";
import { ShiftForm } from "./shift-form";

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

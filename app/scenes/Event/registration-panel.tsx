import { useState } from "react";
import { Link } from "react-router";
import { REGISTRATION_SETTINGS_KEYS } from "../../../shared/enums";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { ApiError } from "../../lib/api-client";
import { formatEventTime } from "../../lib/event-time";
import { toast } from "../../lib/toast";
import type { EventDetail } from "../../queries/events";
import {
  type OwnAction,
  type Shift,
  useOwnEventAction,
  useOwnRegistrationQuery,
  useShiftsQuery,
} from "../../queries/registrations";
import { RegistrationDialog } from "./registration-dialog";

const TYPE_LABELS: Record<string, string> = {
  attendee: "Attendee",
  volunteer: "Volunteer",
  employee: "Employee",
};

/** How the open types read in a sentence: "an attendee", "an attendee or a volunteer", … */
const TYPE_PHRASES = (
  [
    { type: "attendee", phrase: "an attendee" },
    { type: "volunteer", phrase: "a volunteer" },
    { type: "employee", phrase: "an employee" },
  ] as const
).map((entry) => ({ ...entry, key: REGISTRATION_SETTINGS_KEYS[entry.type] }));

/** The ways this event can be joined now, in words; null when registration is closed. */
export function openTypesSentence(registration: EventDetail["registration"]): string | null {
  const phrases = TYPE_PHRASES.filter(({ key }) => registration?.[key].enabled).map(({ phrase }) => phrase);
  if (phrases.length === 0) return null;
  const last = phrases.pop();
  return `Take part as ${phrases.length > 0 ? `${phrases.join(", ")} or ${last}` : last}.`;
}

const DONE: Record<OwnAction["kind"], string> = {
  cancelRegistration: "Your registration was cancelled.",
  leaveEventWaitlist: "You left the waitlist.",
  takeShift: "You took the shift.",
  releaseShift: "You gave the shift back.",
  waitForShift: "You're on the waitlist for this shift.",
  stopWaiting: "You left the shift's waitlist.",
};

/**
 * The event page's registration: the member's own standing (registered, waiting, or a Register
 * button opening the dialog) and the volunteer shifts with what the member may do with each.
 */
export function RegistrationPanel({ event }: { event: EventDetail }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const own = useOwnRegistrationQuery(event.id, event.can.register);
  const volunteersOpen = Boolean(event.registration?.volunteers.enabled);
  const shifts = useShiftsQuery(event.id, event.can.view && volunteersOpen);
  const action = useOwnEventAction(event.id);
  if (!event.can.register && !event.can.manageShifts) return null;

  const act = async (next: OwnAction) => {
    setError(null);
    try {
      await action.mutateAsync(next);
      toast.success(DONE[next.kind]);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.message
          ? caught.message
          : "Something went wrong. Please try again.",
      );
    }
  };

  const registration = own.data?.registration ?? null;
  const waiting = own.data?.waitlist ?? null;
  const isVolunteer = registration?.type === "volunteer";
  const openTypes = openTypesSentence(event.registration);
  return (
    <DetailSection title="Registration">
      <div className="grid gap-4">
        {event.can.register && own.isPending && <p className="text-sm text-muted-foreground">Loading...</p>}
        {event.can.register && own.isError && (
          <p className="text-sm text-destructive">Could not load your registration.</p>
        )}
        {registration && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              You're registered as <strong>{TYPE_LABELS[registration.type] ?? registration.type}</strong>.
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={action.isPending}
              onClick={() => act({ kind: "cancelRegistration" })}
            >
              Cancel registration
            </Button>
          </div>
        )}
        {!registration && waiting && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              You're on the waitlist as <strong>{TYPE_LABELS[waiting.type] ?? waiting.type}</strong>. We'll
              let you know when a place frees up.
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={action.isPending}
              onClick={() => act({ kind: "leaveEventWaitlist" })}
            >
              Leave the waitlist
            </Button>
          </div>
        )}
        {own.isSuccess &&
          !registration &&
          !waiting &&
          event.cancelledAt === null &&
          (openTypes ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-muted-foreground">{openTypes}</p>
              <Button onClick={() => setOpen(true)}>Register</Button>
            </div>
          ) : (
            <p className="text-muted-foreground">Registration is not open for this event.</p>
          ))}
        <FormBanner message={error} />
        {volunteersOpen && shifts.isSuccess && shifts.data.length > 0 && (
          <div className="grid gap-2">
            <h3 className="font-medium">Volunteer shifts</h3>
            <ul className="grid gap-2">
              {shifts.data.map((shift) => (
                <ShiftRow
                  key={shift.id}
                  shift={shift}
                  isVolunteer={isVolunteer && event.cancelledAt === null}
                  busy={action.isPending}
                  onAct={act}
                  cutoffHours={own.data?.shiftCancelCutoffHours ?? 24}
                  eventZone={event.timeZone}
                />
              ))}
            </ul>
          </div>
        )}
        {event.can.manageShifts && (
          <p>
            <Link
              to={`/events/${event.id}/volunteers`}
              className="text-sm font-medium text-primary hover:underline"
            >
              Manage shifts and volunteers
            </Link>
          </p>
        )}
      </div>
      {event.can.register && <RegistrationDialog event={event} open={open} onOpenChange={setOpen} />}
    </DetailSection>
  );
}

function ShiftRow({
  shift,
  isVolunteer,
  busy,
  onAct,
  cutoffHours,
  eventZone,
}: {
  shift: Shift;
  isVolunteer: boolean;
  busy: boolean;
  onAct: (action: OwnAction) => void;
  cutoffHours: number;
  /** The event's time zone: a shift's time is written on the event's clock when it is not the viewer's. */
  eventZone: string | null;
}) {
  const places =
    shift.volunteersNeeded > 0
      ? `${shift.assignedCount}/${shift.volunteersNeeded} volunteers assigned`
      : `${shift.assignedCount} volunteers assigned`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium">{shift.name}</span>
        <span className="text-sm text-muted-foreground">
          {formatEventTime(shift.startTime, shift.endTime, { eventZone })}
        </span>
        <span className="text-xs text-muted-foreground">
          {places}
          {shift.waitingCount > 0 ? `, ${shift.waitingCount} waiting` : ""}
        </span>
        {shift.mine === "assigned" && (
          <span className="text-sm font-medium text-primary">You're on this shift</span>
        )}
        {shift.mine === "waiting" && <span className="text-sm font-medium">You're on the waitlist</span>}
        {shift.mine === null && shift.unavailable && (
          <span className="text-sm text-muted-foreground">{shift.unavailable.message}</span>
        )}
      </div>
      {isVolunteer && (
        <div className="flex gap-2">
          {shift.mine === "assigned" && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              title={`Up to ${cutoffHours} hours before the shift starts`}
              onClick={() => onAct({ kind: "releaseShift", shiftId: shift.id })}
            >
              Give back
            </Button>
          )}
          {shift.mine === "waiting" && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onAct({ kind: "stopWaiting", shiftId: shift.id })}
            >
              Leave waitlist
            </Button>
          )}
          {shift.can.take && (
            <Button size="sm" disabled={busy} onClick={() => onAct({ kind: "takeShift", shiftId: shift.id })}>
              Take shift
            </Button>
          )}
          {shift.can.wait && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onAct({ kind: "waitForShift", shiftId: shift.id })}
            >
              Join waitlist
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

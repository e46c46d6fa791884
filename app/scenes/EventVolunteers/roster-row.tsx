import { useState } from "react";
import type { AttendanceAction } from "../../../shared/enums";
import { checkInWindow, formatMinutes } from "../../../shared/volunteering";
import { Avatar } from "../../components/avatar";
import { Button } from "../../components/ui/button";
import type { QueuedAttendance } from "../../lib/offline-queue";
import { describeAction } from "../../queries/offline-attendance";
import type { HostAction, Shift, ShiftVolunteer } from "../../queries/registrations";
import { MinutesForm } from "./minutes-form";

const STATUS_WORDS = {
  pending: "pending verification",
  verified: "verified",
  declined: "declined",
  withdrawn: "withdrawn",
} as const;

/** "9:02 AM" on the event's clock, as the shift's times are written. */
const clock = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

type State = NonNullable<ShiftVolunteer["attendance"]>["state"];

/** Where the roster stands once the changes waiting on this device are sent (issue 31). */
export function afterQueued(state: State, queued: QueuedAttendance[]): State {
  let shown = state;
  for (const item of queued) {
    if (item.action === "check-in" && shown === "expected") shown = "checkedIn";
    else if (item.action === "check-out" && shown === "checkedIn") shown = "checkedOut";
    else if (item.action === "no-show" && shown === "expected") shown = "noShow";
    else if (item.action === "undo") shown = shown === "checkedOut" ? "checkedIn" : "expected";
  }
  return shown;
}

/** Where the volunteer stands, in words: in since, in and out with the hours, a no-show. */
function standing(attendance: NonNullable<ShiftVolunteer["attendance"]>, zone: string): string {
  const offline = attendance.syncedAt
    ? ` · recorded offline, sent at ${clock(attendance.syncedAt, zone)}`
    : "";
  return `${stateWords(attendance, zone)}${offline}`;
}

function stateWords(attendance: NonNullable<ShiftVolunteer["attendance"]>, zone: string): string {
  switch (attendance.state) {
    case "expected":
      return "Not checked in";
    case "noShow":
      return "No-show";
    case "checkedIn":
      return `Checked in at ${clock(attendance.checkedInAt ?? "", zone)}`;
    case "checkedOut": {
      const span = `${clock(attendance.checkedInAt ?? "", zone)}–${clock(attendance.checkedOutAt ?? "", zone)}`;
      const hours = attendance.hours
        ? ` · ${formatMinutes(attendance.hours.minutes)}, ${STATUS_WORDS[attendance.hours.status]}`
        : "";
      return `${span}${hours}`;
    }
  }
}

/**
 * One volunteer of a shift's roster (issue 29): where they stand, the buttons that move them on
 * (check in, no-show; check out; undo), and what the host should know (a check-out the server
 * made, earlier no-shows). Every rule is the server's; the buttons only offer what it allows.
 * Changes made offline and not sent yet are shown as waiting, and the buttons follow them
 * (issue 31), so a host can check someone in and later out with no connection.
 */
export function RosterRow({
  shift,
  zone,
  row,
  attempt,
  queued,
}: {
  shift: Shift;
  zone: string;
  row: ShiftVolunteer;
  attempt: (action: HostAction, done: string) => Promise<void>;
  queued: QueuedAttendance[];
}) {
  const name = `${row.member.firstName} ${row.member.lastName}`.trim();
  const attendance = row.attendance;
  const now = new Date();
  const window = checkInWindow({ startTime: new Date(shift.startTime), endTime: new Date(shift.endTime) });
  const open = now >= window.opens && now < window.closes;
  const started = now >= new Date(shift.startTime);
  const record = (action: AttendanceAction, done: string) =>
    attempt({ kind: "attendance", shiftId: shift.id, userId: row.member.userId, action, name }, done);
  const state = afterQueued(attendance?.state ?? "expected", queued);
  const hours = state === "checkedOut" && queued.length === 0 ? attendance?.hours : null;
  const [correcting, setCorrecting] = useState(false);
  return (
    <li className="grid gap-2 rounded-md border p-2 sm:flex sm:flex-wrap sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Avatar src={row.member.avatarUrl} name={name} type="user" decorative className="size-8 text-xs" />
        <div className="grid min-w-0">
          <span className="break-words text-sm font-medium">{name}</span>
          {/* "Not checked in" under a check-in waiting to be sent would only confuse. */}
          {attendance && !(queued.length > 0 && attendance.state === "expected") && (
            <span className="text-xs text-muted-foreground" data-testid="attendance">
              {standing(attendance, zone)}
            </span>
          )}
          {queued.map((item) => (
            <span
              key={item.id}
              className="text-xs text-amber-800 dark:text-amber-300"
              data-testid="waiting-to-send"
            >
              {describeAction({ ...item, name: undefined })} at {clock(item.recordedAt, zone)}, waiting to be
              sent
            </span>
          ))}
          {attendance?.closedAutomatically && (
            <span className="text-xs text-amber-800 dark:text-amber-300">
              Check-out missing: closed at the shift's end, for review.
            </span>
          )}
          {attendance && attendance.noShowCount > 0 && state !== "noShow" && (
            <span className="text-xs text-amber-800 dark:text-amber-300">
              {attendance.noShowCount === 1
                ? "1 earlier no-show"
                : `${attendance.noShowCount} earlier no-shows`}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {state === "expected" && open && (
          <Button
            size="sm"
            aria-label={`Check in ${name}`}
            onClick={() => record("check-in", `${name} checked in.`)}
          >
            Check in
          </Button>
        )}
        {state === "expected" && started && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Mark ${name} as a no-show`}
            onClick={() => record("no-show", `${name} marked as a no-show.`)}
          >
            No-show
          </Button>
        )}
        {state === "checkedIn" && (
          <Button
            size="sm"
            aria-label={`Check out ${name}`}
            onClick={() => record("check-out", `${name} checked out.`)}
          >
            Check out
          </Button>
        )}
        {state !== "expected" && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Undo the last change for ${name}`}
            onClick={() => record("undo", `Undone for ${name}.`)}
          >
            Undo
          </Button>
        )}
        {state === "expected" && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Release ${name} from ${shift.name}`}
            onClick={() =>
              attempt(
                { kind: "release", shiftId: shift.id, userId: row.member.userId },
                `${name} was released.`,
              )
            }
          >
            Release
          </Button>
        )}
        {hours && hours.status !== "withdrawn" && !correcting && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Correct time for ${name}`}
            onClick={() => setCorrecting(true)}
          >
            Correct time
          </Button>
        )}
      </div>
      {hours && correcting && (
        <MinutesForm
          logId={hours.logId}
          minutes={hours.minutes}
          name={name}
          attempt={attempt}
          onDone={() => setCorrecting(false)}
        />
      )}
    </li>
  );
}

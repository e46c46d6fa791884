import { formatEventTime } from "../../lib/event-time";
import type { Shift } from "../../queries/registrations";

interface ShiftPickerProps {
  shifts: Shift[];
  loading: boolean;
  failed: boolean;
  shiftIds: string[];
  waitlistShiftIds: string[];
  onChange: (shiftIds: string[], waitlistShiftIds: string[]) => void;
  /** The event's time zone: a shift's time is written on the event's clock when it is not the viewer's. */
  eventZone: string | null;
}

/**
 * The volunteer's shifts: several may be picked; a full one cannot (spec §5, with its message)
 * but may be waited for; one that cannot be had for another reason says why.
 */
export function ShiftPicker({
  shifts,
  loading,
  failed,
  shiftIds,
  waitlistShiftIds,
  onChange,
  eventZone,
}: ShiftPickerProps) {
  if (loading) return <p className="text-sm text-muted-foreground">Loading shifts...</p>;
  if (failed) return <p className="text-sm text-destructive">Failed to load volunteer shifts</p>;
  if (shifts.length === 0) {
    return <p className="text-sm text-muted-foreground">This event has no volunteer shifts yet.</p>;
  }
  const toggle = (list: string[], shiftId: string) =>
    list.includes(shiftId) ? list.filter((entry) => entry !== shiftId) : [...list, shiftId];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm text-muted-foreground">Pick one or more shifts.</legend>
      {shifts.map((shift) => {
        const unavailable = shift.mine === null ? shift.unavailable : null;
        const messageId = `shift-${shift.id}-why`;
        return (
          <div key={shift.id} className="rounded-md border p-3">
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                className="mt-1"
                checked={shiftIds.includes(shift.id)}
                disabled={unavailable !== null}
                aria-describedby={unavailable ? messageId : undefined}
                onChange={() => onChange(toggle(shiftIds, shift.id), waitlistShiftIds)}
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium">{shift.name}</span>
                <span className="text-sm text-muted-foreground">
                  {formatEventTime(shift.startTime, shift.endTime, { eventZone })}
                </span>
                <span className="text-xs text-muted-foreground">
                  {shift.volunteersNeeded > 0
                    ? `${shift.assignedCount}/${shift.volunteersNeeded} volunteers assigned`
                    : `${shift.assignedCount} volunteers assigned`}
                </span>
              </span>
            </label>
            {unavailable && (
              <p id={messageId} className="mt-2 text-sm text-muted-foreground">
                {unavailable.message}
              </p>
            )}
            {unavailable?.reason === "full" && (
              <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={waitlistShiftIds.includes(shift.id)}
                  onChange={() => onChange(shiftIds, toggle(waitlistShiftIds, shift.id))}
                />
                Join the waitlist for this shift
              </label>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

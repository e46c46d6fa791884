import { type FormEvent, useId, useState } from "react";
import { MEMBERSHIP_ROLES } from "../../../shared/enums";
import { SHIFT_NAME_MAX_LENGTH, SHIFT_PLACES_MAX } from "../../../shared/schemas/events";
import { instantOfWallTime } from "../../../shared/time-zones";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { Input, Label, NativeSelect, Textarea } from "../../components/ui/input";
import { ApiError } from "../../lib/api-client";
import { wallInput } from "../../lib/event-time";
import type { Shift } from "../../queries/registrations";

/** What a refused change says, in the server's words when it gave some. */
export const errorText = (caught: unknown) =>
  caught instanceof ApiError && caught.message ? caught.message : "Something went wrong. Please try again.";

export interface ShiftFormValues {
  shiftName: string;
  description: string;
  startTime: string;
  endTime: string;
  volunteersNeeded: number;
  requiredRole: (typeof MEMBERSHIP_ROLES)[number] | null;
  opensAt: string | null;
  /** A new shift on a date of a recurring event: the later dates get it too. */
  following?: boolean;
}

/** The instant a wall time of the event's zone names ("" when the field is empty). */
const toIso = (wall: string, zone: string) =>
  wall ? (instantOfWallTime(wall, zone)?.toISOString() ?? "") : "";

/** A shift's fields, to add one or change it: the hosts' page of an event. */
export function ShiftForm({
  zone,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  offerFollowing = false,
}: {
  /** The event's time zone: shift times are typed on its clock, as the event's own are. */
  zone: string;
  initial?: Shift;
  /** A new shift on a date of a recurring event: offer to add it to the following dates. */
  offerFollowing?: boolean;
  submitLabel: string;
  onSubmit: (values: ShiftFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [start, setStart] = useState(wallInput(initial?.startTime ?? null, zone));
  const [end, setEnd] = useState(wallInput(initial?.endTime ?? null, zone));
  const [needed, setNeeded] = useState(String(initial?.volunteersNeeded ?? 1));
  const [role, setRole] = useState<string>(initial?.requiredRole ?? "");
  const [opens, setOpens] = useState(wallInput(initial?.opensAt ?? null, zone));
  const [following, setFollowing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (form: FormEvent) => {
    form.preventDefault();
    if (!name.trim() || !start || !end) {
      setError("Give the shift a name, a start and an end.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        shiftName: name.trim(),
        description,
        startTime: toIso(start, zone),
        endTime: toIso(end, zone),
        volunteersNeeded: Number(needed) || 0,
        requiredRole: role ? (role as ShiftFormValues["requiredRole"]) : null,
        opensAt: opens ? toIso(opens, zone) : null,
        ...(offerFollowing ? { following } : {}),
      });
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Shift name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={SHIFT_NAME_MAX_LENGTH}
          required
          onChange={(change) => setName(change.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-start`}>Starts</Label>
          <Input
            id={`${id}-start`}
            type="datetime-local"
            value={start}
            required
            onChange={(c) => setStart(c.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-end`}>Ends</Label>
          <Input
            id={`${id}-end`}
            type="datetime-local"
            value={end}
            required
            onChange={(c) => setEnd(c.target.value)}
          />
        </div>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">
        Times are on the event's clock ({zone.replaceAll("_", " ")}).
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-needed`}>Volunteers needed</Label>
          <Input
            id={`${id}-needed`}
            type="number"
            min={0}
            max={SHIFT_PLACES_MAX}
            value={needed}
            aria-describedby={`${id}-needed-hint`}
            onChange={(change) => setNeeded(change.target.value)}
          />
          <p id={`${id}-needed-hint`} className="text-xs text-muted-foreground">
            0 means no limit.
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-role`}>Who may take it</Label>
          <NativeSelect id={`${id}-role`} value={role} onChange={(change) => setRole(change.target.value)}>
            <option value="">Any registered volunteer</option>
            {[...MEMBERSHIP_ROLES].reverse().map((value) => (
              <option key={value} value={value}>
                The event's {value}s and above
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-opens`}>Sign-up opens (optional)</Label>
        <Input
          id={`${id}-opens`}
          type="datetime-local"
          value={opens}
          onChange={(c) => setOpens(c.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={description}
          onChange={(change) => setDescription(change.target.value)}
        />
      </div>
      {offerFollowing && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5"
            checked={following}
            onChange={(change) => setFollowing(change.target.checked)}
          />
          <span>Also add it to the following dates of this event, at the same time of day</span>
        </label>
      )}
      <FormBanner message={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}

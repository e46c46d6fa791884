import { type FormEvent, useState } from "react";
import type { HourLogChange } from "../../../shared/enums";
import { formatMinutes, HOUR_DESCRIPTION_MAX_LENGTH } from "../../../shared/volunteering";
import { DurationFields, durationMinutes } from "../../components/hours/duration-fields";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { Label, Textarea } from "../../components/ui/input";
import { TextField } from "../../components/ui/text-field";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { type HourLog, useEditHours, useHourLogChangesQuery } from "../../queries/hours";

const CHANGE_WORDS: Record<HourLogChange, string> = {
  recorded: "Recorded at check-out",
  closed_automatically: "Closed at the shift's end",
  check_out_undone: "Check-out undone",
  logged: "Logged",
  edited: "Changed",
  verified: "Verified",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

const FIELD_WORDS: Record<string, string> = {
  minutes: "time",
  workDate: "date",
  description: "description",
  status: "status",
};

/** What a change did, in words: "time 1 h → 1 h 30 min". */
function fieldText(field: string, [before, after]: [unknown, unknown]) {
  const show = (value: unknown) =>
    field === "minutes" && typeof value === "number"
      ? formatMinutes(value)
      : value == null
        ? "none"
        : String(value);
  return field === "description"
    ? "description changed"
    : `${FIELD_WORDS[field] ?? field} ${show(before)} → ${show(after)}`;
}

/** A log's history, opened on request: each change, when, by whom, what and why. */
export function LogHistory({ logId }: { logId: string }) {
  const [open, setOpen] = useState(false);
  const changes = useHourLogChangesQuery(logId, open);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">History</summary>
      {changes.isPending && open && <p role="status">Loading...</p>}
      {changes.data && (
        <ol className="mt-2 grid gap-1 border-l pl-3">
          {changes.data.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a log's history only grows, in order.
            <li key={index}>
              <span className="font-medium">{CHANGE_WORDS[line.change]}</span>{" "}
              {new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(
                new Date(line.at),
              )}
              {line.by ? ` by ${line.by}` : ""}
              {Object.entries(line.fields as Record<string, [unknown, unknown]>)
                .filter(([field]) => line.change === "edited" || field !== "status")
                .map(([field, values]) => `; ${fieldText(field, values)}`)
                .join("")}
              {line.note ? ` — “${line.note}”` : ""}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

/** Correcting hours one logged: the date, the time, the description, and why. */
export function EditHoursForm({ log, onDone }: { log: HourLog; onDone: () => void }) {
  const edit = useEditHours();
  const [workDate, setWorkDate] = useState(log.workDate);
  const [hours, setHours] = useState(String(Math.floor(log.minutes / 60)));
  const [minutes, setMinutes] = useState(String(log.minutes % 60));
  const [description, setDescription] = useState(log.description);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = `edit-${log.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const total = durationMinutes(hours, minutes);
    try {
      await edit.mutateAsync({
        logId: log.id,
        ...(workDate !== log.workDate ? { workDate } : {}),
        ...(total !== log.minutes ? { minutes: total } : {}),
        ...(description !== log.description ? { description } : {}),
        reason,
      });
      toast.success(
        log.status === "pending" ? "Hours changed." : "Hours changed. They wait for verification again.",
      );
      onDone();
    } catch (caught) {
      setError(errorText(caught, "Could not change these hours."));
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md bg-muted/40 p-3" noValidate>
      {log.status !== "pending" && (
        <p className="text-sm">Changed hours go back to waiting for verification.</p>
      )}
      <TextField
        id={`${id}-date`}
        label="Date"
        type="date"
        value={workDate}
        onChange={(change) => setWorkDate(change.target.value)}
      />
      <DurationFields id={id} hours={hours} minutes={minutes} onHours={setHours} onMinutes={setMinutes} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>What you did</Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          maxLength={HOUR_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(change) => setDescription(change.target.value)}
        />
      </div>
      <TextField
        id={`${id}-reason`}
        label="Why the change (optional)"
        value={reason}
        onChange={(change) => setReason(change.target.value)}
      />
      <FormBanner message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          Save changes
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

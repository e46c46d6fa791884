import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import type { HostAction } from "../../queries/registrations";

/**
 * A host corrects the time a volunteer's attendance counts, with why (issue 29): someone stayed
 * to pack up, or left early. The server keeps the change, who made it and why, in the log's
 * history; the volunteer reads it there.
 */
export function MinutesForm({
  logId,
  minutes,
  name,
  attempt,
  onDone,
}: {
  logId: string;
  minutes: number;
  name: string;
  attempt: (action: HostAction, done: string) => Promise<void>;
  onDone: () => void;
}) {
  const [hours, setHours] = useState(String(Math.floor(minutes / 60)));
  const [rest, setRest] = useState(String(minutes % 60));
  const [reason, setReason] = useState("");
  const id = `minutes-${logId}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const total = Math.round(Number(hours) * 60 + Number(rest));
    await attempt(
      { kind: "minutes", logId, minutes: Number.isFinite(total) ? total : 0, reason },
      `${name}'s time is corrected.`,
    );
    onDone();
  };
  return (
    <form
      onSubmit={submit}
      className="grid w-full gap-2 rounded-md bg-muted/40 p-2"
      aria-label={`Correct ${name}'s time`}
    >
      <div className="grid grid-cols-2 gap-2">
        <TextField
          id={`${id}-hours`}
          label="Hours"
          type="number"
          min={0}
          max={24}
          value={hours}
          onChange={(change) => setHours(change.target.value)}
        />
        <TextField
          id={`${id}-minutes`}
          label="Minutes"
          type="number"
          min={0}
          max={59}
          value={rest}
          onChange={(change) => setRest(change.target.value)}
        />
      </div>
      <TextField
        id={`${id}-reason`}
        label="Why"
        value={reason}
        onChange={(change) => setReason(change.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Save time
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

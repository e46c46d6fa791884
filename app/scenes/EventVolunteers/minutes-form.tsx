import { type FormEvent, useState } from "react";
import { DurationFields, durationMinutes } from "../../components/hours/duration-fields";
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
    await attempt(
      { kind: "minutes", logId, minutes: durationMinutes(hours, rest), reason },
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
      <DurationFields
        id={id}
        hours={hours}
        minutes={rest}
        onHours={setHours}
        onMinutes={setRest}
        gap="gap-2"
      />
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

import { type FormEvent, useState } from "react";
import { HOUR_DESCRIPTION_MAX_LENGTH } from "../../../shared/volunteering";
import { DurationFields, durationMinutes } from "../../components/hours/duration-fields";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { FormField } from "../../components/ui/form-field";
import { TextField } from "../../components/ui/text-field";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { useOrganisersQuery } from "../../queries/events";
import { type LogHoursBody, useLogHours } from "../../queries/hours";

const OUTSIDE = "outside";
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Logging hours by hand (issue 29): the date, how long, what was done, and for whom: one of the
 * member's groups or partnerships, or an outside organisation with its supervisor's address. The
 * server checks every rule and answers in words.
 */
export function LogHoursForm({ onDone }: { onDone: () => void }) {
  const organisations = useOrganisersQuery("member");
  const log = useLogHours();
  const [workDate, setWorkDate] = useState(today);
  const [hours, setHours] = useState("1");
  const [minutes, setMinutes] = useState("0");
  const [description, setDescription] = useState("");
  const [organisation, setOrganisation] = useState("");
  const [outsideName, setOutsideName] = useState("");
  const [supervisorEmail, setSupervisorEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const chosen = organisations.data?.find((one) => one.id === organisation);
    const body: LogHoursBody = {
      workDate,
      minutes: durationMinutes(hours, minutes),
      description,
      organisation:
        organisation === OUTSIDE || !chosen
          ? { kind: "outside", name: outsideName, supervisorEmail }
          : { kind: chosen.id.startsWith("group-") ? "group" : "partnership", id: chosen.entityId },
    };
    try {
      await log.mutateAsync(body);
      toast.success("Hours logged. They wait for verification.");
      onDone();
    } catch (caught) {
      setError(errorText(caught, "Could not log your hours. Please try again."));
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextField
        id="hours-date"
        label="Date"
        type="date"
        max={today()}
        value={workDate}
        onChange={(change) => setWorkDate(change.target.value)}
      />
      <DurationFields id="hours" hours={hours} minutes={minutes} onHours={setHours} onMinutes={setMinutes} />
      <FormField id="hours-organisation" label="Organisation">
        <select
          id="hours-organisation"
          value={organisation}
          onChange={(change) => setOrganisation(change.target.value)}
          className="h-10 rounded-md border bg-background px-3 text-sm"
        >
          <option value="">Choose…</option>
          {(organisations.data ?? []).map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
          <option value={OUTSIDE}>Another organisation</option>
        </select>
      </FormField>
      {organisation === OUTSIDE && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="hours-outside-name"
            label="Organisation's name"
            value={outsideName}
            onChange={(change) => setOutsideName(change.target.value)}
          />
          <TextField
            id="hours-supervisor"
            label="Supervisor's email"
            type="email"
            hint="They confirm your hours."
            value={supervisorEmail}
            onChange={(change) => setSupervisorEmail(change.target.value)}
          />
        </div>
      )}
      <FormField id="hours-description" label="What you did (optional)">
        <textarea
          id="hours-description"
          value={description}
          maxLength={HOUR_DESCRIPTION_MAX_LENGTH}
          onChange={(change) => setDescription(change.target.value)}
          rows={3}
          className="rounded-md border bg-background px-3 py-2 text-sm"
        />
      </FormField>
      <FormBanner message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={log.isPending || organisation === ""}>
          {log.isPending ? "Logging..." : "Log hours"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

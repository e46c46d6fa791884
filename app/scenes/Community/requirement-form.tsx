import { type FormEvent, useId, useState } from "react";
import { REQUIREMENT_KINDS, type RequirementKind } from "../../../shared/enums";
import { REQUIREMENT_MAX_HOURS, REQUIREMENT_TITLE_MAX_LENGTH } from "../../../shared/volunteering";
import { REQUIREMENT_KIND_WORDS } from "../../components/hours/hour-words";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { TextField } from "../../components/ui/text-field";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { useAddRequirement } from "../../queries/requirements";

/** The school year a requirement most often spans: from the last 1 September to the next 31 May. */
function schoolYear() {
  const now = new Date();
  const start = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return { from: `${start}-09-01`, to: `${start + 1}-05-31` };
}

/**
 * Setting a service-hour requirement (issue 29): its name, the hours, the period, and the kinds of
 * verified hours it counts (all of them unless the admin unticks some). The server checks every
 * rule and answers in words.
 */
export function RequirementForm({ community, onDone }: { community: Community; onDone: () => void }) {
  const id = useId();
  const add = useAddRequirement(community.type, community.id);
  const [title, setTitle] = useState("");
  const [hours, setHours] = useState("");
  const [period, setPeriod] = useState(schoolYear);
  const [kinds, setKinds] = useState<ReadonlySet<RequirementKind>>(new Set(REQUIREMENT_KINDS));
  const [error, setError] = useState<string | null>(null);
  const toggle = (kind: RequirementKind, on: boolean) =>
    setKinds((current) => {
      const next = new Set(current);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync({
        title,
        hours: Number(hours),
        from: period.from,
        to: period.to,
        // In the order the server lists them, whatever order they were ticked in.
        kinds: REQUIREMENT_KINDS.filter((kind) => kinds.has(kind)),
      });
      toast.success("Requirement added.");
      onDone();
    } catch (caught) {
      setError(errorText(caught, "Could not add the requirement. Please try again."));
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Add a requirement">
      <TextField
        id={`${id}-title`}
        label="Name"
        hint='For example "Community service, school year".'
        maxLength={REQUIREMENT_TITLE_MAX_LENGTH}
        value={title}
        onChange={(change) => setTitle(change.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          id={`${id}-hours`}
          label="Hours required"
          type="number"
          inputMode="numeric"
          min={1}
          max={REQUIREMENT_MAX_HOURS}
          value={hours}
          onChange={(change) => setHours(change.target.value)}
        />
        <TextField
          id={`${id}-from`}
          label="From"
          type="date"
          value={period.from}
          onChange={(change) => setPeriod((current) => ({ ...current, from: change.target.value }))}
        />
        <TextField
          id={`${id}-to`}
          label="To"
          type="date"
          value={period.to}
          onChange={(change) => setPeriod((current) => ({ ...current, to: change.target.value }))}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Verified hours that count</legend>
        {REQUIREMENT_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={kinds.has(kind)}
              onChange={(change) => toggle(kind, change.target.checked)}
            />
            {REQUIREMENT_KIND_WORDS[kind]}
          </label>
        ))}
      </fieldset>
      <FormBanner message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add requirement"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

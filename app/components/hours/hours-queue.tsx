import { useId, useState } from "react";
import type { EntityType, HourLogStatus } from "../../../shared/enums";
import { HOUR_DECISION_NOTE_MAX_LENGTH } from "../../../shared/volunteering";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { type HoursFilter, useDecideHours, useEntityHoursQuery } from "../../queries/hours-queue";
import { Button } from "../ui/button";
import { FormBanner } from "../ui/form-banner";
import { Input, Label, NativeSelect, Textarea } from "../ui/input";
import { HOUR_STATUS_WORDS } from "./hour-words";
import { type Decision, QueueList } from "./queue-rows";

const STATUSES: HourLogStatus[] = ["pending", "verified", "declined", "withdrawn"];

/**
 * The hours credited to a group, partnership or event (issue 29), for its verifiers: pending
 * ones oldest first, filtered by status and period; verify or decline one, or all those ticked,
 * with a note the member reads. A community's Hours tab and an event's volunteers page show it.
 */
export function HoursQueue({ type, id }: { type: EntityType; id: number }) {
  const [filter, setFilter] = useState<HoursFilter>({ status: "pending", from: "", to: "" });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const list = useEntityHoursQuery(type, id, filter);
  const decide = useDecideHours(type, id);
  const fieldId = useId();
  const logs = list.data?.pages.flatMap((page) => page.logs) ?? [];
  const decidable = logs.filter((log) => log.can.decide);
  const chosen = decidable.filter((log) => selected.has(log.id));

  const changeFilter = (next: Partial<HoursFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setSelected(new Set());
  };
  const toggle = (logId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(logId);
      else next.delete(logId);
      return next;
    });
  const run = async (logIds: string[], decision: Decision) => {
    setError(null);
    try {
      const outcome = await decide.mutateAsync({ logIds, decision, note });
      const count = outcome.decided.length;
      if (count > 0)
        toast.success(
          `${decision === "verified" ? "Verified" : "Declined"} ${count} ${count === 1 ? "log" : "logs"}.`,
        );
      const [skipped] = outcome.skipped;
      if (skipped)
        setError(
          outcome.skipped.length === 1
            ? skipped.reason
            : `${outcome.skipped.length} logs were left as they were: ${skipped.reason}`,
        );
      setSelected(new Set());
      setNote("");
    } catch (caught) {
      setError(errorText(caught, "Could not record the decision."));
    }
  };

  return (
    <section aria-labelledby={`${fieldId}-heading`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${fieldId}-heading`} className="text-lg font-semibold">
          Volunteer hours
        </h2>
        <p className="text-sm text-muted-foreground">
          Hours credited here wait for you to verify them. The member sees your decision and your note. Nobody
          verifies their own hours.
        </p>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">Show</legend>
        <div className="grid gap-1.5">
          <Label htmlFor={`${fieldId}-status`}>Status</Label>
          <NativeSelect
            id={`${fieldId}-status`}
            value={filter.status}
            onChange={(change) => changeFilter({ status: change.target.value as HourLogStatus })}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {HOUR_STATUS_WORDS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${fieldId}-from`}>From</Label>
          <Input
            id={`${fieldId}-from`}
            type="date"
            value={filter.from}
            onChange={(change) => changeFilter({ from: change.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${fieldId}-to`}>To</Label>
          <Input
            id={`${fieldId}-to`}
            type="date"
            value={filter.to}
            onChange={(change) => changeFilter({ to: change.target.value })}
          />
        </div>
      </fieldset>
      {decidable.length > 0 && (
        <div className="grid gap-3 rounded-lg border bg-card p-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.length === decidable.length}
              onChange={(change) =>
                setSelected(change.target.checked ? new Set(decidable.map((log) => log.id)) : new Set())
              }
            />
            Select all shown ({decidable.length})
          </label>
          <div className="grid gap-1.5">
            <Label htmlFor={`${fieldId}-note`}>Note to the member (optional)</Label>
            <Textarea
              id={`${fieldId}-note`}
              rows={2}
              maxLength={HOUR_DECISION_NOTE_MAX_LENGTH}
              value={note}
              onChange={(change) => setNote(change.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={chosen.length === 0 || decide.isPending}
              onClick={() =>
                run(
                  chosen.map((log) => log.id),
                  "verified",
                )
              }
            >
              Verify selected ({chosen.length})
            </Button>
            <Button
              variant="outline"
              disabled={chosen.length === 0 || decide.isPending}
              onClick={() =>
                run(
                  chosen.map((log) => log.id),
                  "declined",
                )
              }
            >
              Decline selected
            </Button>
          </div>
        </div>
      )}
      <FormBanner message={error} />
      <QueueList
        entity={{ type, id }}
        list={list}
        logs={logs}
        status={filter.status}
        selected={selected}
        busy={decide.isPending}
        onToggle={toggle}
        onDecide={(logId, decision) => run([logId], decision)}
      />
    </section>
  );
}

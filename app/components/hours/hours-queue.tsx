import { useId, useState } from "react";
import { Link } from "react-router";
import type { EntityType, HourLogStatus } from "../../../shared/enums";
import { formatMinutes, HOUR_DECISION_NOTE_MAX_LENGTH } from "../../../shared/volunteering";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import {
  type HoursFilter,
  type QueuedHourLog,
  useDecideHours,
  useEntityHoursQuery,
} from "../../queries/hours-queue";
import { Avatar } from "../avatar";
import { ListEmpty, ListError, LoadMore } from "../entities/list-states";
import { Button } from "../ui/button";
import { FormBanner } from "../ui/form-banner";
import { Input, Label, NativeSelect, Textarea } from "../ui/input";
import { HOUR_SOURCE_WORDS, HOUR_STATUS_WORDS, workDay } from "./hour-words";

const STATUSES: HourLogStatus[] = ["pending", "verified", "declined", "withdrawn"];
type Decision = "verified" | "declined";

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

function QueueList({
  entity,
  list,
  logs,
  status,
  selected,
  busy,
  onToggle,
  onDecide,
}: {
  entity: { type: EntityType; id: number };
  list: ReturnType<typeof useEntityHoursQuery>;
  logs: QueuedHourLog[];
  status: HourLogStatus;
  selected: ReadonlySet<string>;
  busy: boolean;
  onToggle: (logId: string, on: boolean) => void;
  onDecide: (logId: string, decision: Decision) => void;
}) {
  if (list.isPending) return <p role="status">Loading hours...</p>;
  if (list.isError && !list.data)
    return (
      <ListError
        message="Could not load the hours."
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  if (logs.length === 0)
    return (
      <ListEmpty
        title={status === "pending" ? "Nothing to verify" : "No hours here"}
        text={
          status === "pending"
            ? "Hours volunteers log for you, and check-ins their hosts did not record, wait here."
            : "No hours in this status and period."
        }
      />
    );
  return (
    <div>
      <ul className="grid gap-2" aria-label="Hours">
        {logs.map((log) => (
          <QueueRow
            key={log.id}
            entity={entity}
            log={log}
            checked={selected.has(log.id)}
            busy={busy}
            onToggle={(on) => onToggle(log.id, on)}
            onDecide={(decision) => onDecide(log.id, decision)}
          />
        ))}
      </ul>
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => list.fetchNextPage()}
      />
    </div>
  );
}

/**
 * Where a member's name leads from a community's queue: their history filtered to the community,
 * which its verifiers may read; from an event's, their profile.
 */
function memberLink(type: EntityType, id: number, userId: string) {
  return type === "event"
    ? `/profile/${userId}`
    : `/profile/${userId}/volunteer-history?organisation=${type}:${id}`;
}

function QueueRow({
  entity,
  log,
  checked,
  busy,
  onToggle,
  onDecide,
}: {
  entity: { type: EntityType; id: number };
  log: QueuedHourLog;
  checked: boolean;
  busy: boolean;
  onToggle: (on: boolean) => void;
  onDecide: (decision: Decision) => void;
}) {
  const name = `${log.member.firstName} ${log.member.lastName}`.trim() || "A member";
  const summary = `${name}, ${workDay(log.workDate)}, ${formatMinutes(log.minutes)}`;
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex items-start gap-3">
        {log.can.decide && (
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0"
            aria-label={`Select ${summary}`}
            checked={checked}
            onChange={(change) => onToggle(change.target.checked)}
          />
        )}
        <Avatar src={log.member.avatarUrl} name={name} type="user" className="size-9 shrink-0" decorative />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <Link
              to={memberLink(entity.type, entity.id, log.member.userId)}
              className="font-medium underline-offset-2 hover:underline"
            >
              {name}
            </Link>
            <span className="text-sm">
              {workDay(log.workDate)} · {formatMinutes(log.minutes)}
            </span>
          </div>
          <p className="break-words text-sm text-muted-foreground">
            {HOUR_SOURCE_WORDS[log.source]}
            {log.event ? ` · ${log.event.name}` : ""}
            {log.shiftName ? ` · ${log.shiftName}` : ""}
          </p>
          {log.description && <p className="whitespace-pre-wrap break-words text-sm">{log.description}</p>}
          {log.flag === "missing_check_out" && (
            <p className="text-xs text-amber-800 dark:text-amber-300">
              Nobody checked them out: closed at the shift's end. Check the time before verifying.
            </p>
          )}
          {log.decisionNote && <p className="text-sm">Note: {log.decisionNote}</p>}
          {!log.can.decide && log.status === "pending" && (
            <p className="text-xs text-muted-foreground">Your own hours: another verifier decides them.</p>
          )}
        </div>
      </div>
      {log.can.decide && (
        <div className="flex flex-wrap gap-2 sm:pl-7">
          <Button
            size="sm"
            disabled={busy}
            onClick={() => onDecide("verified")}
            aria-label={`Verify ${summary}`}
          >
            Verify
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onDecide("declined")}
            aria-label={`Decline ${summary}`}
          >
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}

import { Link } from "react-router";
import type { EntityType, HourLogStatus } from "../../../shared/enums";
import { formatMinutes } from "../../../shared/volunteering";
import type { QueuedHourLog, useEntityHoursQuery } from "../../queries/hours-queue";
import { Avatar } from "../avatar";
import { ListEmpty, ListError, LoadMore } from "../entities/list-states";
import { Button } from "../ui/button";
import { HOUR_SOURCE_WORDS, workDay } from "./hour-words";

/** What a verifier decides of hours. */
export type Decision = "verified" | "declined";

/** The queue's list: its states (loading, failed, empty) and its rows, paged. */
export function QueueList({
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

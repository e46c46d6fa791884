import { useState } from "react";
import { Link } from "react-router";
import { HOUR_LOG_STATUSES, type HourLogStatus } from "../../../shared/enums";
import { formatMinutes } from "../../../shared/volunteering";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { LoadMore } from "../../components/entities/list-states";
import { HOUR_STATUS_WORDS, workDay } from "../../components/hours/hour-words";
import { Button } from "../../components/ui/button";
import { Input, Label, NativeSelect } from "../../components/ui/input";
import { ApiError } from "../../lib/api-error";
import { type HourLog, type HoursFilter, useHoursQuery, useHourTotalsQuery } from "../../queries/hours";
import { EditHoursForm, LogHistory } from "./log-row-tools";
import { PendingLogActions } from "./pending-log-actions";

/** The verified totals of the history as filtered: in all, per organisation, per year. */
export function Totals({ userId, filter }: { userId: string | null; filter: Omit<HoursFilter, "status"> }) {
  const totals = useHourTotalsQuery(userId, filter);
  if (!totals.data) return null;
  const { minutes, byOrganisation, byYear } = totals.data;
  return (
    <DetailSection title="Verified hours">
      <p className="text-3xl font-semibold">{formatMinutes(minutes)}</p>
      {minutes > 0 && (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-medium">By organisation</h3>
            <ul className="text-sm">
              {byOrganisation.map((row) => (
                <li key={row.key ?? row.name} className="flex justify-between gap-2">
                  <span className="break-words">{row.name || "No organisation"}</span>
                  <span>{formatMinutes(row.minutes)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-medium">By year</h3>
            <ul className="text-sm">
              {byYear.map((row) => (
                <li key={row.year} className="flex justify-between gap-2">
                  <span>{row.year}</span>
                  <span>{formatMinutes(row.minutes)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </DetailSection>
  );
}

/**
 * The history's filters: status, period and organisation (the organisations its verified totals
 * name, and the one in the address when it came with a link).
 */
export function HistoryFilters({
  userId,
  filter,
  onChange,
}: {
  userId: string | null;
  filter: HoursFilter;
  onChange: (next: Partial<HoursFilter>) => void;
}) {
  const totals = useHourTotalsQuery(userId, { from: "", to: "", organisation: "" });
  const organisations = (totals.data?.byOrganisation ?? []).filter((row) => row.key);
  const known = organisations.some((row) => row.key === filter.organisation);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-4">
      <legend className="sr-only">Filter the hours</legend>
      <div className="grid gap-1.5">
        <Label htmlFor="history-status">Status</Label>
        <NativeSelect
          id="history-status"
          value={filter.status}
          onChange={(change) => onChange({ status: change.target.value as HourLogStatus | "" })}
        >
          <option value="">All</option>
          {HOUR_LOG_STATUSES.map((one) => (
            <option key={one} value={one}>
              {HOUR_STATUS_WORDS[one]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="history-organisation">Served with</Label>
        <NativeSelect
          id="history-organisation"
          value={filter.organisation}
          onChange={(change) => onChange({ organisation: change.target.value })}
        >
          <option value="">All</option>
          {!known && filter.organisation && (
            <option value={filter.organisation}>The linked organisation</option>
          )}
          {organisations.map((row) => (
            <option key={row.key} value={row.key ?? ""}>
              {row.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="history-from">From</Label>
        <Input
          id="history-from"
          type="date"
          value={filter.from}
          onChange={(change) => onChange({ from: change.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="history-to">To</Label>
        <Input
          id="history-to"
          type="date"
          value={filter.to}
          onChange={(change) => onChange({ to: change.target.value })}
        />
      </div>
    </fieldset>
  );
}

/** The history's logs as filtered, newest first, paged. */
export function LogList({
  userId,
  filter,
  own,
}: {
  userId: string | null;
  filter: HoursFilter;
  own: boolean;
}) {
  const query = useHoursQuery(userId, filter);
  const logs = query.data?.pages.flatMap((page) => page.logs) ?? [];
  if (query.isPending) return <p role="status">Loading hours...</p>;
  if (query.isError)
    return (
      <p role="alert">
        {query.error instanceof ApiError && query.error.status === 403
          ? query.error.message
          : "Could not load the hours."}
      </p>
    );
  if (logs.length === 0) return <p className="text-muted-foreground">No hours here yet.</p>;
  return (
    <>
      <ul className="grid gap-2" aria-label="Hour logs">
        {logs.map((log) => (
          <LogRow key={log.id} log={log} own={own} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoad={() => query.fetchNextPage()}
      />
    </>
  );
}

function LogRow({ log, own }: { log: HourLog; own: boolean }) {
  return (
    <li className="grid gap-1 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {workDay(log.workDate)} · {formatMinutes(log.minutes)}
        </span>
        <span className="text-sm">{HOUR_STATUS_WORDS[log.status]}</span>
      </div>
      <p className="break-words text-sm text-muted-foreground">
        {log.organisation?.name ?? "No organisation"}
        {log.event && (
          <>
            {" · "}
            <Link className="underline" to={`/events/${log.event.id}`}>
              {log.event.name}
            </Link>
          </>
        )}
        {log.shiftName ? ` · ${log.shiftName}` : ""}
      </p>
      {log.description && <p className="whitespace-pre-wrap break-words text-sm">{log.description}</p>}
      {log.flag === "missing_check_out" && (
        <p className="text-xs text-amber-800 dark:text-amber-300">
          No check-out was recorded: closed at the shift's end, for review.
        </p>
      )}
      {log.decisionNote && <p className="text-sm">Note: {log.decisionNote}</p>}
      {own && log.status === "pending" && <PendingLogActions log={log} />}
      {own && <OwnLogTools log={log} />}
    </li>
  );
}

/** Correcting one's own logged hours, and every change of a log. */
function OwnLogTools({ log }: { log: HourLog }) {
  const [editing, setEditing] = useState(false);
  const editable = log.source === "self" && log.status !== "withdrawn";
  if (editing) return <EditHoursForm log={log} onDone={() => setEditing(false)} />;
  return (
    <div className="flex flex-wrap items-start gap-3">
      {editable && (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
      <LogHistory logId={log.id} />
    </div>
  );
}

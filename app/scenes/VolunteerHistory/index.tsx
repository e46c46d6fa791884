import { useState } from "react";
import { Link, useParams } from "react-router";
import { HOUR_LOG_STATUSES, type HourLogStatus } from "../../../shared/enums";
import { formatMinutes } from "../../../shared/volunteering";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { HOUR_STATUS_WORDS, workDay } from "../../components/hours/hour-words";
import { RequirementProgress } from "../../components/hours/requirement-progress";
import { Button } from "../../components/ui/button";
import { PageMeta } from "../../lib/page-meta";
import { type HourLog, useHourTotalsQuery, useOwnHoursQuery } from "../../queries/hours";
import { useMeQuery } from "../../queries/me";
import { LogHoursForm } from "./log-hours-form";
import { PendingLogActions } from "./pending-log-actions";
import { TranscriptsSection } from "./transcripts-section";

/**
 * /profile/{userId}/volunteer-history (spec §2, issue 29): the member's hour logs with their
 * status, organisation, event and shift, the verified totals, and logging hours by hand. For now
 * a member sees their own; who else sees whose is the next step of issue 29.
 */
export function VolunteerHistoryScene() {
  const { userId } = useParams();
  const me = useMeQuery();
  const own = me.data?.user.id === userId;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6">
      <PageMeta title="Volunteer history" robots="noindex, nofollow" />
      <h1 className="text-2xl font-semibold">Volunteer history</h1>
      {me.isSuccess && !own && <p role="alert">A member's volunteer history is theirs to see.</p>}
      {own && <OwnHistory />}
    </div>
  );
}

function OwnHistory() {
  const [logging, setLogging] = useState(false);
  const [status, setStatus] = useState<HourLogStatus | "">("");
  return (
    <>
      <Totals />
      <RequirementProgress />
      <DetailSection title="Log hours">
        {logging ? (
          <LogHoursForm onDone={() => setLogging(false)} />
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              Hours from shifts you checked in to appear here by themselves. Log other hours yourself: they
              wait for an organiser or your supervisor to verify them.
            </p>
            <div>
              <Button onClick={() => setLogging(true)}>Log hours</Button>
            </div>
          </div>
        )}
      </DetailSection>
      <section aria-labelledby="hour-logs" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="hour-logs" className="text-lg font-semibold">
            Your hours
          </h2>
          <label className="flex items-center gap-2 text-sm">
            Status
            <select
              value={status}
              onChange={(change) => setStatus(change.target.value as HourLogStatus | "")}
              className="h-9 rounded-md border bg-background px-2"
            >
              <option value="">All</option>
              {HOUR_LOG_STATUSES.map((one) => (
                <option key={one} value={one}>
                  {HOUR_STATUS_WORDS[one]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <LogList status={status} />
      </section>
      <TranscriptsSection />
    </>
  );
}

function Totals() {
  const totals = useHourTotalsQuery();
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
                <li key={row.name} className="flex justify-between gap-2">
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

function LogList({ status }: { status: HourLogStatus | "" }) {
  const query = useOwnHoursQuery(status);
  const logs = query.data?.pages.flatMap((page) => page.logs) ?? [];
  if (query.isPending) return <p className="text-muted-foreground">Loading...</p>;
  if (query.isError) return <p className="text-destructive">Could not load your hours.</p>;
  if (logs.length === 0) return <p className="text-muted-foreground">No hours here yet.</p>;
  return (
    <>
      <ul className="grid gap-2" aria-label="Hour logs">
        {logs.map((log) => (
          <LogRow key={log.id} log={log} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      )}
    </>
  );
}

function LogRow({ log }: { log: HourLog }) {
  const date = workDay(log.workDate);
  return (
    <li className="grid gap-1 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {date} · {formatMinutes(log.minutes)}
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
          Nobody checked you out: closed at the shift's end, for review.
        </p>
      )}
      {log.decisionNote && <p className="text-sm">Note: {log.decisionNote}</p>}
      {log.status === "pending" && <PendingLogActions log={log} />}
    </li>
  );
}

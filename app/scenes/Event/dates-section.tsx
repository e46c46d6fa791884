import { Link } from "react-router";
import { RECURRENCE_LABELS } from "../../../shared/recurrence";
import { CancelledBadge } from "../../components/entities/badges";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { ListError, LoadMore } from "../../components/entities/list-states";
import { formatEventTime } from "../../lib/event-time";
import { type EventDetail, useOccurrencesQuery } from "../../queries/events";

/**
 * A recurring event's dates (decisions.md, "Recurring events"): how it repeats, and each date,
 * linked to its own page, this one marked, cancelled ones said so; a page at a time.
 */
export function DatesSection({ event }: { event: EventDetail }) {
  const series = event.series;
  const dates = useOccurrencesQuery(event.id, series !== null && !event.restricted);
  if (!series || event.restricted) return null;
  const items = dates.data?.pages.flatMap((page) => page.occurrences) ?? [];
  return (
    <DetailSection title="Dates">
      <p className="text-sm text-muted-foreground">
        {RECURRENCE_LABELS[series.frequency]}, {series.occurrenceCount} dates in all. Each date has its own
        registrations and shifts.
      </p>
      {dates.isPending ? (
        <p className="mt-3 text-sm text-muted-foreground">Loading dates...</p>
      ) : dates.isError && !dates.data ? (
        <ListError
          message="Could not load the dates."
          onRetry={() => dates.refetch()}
          retrying={dates.isRefetching}
        />
      ) : (
        <>
          <ul className="mt-3 grid gap-1">
            {items.map((date) => (
              <li key={date.id} className="flex flex-wrap items-center gap-2">
                {date.id === event.id ? (
                  <span aria-current="page" className="font-semibold">
                    {date.startDate
                      ? formatEventTime(date.startDate, date.endDate, { eventZone: event.timeZone })
                      : formatEventTime(null, null)}{" "}
                    <span className="text-sm font-normal text-muted-foreground">(this date)</span>
                  </span>
                ) : (
                  <Link to={`/events/${date.id}`} className="text-primary hover:underline">
                    {date.startDate
                      ? formatEventTime(date.startDate, date.endDate, { eventZone: event.timeZone })
                      : formatEventTime(null, null)}
                  </Link>
                )}
                <CancelledBadge cancelled={date.cancelled} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={dates.hasNextPage}
            loading={dates.isFetchingNextPage}
            failed={dates.isFetchNextPageError}
            onLoad={() => dates.fetchNextPage()}
          />
        </>
      )}
    </DetailSection>
  );
}

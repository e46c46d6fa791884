import { Tabs } from "radix-ui";
import { Link, useSearchParams } from "react-router";
import type { EventListWhen } from "../../../shared/schemas/lists";
import { ListSearch } from "../../components/entities/list-search";
import { CardListSkeleton, ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { TAB_CLASS } from "../../components/entities/tab-class";
import { useListSearch } from "../../components/entities/use-list-search";
import { Button } from "../../components/ui/button";
import { PageMeta } from "../../lib/page-meta";
import { type EventsFilter, useEventsQuery } from "../../queries/events";
import { CalendarFeedButton } from "./calendar-feed";
import { EventCard } from "./event-card";
import { EventFilters, useEventFilters } from "./event-filters";

const TABS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
] as const satisfies readonly { value: EventListWhen; label: string }[];

const EMPTY: Record<EventListWhen, { title: string; text: string }> = {
  upcoming: { title: "No upcoming events", text: "Events you can join appear here when they are planned." },
  past: { title: "No past events", text: "Events appear here once they have started." },
};

/**
 * /events: the events the member may view, upcoming (soonest first, undated last) or past
 * (latest first), searched by name, a page at a time; times in the viewer's locale.
 */
export function EventsScene() {
  const [params, setParams] = useSearchParams();
  const when: EventListWhen = params.get("when") === "past" ? "past" : "upcoming";
  const search = useListSearch();
  const filters = useEventFilters();

  const chooseWhen = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "past") next.set("when", "past");
        else next.delete("when");
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title="Events" robots="noindex, follow" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Events</h1>
          <p className="mt-1 text-muted-foreground">Events of the communities on Common Ground.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CalendarFeedButton />
          <Button asChild>
            <Link to="/events/create">Create an event</Link>
          </Button>
        </div>
      </div>
      <Tabs.Root value={when} onValueChange={chooseWhen} className="mt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Tabs.List aria-label="When" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
            {TABS.map((entry) => (
              <Tabs.Trigger key={entry.value} value={entry.value} className={TAB_CLASS}>
                {entry.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <ListSearch
            label="Search events"
            placeholder="Search events..."
            value={search.text}
            onChange={search.setText}
          />
        </div>
        <EventFilters filters={filters} />
        {TABS.map((entry) => (
          <Tabs.Content key={entry.value} value={entry.value} className="mt-6 outline-none">
            {entry.value === when && (
              <EventList
                filter={{ when: entry.value, q: search.query, ...filters.query }}
                searched={Boolean(search.query)}
                filtered={filters.active}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function EventList({
  filter,
  searched,
  filtered,
}: {
  filter: EventsFilter;
  searched: boolean;
  filtered: boolean;
}) {
  const { when } = filter;
  const list = useEventsQuery(filter);
  if (list.isPending) return <CardListSkeleton label="Loading events..." />;
  if (list.isError && !list.data) {
    return (
      <ListError
        message="Could not load events."
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const events = list.data.pages.flatMap((page) => page.events);
  if (events.length === 0) {
    return searched || filtered ? (
      <ListEmpty
        title="No events found"
        text={filtered ? "Try other dates or another organiser" : "Try a different search term"}
      />
    ) : (
      <ListEmpty title={EMPTY[when].title} text={EMPTY[when].text} />
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.id} className="min-w-0">
            <EventCard event={event} nextOfSeries={when === "upcoming" && !filter.from && !filter.to} />
          </li>
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

import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import type { Community } from "../../queries/communities";
import { type EventsFilter, useEventsQuery } from "../../queries/events";
import { EventCard } from "../Events/event-card";

/**
 * A group's or partnership's events (issue 27 item 6): the upcoming ones it organises, soonest
 * first, and its past ones on request, newest first, each a page at a time.
 */
export function EventsTab({ community }: { community: Community }) {
  const organiser = `${community.type}-${community.id}`;
  const [showPast, setShowPast] = useState(false);
  const pastId = useId();
  return (
    <div className="grid gap-6">
      <EventList
        filter={{ when: "upcoming", organiser }}
        title="Upcoming events"
        empty={`${community.name} has no upcoming events.`}
      />
      <div>
        <Button
          type="button"
          variant="outline"
          aria-expanded={showPast}
          aria-controls={pastId}
          onClick={() => setShowPast((shown) => !shown)}
        >
          {showPast ? "Hide past events" : "Show past events"}
        </Button>
      </div>
      <div id={pastId}>
        {showPast && (
          <EventList
            filter={{ when: "past", organiser }}
            title="Past events"
            empty={`${community.name} has no past events.`}
          />
        )}
      </div>
    </div>
  );
}

function EventList({ filter, title, empty }: { filter: EventsFilter; title: string; empty: string }) {
  const list = useEventsQuery(filter);
  const events = list.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {list.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading events...
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The events could not be loaded.
        </p>
      ) : events.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      )}
    </section>
  );
}

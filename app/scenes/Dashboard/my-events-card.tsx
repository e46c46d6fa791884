import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { Button } from "../../components/ui/button";
import { relativeStart } from "../../lib/relative-start";
import { type DashboardEvent, useDashboardEventsQuery } from "../../queries/dashboard";
import { cardState } from "./card-state";
import { Badge, CardSkeleton, DashboardCard } from "./dashboard-card";

/** My Events (spec §2 "Dashboard cards"): up to 4, each with the member's role and when it starts. */
export function MyEventsCard() {
  const query = useDashboardEventsQuery();
  const state = cardState(query);
  return (
    <DashboardCard title="My Events">
      {state === "loading" ? (
        <CardSkeleton rows={2} />
      ) : state === "error" || state === "retrying" || !query.data ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="text-destructive">Failed to load your events.</p>
          <Button
            variant="outline"
            size="sm"
            disabled={state === "retrying"}
            onClick={() => void query.refetch()}
          >
            {state === "retrying" ? "Retrying..." : "Try Again"}
          </Button>
        </div>
      ) : query.data.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No events yet. Create or join one!</p>
      ) : (
        <ul className="space-y-1">
          {query.data.events.map((event) => (
            <li key={event.id}>
              <EventItem event={event} />
            </li>
          ))}
        </ul>
      )}
      {state === "ready" && (
        <Button asChild variant="outline" size="sm" className="mt-3 w-full">
          <Link to="/events">Find Events</Link>
        </Button>
      )}
    </DashboardCard>
  );
}

function EventItem({ event }: { event: DashboardEvent }) {
  const start = event.startDate ? new Date(event.startDate) : null;
  return (
    <Link
      to={event.url}
      className="flex items-center gap-3 rounded-md p-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Avatar src={event.imageUrl} name={event.name} type="event" decorative />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium" title={event.name}>
          {event.name}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge tone="primary">{event.role}</Badge>
          {start ? (
            <time dateTime={event.startDate ?? undefined} title={start.toLocaleString()}>
              {relativeStart(start)}
            </time>
          ) : (
            <span>No date set</span>
          )}
        </span>
      </span>
    </Link>
  );
}

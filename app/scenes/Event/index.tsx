import { CalendarDays, CalendarPlus, MapPin, Pencil } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { Avatar } from "../../components/avatar";
import {
  CancelledBadge,
  LabelBadge,
  PrivateBadge,
  RepeatsBadge,
  RoleBadge,
} from "../../components/entities/badges";
import { EntityFeed } from "../../components/entities/entity-feed";
import {
  Breadcrumb,
  DetailSection,
  EntityHero,
  EntityNotFound,
} from "../../components/entities/entity-page-parts";
import { EntityPageState, entityIdFrom } from "../../components/entities/entity-page-state";
import { EntityTools } from "../../components/entities/entity-tools";
import { ReportLink } from "../../components/entities/report-link";
import { LazyLeaderboard } from "../../components/recognition/lazy";
import { Button } from "../../components/ui/button";
import { formatEventTime } from "../../lib/event-time";
import { PageMeta } from "../../lib/page-meta";
import { type EventDetail, useEventQuery } from "../../queries/events";
import { CancelEventButton } from "./cancel-event";
import { DatesSection } from "./dates-section";
import { RegistrationPanel } from "./registration-panel";
import { SubgroupsSection } from "./subgroups-section";

const EntityAwards = lazy(() =>
  import("../../components/awards/entity-awards").then((m) => ({ default: m.EntityAwards })),
);

const ORGANISER_PATHS = { group: "/groups", partnership: "/partnerships" } as const;

/** /events/{eventId}: the event's page, with registration and its volunteer shifts. */
export function EventScene() {
  const id = entityIdFrom(useParams().id);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      {id === null ? <EntityNotFound type="event" /> : <EventPage id={id} />}
    </div>
  );
}

function EventPage({ id }: { id: number }) {
  const query = useEventQuery(id);
  return (
    <EntityPageState type="event" id={id} query={query}>
      {(event) => <EventContent event={event} />}
    </EntityPageState>
  );
}

function EventContent({ event }: { event: EventDetail }) {
  const hostName = event.host ? `${event.host.firstName} ${event.host.lastName}`.trim() : null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageMeta title={event.name} robots="noindex, follow" />
      <Breadcrumb crumbs={[{ label: "Events", to: "/events" }, { label: event.name }]} />
      <EntityHero
        type="event"
        name={event.name}
        image={event.eventImage}
        cover={event.coverPhoto}
        badges={
          <>
            <LabelBadge label="Event" />
            <PrivateBadge visibility={event.visibility} />
            <RepeatsBadge repeats={event.series !== null} />
            <CancelledBadge cancelled={event.cancelledAt !== null} />
            <RoleBadge role={event.role} />
          </>
        }
      />
      {event.cancelledAt && (
        <p
          role="status"
          className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 font-medium text-destructive"
        >
          {event.series ? "This date has been cancelled." : "This event has been cancelled."} Registration is
          closed.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {event.can.readWorkspace && <EntityTools type="event" id={event.id} can={event.can} />}
        {event.startDate && (
          <Button variant="outline" size="sm" asChild>
            <a href={`/api/events/${event.id}/calendar.ics`} download>
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
          </Button>
        )}
        {event.can.update && (
          <Button variant="outline" size="sm" asChild>
            <Link to={`/events/${event.id}/edit`}>
              <Pencil aria-hidden="true" />
              Edit event
            </Link>
          </Button>
        )}
        {event.can.update && <CancelEventButton event={event} />}
        <ReportLink type="event" id={event.id} can={event.can} />
      </div>
      <DetailSection title="When and where">
        <ul className="grid gap-2">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {event.startDate ? (
              <time dateTime={event.startDate}>
                {formatEventTime(event.startDate, event.endDate, { eventZone: event.timeZone })}
              </time>
            ) : (
              <span>{formatEventTime(null, null)}</span>
            )}
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="break-words">{event.location || "Location to be announced"}</span>
          </li>
        </ul>
      </DetailSection>
      <DatesSection event={event} />
      {(event.host || event.organiser) && (
        <DetailSection title="Hosts">
          <dl className="grid gap-3 sm:grid-cols-2">
            {event.host && hostName && (
              <div>
                <dt className="text-sm text-muted-foreground">Host</dt>
                <dd className="mt-1 flex items-center gap-2">
                  <Avatar
                    src={event.host.avatarUrl}
                    name={hostName}
                    type="user"
                    decorative
                    className="size-8 text-xs"
                  />
                  <Link to={`/profile/${event.host.userId}`} className="font-medium hover:underline">
                    {hostName}
                  </Link>
                </dd>
              </div>
            )}
            {event.organiser && (
              <div>
                <dt className="text-sm text-muted-foreground">Organised by</dt>
                <dd className="mt-1">
                  <Link
                    to={`${ORGANISER_PATHS[event.organiser.type]}/${event.organiser.id}`}
                    className="font-medium hover:underline"
                  >
                    {event.organiser.name}
                  </Link>
                </dd>
              </div>
            )}
          </dl>
        </DetailSection>
      )}
      <RegistrationPanel event={event} />
      <DetailSection title="About">
        {event.description ? (
          <p className="whitespace-pre-wrap break-words">{event.description}</p>
        ) : (
          <p className="text-muted-foreground">No description yet.</p>
        )}
      </DetailSection>
      <SubgroupsSection event={event} />
      {event.can.view && <LazyLeaderboard type="event" id={event.id} />}
      {event.can.view && (
        <div className="rounded-lg border bg-card p-4 sm:p-6">
          <Suspense fallback={null}>
            <EntityAwards type="event" id={event.id} canGive={event.can.giveAwards} />
          </Suspense>
        </div>
      )}
      <EntityFeed entity={event} />
    </div>
  );
}

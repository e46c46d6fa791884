import { CalendarDays, MapPin, UserRound } from "lucide-react";
import { Link } from "react-router";
import { RECURRENCE_SHORT_LABELS } from "../../../shared/recurrence";
import { CancelledBadge, PrivateBadge, RoleBadge } from "../../components/entities/badges";
import { CoverBand } from "../../components/entities/entity-page-parts";
import { formatEventTime } from "../../lib/event-time";
import type { EventListItem } from "../../queries/events";

/**
 * One event in the list: picture, name, when (in the viewer's locale), where, host and organiser.
 * A recurring event's date says how it repeats; in the upcoming list, where a series is one card by
 * its next date (`nextOfSeries`; decisions.md, "First impressions"), "Weekly · next on Sat, Dec 5,
 * 2026, 10:00 AM – 1:00 PM".
 */
export function EventCard({ event, nextOfSeries = false }: { event: EventListItem; nextOfSeries?: boolean }) {
  const hostName = event.host ? `${event.host.firstName} ${event.host.lastName}`.trim() : null;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {/* Without a picture, the band in the event colour: "No event" written on it read as if there were none. */}
      {/* The wide cover suits the card's band; the square picture stands in without one. */}
      <CoverBand src={event.coverPhoto ?? event.eventImage} alt="" type="event" className="h-28 w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold leading-tight">
          <Link to={`/events/${event.id}`} className="outline-none after:absolute after:inset-0">
            {event.name}
          </Link>
        </h2>
        <div className="flex flex-wrap gap-1.5">
          <PrivateBadge visibility={event.visibility} />
          <CancelledBadge cancelled={event.cancelled} />
          <RoleBadge role={event.role} />
        </div>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {event.startDate ? (
                <>
                  {event.series && (
                    <>
                      {RECURRENCE_SHORT_LABELS[event.series.frequency]} · {nextOfSeries && "next on "}
                    </>
                  )}
                  <time dateTime={event.startDate}>
                    {formatEventTime(event.startDate, event.endDate, { eventZone: event.timeZone })}
                  </time>
                </>
              ) : (
                formatEventTime(null, null)
              )}
            </span>
          </li>
          {event.location && (
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="break-words">{event.location}</span>
            </li>
          )}
          {(hostName || event.organiser) && (
            <li className="flex items-start gap-2">
              <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {hostName && <>Hosted by {hostName}</>}
                {hostName && event.organiser && " · "}
                {event.organiser && <>Organised by {event.organiser.name}</>}
              </span>
            </li>
          )}
        </ul>
        {event.description && <p className="line-clamp-2 text-sm">{event.description}</p>}
      </div>
    </article>
  );
}

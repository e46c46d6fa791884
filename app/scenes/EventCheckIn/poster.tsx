import { Link, useParams } from "react-router";
import { CHECK_IN_OPENS_MINUTES_BEFORE } from "../../../shared/volunteering";
import { EntityNotFound } from "../../components/entities/entity-page-parts";
import { EntityPageState, entityIdFrom } from "../../components/entities/entity-page-state";
import { Button } from "../../components/ui/button";
import { QrCode } from "../../components/ui/qr-code";
import { PageMeta } from "../../lib/page-meta";
import { useCheckInCodeQuery } from "../../queries/attendance";
import { type EventDetail, useEventQuery } from "../../queries/events";

/**
 * /events/{eventId}/check-in-poster: the event's check-in QR code filling the screen, for a host
 * to show at the door or print (issue 29). Only the event's hosts get the code.
 */
export function EventCheckInPosterScene() {
  const id = entityIdFrom(useParams().id);
  return id === null ? <EntityNotFound type="event" /> : <PosterPage id={id} />;
}

function PosterPage({ id }: { id: number }) {
  const query = useEventQuery(id);
  return (
    <EntityPageState type="event" id={id} query={query}>
      {(event) => <Poster event={event} />}
    </EntityPageState>
  );
}

function Poster({ event }: { event: EventDetail }) {
  const code = useCheckInCodeQuery(event.id);
  const back = `/events/${event.id}/volunteers`;
  return (
    <div className="fixed inset-0 z-[60] overflow-auto bg-white text-black print:static">
      <PageMeta title={`Check-in poster · ${event.name}`} robots="noindex, nofollow" />
      <div className="mx-auto grid max-w-2xl justify-items-center gap-4 px-4 py-8 text-center">
        <p className="text-lg">Volunteers: scan to check in and out</p>
        <h1 className="break-words text-3xl font-bold">{event.name}</h1>
        {!event.can.manageShifts && (
          <p role="alert">Only the event's hosts and admins show its check-in code.</p>
        )}
        {code.data && (
          <QrCode
            value={new URL(code.data.path, window.location.origin).href}
            alt={`QR code to check in to ${event.name}`}
            className="aspect-square w-[min(80vw,60vh)]"
          />
        )}
        {code.isSuccess && !code.data && (
          <p>This event has no check-in code yet. Create one on the volunteers page.</p>
        )}
        <p className="text-lg">
          Check-in opens {CHECK_IN_OPENS_MINUTES_BEFORE} minutes before your shift starts. Sign in to your
          account first.
        </p>
        <div className="flex flex-wrap justify-center gap-2 print:hidden">
          <Button onClick={() => window.print()}>Print</Button>
          <Button asChild variant="outline">
            <Link to={back}>Back to volunteers</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

import { useState } from "react";
import { Link } from "react-router";
import { CHECK_IN_OPENS_MINUTES_BEFORE } from "../../../shared/volunteering";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { QrCode } from "../../components/ui/qr-code";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { useCheckInCodeQuery, useRenewCheckInCode } from "../../queries/attendance";

/**
 * The event's check-in QR code for its hosts (issue 29): shown here, full screen or printed from
 * the poster page; a new code makes the old one stop working.
 */
export function CheckInCodePanel({ eventId, eventName }: { eventId: number; eventName: string }) {
  const code = useCheckInCodeQuery(eventId);
  const renew = useRenewCheckInCode(eventId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const make = async (done: string) => {
    setError(null);
    try {
      await renew.mutateAsync();
      setConfirming(false);
      toast.success(done);
    } catch (caught) {
      setError(errorText(caught, "Could not make the check-in code. Please try again."));
    }
  };
  return (
    <DetailSection title="Check-in QR code">
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Volunteers on a shift scan it at the event to check themselves in and out, from{" "}
          {CHECK_IN_OPENS_MINUTES_BEFORE} minutes before their shift starts until it ends. Their hours wait
          for your verification.
        </p>
        {code.isPending && <p className="text-sm text-muted-foreground">Loading...</p>}
        {code.isError && <p className="text-sm text-destructive">Could not load the check-in code.</p>}
        {code.isSuccess && !code.data && (
          <div>
            <Button onClick={() => make("Check-in code created.")} disabled={renew.isPending}>
              Create a check-in code
            </Button>
          </div>
        )}
        {code.data && (
          <div className="flex flex-wrap items-start gap-4">
            <QrCode
              value={new URL(code.data.path, window.location.origin).href}
              alt={`QR code to check in to ${eventName}`}
              className="size-40 rounded-md border"
            />
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to={`/events/${eventId}/check-in-poster`}>Show full screen or print</Link>
              </Button>
              {confirming ? (
                <Button
                  variant="destructive"
                  onClick={() => make("New check-in code made.")}
                  disabled={renew.isPending}
                >
                  Make a new code: the old one stops working
                </Button>
              ) : (
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  Make a new code
                </Button>
              )}
            </div>
          </div>
        )}
        <FormBanner message={error} />
      </div>
    </DetailSection>
  );
}

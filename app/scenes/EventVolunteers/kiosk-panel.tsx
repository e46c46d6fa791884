import { useState } from "react";
import { BRAND_SLUG } from "../../../shared/brand";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { KIOSK_STORAGE_KEY, useEndKiosk, useOpenKiosksQuery, useStartKiosk } from "../../queries/kiosk";

/**
 * Signs the host out of this device, as signing out does (the session ends, the brand's keys go),
 * keeps the kiosk's token, and loads /kiosk afresh: a full load leaves nothing of the host's in
 * memory. (Not the shell's sign-out hook: sharing it would split it out of the signed-in shell's
 * chunk and weigh on every member's first page.)
 */
async function signOutForKiosk(token: string) {
  const { authClient } = await import("../../lib/auth-client");
  await authClient.signOut();
  for (const key of Object.keys(localStorage))
    if (key.startsWith(`${BRAND_SLUG}-`)) localStorage.removeItem(key);
  sessionStorage.clear();
  localStorage.setItem(KIOSK_STORAGE_KEY, token);
  window.location.assign("/kiosk");
}

const clock = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

/**
 * Kiosks of the event for its hosts (issue 29): open one on this device (which signs the host
 * out of it, so the tablet can do nothing but check-in), and end any that are open.
 */
export function KioskPanel({ eventId, zone }: { eventId: number; zone: string }) {
  const open = useOpenKiosksQuery(eventId);
  const start = useStartKiosk(eventId);
  const end = useEndKiosk(eventId);
  const [error, setError] = useState<string | null>(null);
  const openHere = async () => {
    setError(null);
    try {
      const kiosk = await start.mutateAsync();
      await signOutForKiosk(kiosk.token);
    } catch (caught) {
      localStorage.removeItem(KIOSK_STORAGE_KEY);
      setError(errorText(caught, "Could not open the kiosk. Please try again."));
    }
  };
  const endOne = async (kioskId: string) => {
    setError(null);
    try {
      await end.mutateAsync(kioskId);
      toast.success("Kiosk ended.");
    } catch (caught) {
      setError(errorText(caught, "Could not end the kiosk. Please try again."));
    }
  };
  const kiosks = open.data ?? [];
  return (
    <DetailSection title="Kiosk">
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Turn a shared tablet into a check-in kiosk: volunteers find their name and check in or out, and it
          can do nothing else. Opening it signs you out of this device; end it here, from any device.
        </p>
        <div>
          <Button onClick={openHere} disabled={start.isPending}>
            Open a kiosk on this device
          </Button>
        </div>
        {kiosks.length > 0 && (
          <ul className="grid gap-2" aria-label="Open kiosks">
            {kiosks.map((kiosk) => (
              <li
                key={kiosk.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
              >
                <span className="text-sm">
                  Opened {kiosk.startedBy ? `by ${kiosk.startedBy} ` : ""}at {clock(kiosk.startedAt, zone)}
                </span>
                <Button size="sm" variant="outline" onClick={() => endOne(kiosk.id)} disabled={end.isPending}>
                  End kiosk
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FormBanner message={error} />
      </div>
    </DetailSection>
  );
}

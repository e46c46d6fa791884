import { Download, QrCode } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";
import { ModalDialog, ModalDialogClose } from "../../components/ui/modal-dialog";
import { useSiteConfigQuery } from "../../queries/site";
import { DashboardCard } from "./dashboard-card";
import { QrPlaceholder } from "./qr-placeholder";

const AppStoreQr = lazy(() => import("./app-store-qr").then((m) => ({ default: m.AppStoreQr })));

/**
 * The iOS app card (spec §2): the App Store link and its QR code. The link is the install's
 * IOS_APP_STORE_URL; without one there is no app to point to, and the card is not shown.
 */
export function IosAppCard() {
  const config = useSiteConfigQuery();
  const [open, setOpen] = useState(false);
  const url = config.data?.iosAppStoreUrl;
  if (!url) return null;
  return (
    <DashboardCard title="iOS App">
      <div className="flex flex-col gap-2">
        <Button asChild className="h-auto! min-h-10 whitespace-normal! py-2 text-center">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <Download aria-hidden="true" />
            Download on App Store
          </a>
        </Button>
        <Button
          variant="outline"
          className="h-auto! min-h-10 whitespace-normal! py-2 text-center"
          onClick={() => setOpen(true)}
        >
          <QrCode aria-hidden="true" />
          Scan QR Code
        </Button>
      </div>
      <ModalDialog open={open} onOpenChange={setOpen} title="Scan QR Code">
        <div className="mt-4 flex flex-col items-center gap-4">
          <Suspense fallback={<QrPlaceholder />}>{open && <AppStoreQr url={url} />}</Suspense>
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noopener noreferrer">
              Open App Store Directly
            </a>
          </Button>
          {/* Escape and a tap outside close it too, but a phone has no Escape and shows no outside. */}
          <ModalDialogClose asChild>
            <Button type="button" variant="ghost">
              Close
            </Button>
          </ModalDialogClose>
        </div>
      </ModalDialog>
    </DashboardCard>
  );
}

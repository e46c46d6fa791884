import { QrCode } from "../../components/ui/qr-code";

/**
 * The App Store link as a QR code, drawn here in the browser (decisions.md: no outside QR
 * service). Loaded with the dialog only, so the dashboard's first load does not carry the encoder.
 */
export function AppStoreQr({ url }: { url: string }) {
  return <QrCode value={url} alt="QR code of the App Store link" className="size-56 rounded-md" />;
}

import { toString as qrSvg } from "qrcode";
import { useEffect, useState } from "react";
import { QrPlaceholder } from "./qr-placeholder";

/**
 * The App Store link as a QR code, drawn here in the browser (decisions.md: no outside QR
 * service). Loaded with the dialog only, so the dashboard's first load does not carry the encoder.
 */
export function AppStoreQr({ url }: { url: string }) {
  const [source, setSource] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then(
      (svg) =>
        live && setSource({ url, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (source?.url !== url) return <QrPlaceholder />;
  return (
    <img
      src={source.image}
      alt="QR code of the App Store link"
      width={224}
      height={224}
      className="size-56 rounded-md bg-white p-2"
    />
  );
}

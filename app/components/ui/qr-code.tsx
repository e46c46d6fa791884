import { useEffect, useState } from "react";

/**
 * A QR code of `value`, drawn here in the browser as SVG by `uqr` (decisions.md: no outside QR
 * service), scaled to its box; a pulsing square stands in while the encoder loads and draws it.
 * The encoder loads with the first code drawn, not with the page.
 */
export function QrCode({ value, alt, className }: { value: string; alt: string; className: string }) {
  const [drawn, setDrawn] = useState<{ value: string; image: string } | null>(null);
  useEffect(() => {
    let live = true;
    import("uqr").then(
      ({ renderSVG }) => {
        const svg = renderSVG(value, { ecc: "M", border: 1 });
        if (live) setDrawn({ value, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [value]);
  if (drawn?.value !== value)
    return <span aria-hidden="true" className={`block animate-pulse bg-muted ${className}`} />;
  return <img src={drawn.image} alt={alt} className={`bg-white p-2 ${className}`} />;
}

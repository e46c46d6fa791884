/** The square the QR code will fill, while its encoder loads. */
export function QrPlaceholder() {
  return <span aria-hidden="true" className="block size-56 animate-pulse rounded-md bg-muted" />;
}

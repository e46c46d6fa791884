/** The open page's place while its code or its document loads. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">Loading the page…</span>
      <div aria-hidden="true" className="h-8 w-2/3 animate-pulse rounded bg-muted" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-md bg-muted" />
    </div>
  );
}

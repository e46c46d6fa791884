import { Button } from "../ui/button";

/** Grey cards in the shape of the list's cards, while its first page loads. */
export function CardListSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => `placeholder-${index}`).map((key) => (
        <div key={key} aria-hidden="true" className="animate-pulse overflow-hidden rounded-lg border bg-card">
          <div className="h-24 bg-muted" />
          <div className="grid gap-2 p-4">
            <div className="h-4 w-2/3 rounded bg-muted" />
            <div className="h-3 w-1/3 rounded bg-muted" />
            <div className="h-3 w-full rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** What an empty list says, and what to try instead. */
export function ListEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid justify-items-center gap-1 rounded-lg border border-dashed bg-card p-8 text-center">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** A list that could not load: the reason and a Retry button. */
export function ListError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-lg border bg-card p-6 text-center">
      <p>{message}</p>
      <Button type="button" variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </div>
  );
}

/** "Load more" under a paged list, while it has more; the next page's error comes with a retry. */
export function LoadMore({
  hasNextPage,
  loading,
  failed,
  onLoad,
}: {
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="mt-6 grid justify-items-center gap-2">
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          The next page could not be loaded.
        </p>
      )}
      <Button type="button" variant="outline" onClick={onLoad} disabled={loading}>
        {loading ? "Loading..." : failed ? "Try again" : "Load more"}
      </Button>
    </div>
  );
}

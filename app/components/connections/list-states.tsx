import { RotateCw } from "lucide-react";
import { Button } from "../ui/button";

/** Rows of grey shapes where members will appear, announced once as loading. */
export function PeopleSkeleton({ rows = 5, label = "Loading members" }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={n} className="flex items-center gap-3 rounded-lg border bg-card p-4">
          <span className="size-10 shrink-0 animate-pulse rounded-full bg-muted" />
          <span className="grid flex-1 gap-2">
            <span className="h-4 w-40 max-w-full animate-pulse rounded bg-muted" />
            <span className="h-3 w-64 max-w-full animate-pulse rounded bg-muted" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** A list that failed to load: what went wrong and a way to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center">
      <p className="text-sm text-destructive">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

/** Nothing to show, said plainly. */
export function ListEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-dashed p-8 text-center">
      <p className="font-medium">{title}</p>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}

import type { ReactNode } from "react";
import { useId } from "react";
import { cn } from "../../lib/cn";

interface DashboardCardProps {
  title: string;
  /** Beside the title, e.g. "View all (N)". */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A side card of the dashboard: a region named by its heading. */
export function DashboardCard({ title, action, children, className }: DashboardCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("rounded-lg border bg-card p-4 shadow-sm", className)}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
        <h2 id={headingId} className="whitespace-nowrap text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The loading state of a card's list: grey rows shaped like its items, announced once as loading. */
export function CardSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading...
      </p>
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
          <li key={index} className="flex items-center gap-3" data-testid="card-skeleton-row">
            <span className="size-10 shrink-0 animate-pulse rounded-full bg-muted" />
            <span className="flex-1 space-y-2">
              <span className="block h-3 w-3/4 animate-pulse rounded bg-muted" />
              <span className="block h-3 w-1/2 animate-pulse rounded bg-muted" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A small label: a member's role, an entity's type. */
export function Badge({ children, tone = "muted" }: { children: ReactNode; tone?: "muted" | "primary" }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium capitalize",
        tone === "primary" ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground",
      )}
    >
      {children}
    </span>
  );
}

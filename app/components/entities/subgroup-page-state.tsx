import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { ApiError } from "../../lib/api-error";
import { Button } from "../ui/button";
import { EntityPageSkeleton } from "./entity-page-parts";
import { ListError } from "./list-states";

/** A subgroup id that names nothing in this event: the server's words, and the way back to the event. */
export function SubgroupNotFound({ eventId }: { eventId: number }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">This subgroup does not exist.</h1>
      <p className="text-muted-foreground">It may have been deleted, or the link may be wrong.</p>
      <Button asChild variant="outline">
        <Link to={`/events/${eventId}`}>Back to the event</Link>
      </Button>
    </div>
  );
}

/**
 * What a subgroup page shows before its content: the skeleton while loading, "This subgroup does
 * not exist." for a 404, the event's restricted page for a 403 (a private event's subgroups are
 * private with it), and the error with a retry.
 */
export function SubgroupPageState<T>({
  eventId,
  query,
  children,
}: {
  eventId: number;
  query: UseQueryResult<T>;
  children: (subgroup: T) => ReactNode;
}) {
  if (query.isPending) return <EntityPageSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <SubgroupNotFound eventId={eventId} />;
    if (query.error instanceof ApiError && query.error.status === 403) {
      return <Navigate to={`/restricted/event/${eventId}`} replace />;
    }
    return (
      <ListError
        message="Could not load this subgroup."
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return children(query.data);
}

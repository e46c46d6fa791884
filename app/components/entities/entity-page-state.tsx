import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { EntityType } from "../../../shared/enums";
import { ApiError } from "../../lib/api-error";
import { EntityNotFound, EntityPageSkeleton } from "./entity-page-parts";
import { ListError } from "./list-states";

/** A positive integer id from the address, or null when it cannot name an entity. */
export function entityIdFrom(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * What an entity page shows before its content: the skeleton while loading, "This group does not
 * exist." for a 404, the error with a retry, and for a private entity's outsider (`restricted`)
 * the restricted page instead.
 */
export function EntityPageState<T extends { restricted: boolean }>({
  type,
  id,
  query,
  children,
}: {
  type: EntityType;
  id: number;
  query: UseQueryResult<T>;
  children: (entity: T) => ReactNode;
}) {
  if (query.isPending) return <EntityPageSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <EntityNotFound type={type} />;
    return (
      <ListError
        message={`Could not load this ${type}.`}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.data.restricted) return <Navigate to={`/restricted/${type}/${id}`} replace />;
  return children(query.data);
}

import type { UseQueryResult } from "@tanstack/react-query";

/**
 * Which state a card shows. A query that failed goes back to pending while it is tried again;
 * the card keeps showing its error then, with the retry button busy ('Retrying...', spec §2),
 * rather than flashing its skeleton.
 */
export function cardState(query: UseQueryResult): "loading" | "error" | "retrying" | "ready" {
  if (query.isError) return query.isFetching ? "retrying" : "error";
  if (query.isPending) return query.errorUpdateCount > 0 ? "retrying" : "loading";
  return "ready";
}

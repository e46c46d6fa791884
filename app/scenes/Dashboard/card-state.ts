import type { UseQueryResult } from "@tanstack/react-query";
import { isNetworkError } from "../../lib/offline/network-error";

/**
 * Which state a card shows. A query that failed goes back to pending while it is tried again;
 * the card keeps showing its error then, with the retry button busy ('Retrying...', spec §2),
 * rather than flashing its skeleton.
 */
export function cardState(query: UseQueryResult): "loading" | "error" | "retrying" | "ready" {
  // Saved data with no network to refresh it: shown, with the page's offline mark (issue 31).
  if (query.isError && query.data !== undefined && isNetworkError(query.error)) return "ready";
  if (query.isError) return query.isFetching ? "retrying" : "error";
  if (query.isPending) return query.errorUpdateCount > 0 ? "retrying" : "loading";
  return "ready";
}

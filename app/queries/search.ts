import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { SEARCH_MIN_LENGTH } from "../../shared/limits";
import { api, readJson } from "../lib/api-client";

type SearchResponse = InferResponseType<typeof api.search.$get, 200>;
/** One result of the members' search (spec §3 "Search result"). */
export type SearchResult = SearchResponse["results"][number];

export const searchKeys = {
  all: ["search"] as const,
  query: (q: string) => [...searchKeys.all, q] as const,
};

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.query(q),
    queryFn: async () => (await readJson<SearchResponse>(await api.search.$get({ query: { q } }))).results,
    enabled: q.length >= SEARCH_MIN_LENGTH,
    // Spec §8: a failed search shows its toast and empty results; no second try.
    retry: false,
    staleTime: 30_000,
  });

/** Members, groups, partnerships and events whose name contains `q` (spec §7); idle under 2 characters. */
export function useSearchQuery(q: string) {
  return useQuery(searchQueryOptions(q.trim()));
}

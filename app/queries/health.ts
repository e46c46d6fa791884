import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

/** The server's health: database reachability and whether its storage takes writes. */
export type Health = InferResponseType<typeof api.health.$get, 200>;

export const healthKeys = {
  all: ["health"] as const,
};

/**
 * The health check the start-up runs once (spec §2 "Initializing application..."). The fetch
 * layer already retries a 503 as spec §7 says, so the query does not retry again.
 */
export const healthQueryOptions = queryOptions({
  queryKey: healthKeys.all,
  queryFn: async () => readJson<Health>(await api.health.$get()),
  staleTime: 0,
  retry: false,
});

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

/** Where this server can send a push: the Web Push key, and the platforms it has senders for. */
export type PushSetup = InferResponseType<(typeof api.push)["public-key"]["$get"], 200>;

export const pushKeys = {
  all: ["push"] as const,
  setup: () => [...pushKeys.all, "setup"] as const,
};

/** The server's push set-up; it changes only when the server restarts. */
export const pushSetupQueryOptions = queryOptions({
  queryKey: pushKeys.setup(),
  queryFn: async () => readJson<PushSetup>(await api.push["public-key"].$get()),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Where this server can send a push (no platform: push is not set up on it). */
export function usePushSetupQuery() {
  return useQuery(pushSetupQueryOptions);
}

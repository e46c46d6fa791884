import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { BlueskyCredentialsInput } from "../../shared/schemas/bluesky";
import { api, readJson } from "../lib/api-client";
import { meKeys } from "./me";

/** Whether the member's profile is connected to Bluesky, and as whom. */
export type BlueskyConnection = InferResponseType<typeof api.me.bluesky.$get, 200>;
type ConnectResponse = InferResponseType<typeof api.me.bluesky.$put, 200>;
type DisconnectResponse = InferResponseType<typeof api.me.bluesky.$delete, 200>;

export const blueskyKeys = {
  all: ["bluesky"] as const,
  connection: () => [...blueskyKeys.all, "connection"] as const,
  timeline: () => [...blueskyKeys.all, "timeline"] as const,
};

/** A page of the member's Bluesky home timeline. */
export type BlueskyTimelinePage = InferResponseType<(typeof api.me.bluesky.timeline)["$get"], 200>;
export type BlueskyTimelinePost = BlueskyTimelinePage["posts"][number];

/** /bluesky-feed: the member's Bluesky timeline, a page at a time with Bluesky's cursor. */
export function useBlueskyTimelineQuery(enabled: boolean) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: blueskyKeys.timeline(),
      queryFn: async ({ pageParam, signal }) =>
        readJson<BlueskyTimelinePage>(
          await api.me.bluesky.timeline.$get(
            { query: pageParam ? { cursor: pageParam } : {} },
            { init: { signal } },
          ),
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
    enabled,
  });
}

/** The member's Bluesky connection. */
export const blueskyConnectionQueryOptions = queryOptions({
  queryKey: blueskyKeys.connection(),
  queryFn: async () => readJson<BlueskyConnection>(await api.me.bluesky.$get()),
});

/** Whether the member's profile is connected to Bluesky, and as whom. */
export function useBlueskyConnectionQuery() {
  return useQuery(blueskyConnectionQueryOptions);
}

/** Keeps the connection's cache and the member (whose profile holds the link) in step with an answer. */
function useSettle() {
  const queryClient = useQueryClient();
  return (status: BlueskyConnection) => {
    queryClient.setQueryData(blueskyKeys.connection(), status);
    return queryClient.invalidateQueries({ queryKey: meKeys.all });
  };
}

/** Connects the member's Bluesky account; the app password goes to our server and on to the PDS only. */
export function useConnectBlueskyMutation() {
  const settle = useSettle();
  return useMutation({
    mutationFn: async (input: BlueskyCredentialsInput & { signal?: AbortSignal }) =>
      readJson<ConnectResponse>(
        await api.me.bluesky.$put(
          { json: { identifier: input.identifier, password: input.password } },
          { init: { signal: input.signal } },
        ),
      ),
    onSuccess: settle,
  });
}

/** Disconnects it: spec §4, every Bluesky field of the profile becomes null. */
export function useDisconnectBlueskyMutation() {
  const settle = useSettle();
  return useMutation({
    mutationFn: async () => readJson<DisconnectResponse>(await api.me.bluesky.$delete()),
    onSuccess: settle,
  });
}

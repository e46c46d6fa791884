import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlueskyConnectionStatus } from "../../shared/schemas/bluesky";
import { api, readJson } from "../lib/api-client";
import { meKeys } from "./me";

export const blueskyKeys = {
  connection: ["bluesky", "connection"] as const,
};

/** Whether the member's profile is connected to Bluesky, and as whom. */
export function useBlueskyConnectionQuery() {
  return useQuery({
    queryKey: blueskyKeys.connection,
    queryFn: async () => readJson<BlueskyConnectionStatus>(await api.me.bluesky.$get()),
  });
}

function useSettle() {
  const queryClient = useQueryClient();
  return (status: BlueskyConnectionStatus) => {
    queryClient.setQueryData(blueskyKeys.connection, status);
    return queryClient.invalidateQueries({ queryKey: meKeys.all });
  };
}

/** Connects the member's Bluesky account; the app password goes to our server and on to the PDS only. */
export function useConnectBlueskyMutation() {
  const settle = useSettle();
  return useMutation({
    mutationFn: async (input: { identifier: string; password: string; signal?: AbortSignal }) =>
      readJson<BlueskyConnectionStatus>(
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
    mutationFn: async () => readJson<BlueskyConnectionStatus>(await api.me.bluesky.$delete()),
    onSuccess: settle,
  });
}

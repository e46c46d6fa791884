import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

const endpoint = api.me["notification-preferences"];
type PreferencesResponse = InferResponseType<typeof endpoint.$get, 200>;
type PreferencesInput = InferRequestType<typeof endpoint.$patch>["json"];

/** The member's notification preferences as the server presents them. */
export type NotificationPreferences = PreferencesResponse["preferences"];

export const notificationPreferencesKeys = {
  all: ["notification-preferences"] as const,
};

/** The signed-in member's preferences; the server creates them with the defaults on first read. */
export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationPreferencesKeys.all,
  queryFn: async () => (await readJson<PreferencesResponse>(await endpoint.$get())).preferences,
});

/** The member's notification preferences (spec §4 "Preferences"). */
export function useNotificationPreferencesQuery() {
  return useQuery(notificationPreferencesQueryOptions);
}

/** Saves any of the preferences and keeps the server's answer as the query's data. */
export function useUpdateNotificationPreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...notificationPreferencesKeys.all, "update"],
    mutationFn: async (input: PreferencesInput) =>
      (await readJson<PreferencesResponse>(await endpoint.$patch({ json: input }))).preferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationPreferencesKeys.all, preferences),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

export type OnboardingResponse = InferResponseType<typeof api.onboarding.$get, 200>;
export type Onboarding = OnboardingResponse["onboarding"];
export type OnboardingTask = Onboarding["tasks"][number];

export const onboardingKeys = {
  all: ["onboarding"] as const,
};

/**
 * The member's onboarding checklist. Reading it re-derives the flags on the server, so it is
 * always read afresh when the dashboard mounts (coming back from the settings, a group, ...).
 */
export const onboardingQueryOptions = queryOptions({
  queryKey: onboardingKeys.all,
  queryFn: async () => (await readJson<OnboardingResponse>(await api.onboarding.$get())).onboarding,
  staleTime: 0,
});

/** The onboarding checklist (spec §4). */
export function useOnboardingQuery() {
  return useQuery(onboardingQueryOptions);
}

/** Asks the server to derive the checklist again (spec §7 sync_onboarding_status) and keeps its answer. */
export function useSyncOnboardingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...onboardingKeys.all, "sync"],
    mutationFn: async () =>
      (await readJson<OnboardingResponse>(await api.onboarding.sync.$post())).onboarding,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingKeys.all, onboarding),
  });
}

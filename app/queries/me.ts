import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiError, api, readJson } from "../lib/api-client";

type MeResponse = InferResponseType<typeof api.me.$get, 200>;
/** The signed-in member as GET /api/me presents them (types come from the server's routes). */
export type Me = Extract<MeResponse, { user: { id: string } }>;
export type OwnProfile = NonNullable<Me["profile"]>;

export const meKeys = {
  all: ["me"] as const,
};

const meQueryOptions = {
  queryKey: meKeys.all,
  queryFn: async (): Promise<Me | null> => {
    const body = await readJson<MeResponse>(await api.me.$get());
    return body.user ? (body as Me) : null;
  },
  // Spec §8: a failed profile fetch is retried twice, 1 s apart.
  retry: (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2,
  retryDelay: 1000,
  staleTime: 5 * 60 * 1000,
};

/** The options of the member query, for prefetching it outside a component. */
export function useMeQueryOptions() {
  return meQueryOptions;
}

/** The signed-in member and their profile; null when signed out. */
export function useMeQuery() {
  return useQuery(meQueryOptions);
}

/** True when the profile has both names (spec §3: a profile is valid only then). */
export function isProfileComplete(me: Me | null | undefined): boolean {
  return Boolean(me?.profile?.firstName?.trim() && me.profile.lastName?.trim());
}

export function useCompleteProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { firstName: string; lastName: string }) =>
      readJson<{ profile: OwnProfile }>(await api.me.profile.$patch({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { ApiError, api, readJson } from "../lib/api-client";
import { memberProfileKeys } from "./member-profile";

type MeResponse = InferResponseType<typeof api.me.$get, 200>;
/** The signed-in member as GET /api/me presents them (types come from the server's routes). */
export type Me = Extract<MeResponse, { user: { id: string } }>;
export type OwnProfile = NonNullable<Me["profile"]>;
type ProfileInput = InferRequestType<typeof api.me.profile.$patch>["json"];
type ProfileResponse = InferResponseType<typeof api.me.profile.$patch, 200>;

export const meKeys = {
  all: ["me"] as const,
};

/** The member query: null when signed out. Shared by the hook and the start-up's prefetch. */
export const meQueryOptions = queryOptions({
  queryKey: meKeys.all,
  queryFn: async (): Promise<Me | null> => {
    const body = await readJson<MeResponse>(await api.me.$get());
    return body.user ? (body as Me) : null;
  },
  // Spec §8: a failed profile fetch is retried twice, 1 s apart.
  retry: (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2,
  retryDelay: 1000,
  staleTime: 5 * 60 * 1000,
});

/** The signed-in member and their profile; null when signed out. */
export function useMeQuery() {
  return useQuery(meQueryOptions);
}

/** True when the profile has both names (spec §3: a profile is valid only then). */
export function isProfileComplete(me: Me | null | undefined): boolean {
  return Boolean(me?.profile?.firstName?.trim() && me.profile.lastName?.trim());
}

/**
 * Saves any of the member's names, bio, avatar and cover photo (a file id, or null to remove),
 * then reloads the member and their profile page.
 */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) =>
      readJson<ProfileResponse>(await api.me.profile.$patch({ json: input })),
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberProfileKeys.detail(saved.profile.userId) }),
      ]),
  });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

type MemberProfileResponse = InferResponseType<(typeof api.members)[":userId"]["$get"], 200>;
/** A member's profile as GET /api/members/:userId presents it (no e-mail). */
export type MemberProfile = MemberProfileResponse["member"];
export type ProfileCommunity = MemberProfile["groups"][number];

export const memberProfileKeys = {
  all: ["member-profile"] as const,
  detail: (userId: string) => [...memberProfileKeys.all, userId] as const,
};

export const memberProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: memberProfileKeys.detail(userId),
    queryFn: async () =>
      (await readJson<MemberProfileResponse>(await api.members[":userId"].$get({ param: { userId } })))
        .member,
  });

/** A member's profile page: name, pictures, bio, member since and their visible communities. */
export function useMemberProfileQuery(userId: string | undefined) {
  return useQuery({ ...memberProfileQueryOptions(userId ?? ""), enabled: Boolean(userId) });
}

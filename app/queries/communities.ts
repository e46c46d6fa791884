import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { CommunityType } from "../../shared/schemas/lists";
import { api, readJson } from "../lib/api-client";

export type CommunitiesPage = InferResponseType<typeof api.communities.$get, 200>;
export type CommunityListItem = CommunitiesPage["communities"][number];
export type Group = InferResponseType<(typeof api.groups)[":id"]["$get"], 200>["group"];
export type Partnership = InferResponseType<(typeof api.partnerships)[":id"]["$get"], 200>["partnership"];
/** A group or a partnership as its own page shows it. */
export type Community = Group | Partnership;

export interface CommunitiesFilter {
  /** Both types when absent. */
  type?: CommunityType;
  /** The search box (the server ignores fewer than 2 characters). */
  q?: string;
}

export const communityKeys = {
  all: ["communities"] as const,
  lists: () => [...communityKeys.all, "list"] as const,
  list: (filter: CommunitiesFilter) => [...communityKeys.lists(), filter] as const,
  detail: (type: CommunityType, id: number) => [...communityKeys.all, type, id] as const,
};

/** The communities list, a page at a time (keyset cursors from the server). */
export function communitiesQueryOptions(filter: CommunitiesFilter) {
  return infiniteQueryOptions({
    queryKey: communityKeys.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<CommunitiesPage>(
        await api.communities.$get({
          query: {
            ...(filter.type ? { type: filter.type } : {}),
            ...(filter.q ? { q: filter.q } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A search or a new tab is a new list; what the member saw a moment ago stays while it loads.
    staleTime: 60 * 1000,
  });
}

/** Groups and partnerships (with their subgroups and sub-partnerships), by name. */
export function useCommunitiesQuery(filter: CommunitiesFilter) {
  return useInfiniteQuery({ ...communitiesQueryOptions(filter), placeholderData: (previous) => previous });
}

/** One group or partnership (a restricted preview for a private one's outsiders). */
export function communityQueryOptions(type: CommunityType, id: number) {
  return queryOptions({
    queryKey: communityKeys.detail(type, id),
    queryFn: async (): Promise<Community> => {
      const param = { id: String(id) };
      if (type === "group")
        return (await readJson<{ group: Group }>(await api.groups[":id"].$get({ param }))).group;
      return (await readJson<{ partnership: Partnership }>(await api.partnerships[":id"].$get({ param })))
        .partnership;
    },
  });
}

export function useCommunityQuery(type: CommunityType, id: number) {
  return useQuery(communityQueryOptions(type, id));
}

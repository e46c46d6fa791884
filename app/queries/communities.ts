import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { CreateCommunityFields, UpdateCommunityInput } from "../../shared/schemas/communities";
import type { CommunityType } from "../../shared/schemas/lists";
import { api, readJson } from "../lib/api-client";

export type CommunitiesPage = InferResponseType<typeof api.communities.$get, 200>;
export type CommunityListItem = CommunitiesPage["communities"][number];
/** A group or a partnership as its own page shows it. */
export type Community = InferResponseType<(typeof api.groups)[":id"]["$get"], 200>["community"];

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
      const response =
        type === "group"
          ? await api.groups[":id"].$get({ param })
          : await api.partnerships[":id"].$get({ param });
      return (await readJson<{ community: Community }>(response)).community;
    },
  });
}

export function useCommunityQuery(type: CommunityType, id: number) {
  return useQuery(communityQueryOptions(type, id));
}

/** Creates a group or partnership, or a subgroup or sub-partnership under `parentId`. */
export function useCreateCommunityMutation(type: CommunityType, parentId: number | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCommunityFields): Promise<Community> => {
      const c = type === "group" ? api.groups : api.partnerships;
      const response =
        parentId === null
          ? await c.$post({ json: input })
          : await c[":id"].children.$post({ param: { id: String(parentId) }, json: input });
      return (await readJson<{ community: Community }>(response)).community;
    },
    onSuccess: async (community) => {
      queryClient.setQueryData(communityKeys.detail(type, community.id), community);
      await queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
      if (parentId !== null)
        await queryClient.invalidateQueries({ queryKey: communityKeys.detail(type, parentId) });
    },
  });
}

/** Saves a community's fields (null removes a picture); its page shows the answer at once. */
export function useUpdateCommunityMutation(type: CommunityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateCommunityInput): Promise<Community> => {
      const c = type === "group" ? api.groups : api.partnerships;
      const response = await c[":id"].$patch({ param: { id: String(id) }, json: input });
      return (await readJson<{ community: Community }>(response)).community;
    },
    onSuccess: async (community) => {
      queryClient.setQueryData(communityKeys.detail(type, id), community);
      await queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
    },
  });
}

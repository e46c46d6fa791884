import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import type { CommunityType } from "../../shared/schemas/lists";
import { api, readJson } from "../lib/api-client";

/** Each community type's client: their requirement routes are the same. */
const client = (type: CommunityType) => (type === "group" ? api.groups : api.partnerships);

type RequirementsPage = InferResponseType<(typeof api.groups)[":id"]["requirements"]["$get"], 200>;
export type CommunityRequirement = RequirementsPage["requirements"][number];
type ProgressPage = InferResponseType<
  (typeof api.groups)[":id"]["requirements"][":requirementId"]["progress"]["$get"],
  200
>;
export type MemberProgress = ProgressPage["members"][number];
type SharedRequirements = InferResponseType<(typeof api.me.hours.requirements)["$get"], 200>;
export type SharedRequirement = SharedRequirements["requirements"][number];
export type RequirementBody = InferRequestType<(typeof api.groups)[":id"]["requirements"]["$post"]>["json"];

export const requirementKeys = {
  all: (type: CommunityType, id: number) => ["requirements", type, id] as const,
  list: (type: CommunityType, id: number) => [...requirementKeys.all(type, id), "list"] as const,
  progress: (type: CommunityType, id: number, requirementId: string) =>
    [...requirementKeys.all(type, id), "progress", requirementId] as const,
  /** The requirements the member shares their hours with, on their dashboard and history. */
  shared: ["me", "hours", "requirements"] as const,
};

/**
 * A community's service-hour requirements, the latest ending first, paged: each with the
 * viewer's progress when they share their hours with it, whether they do, and what they may do.
 */
export function useCommunityRequirementsQuery(type: CommunityType, id: number) {
  return useInfiniteQuery({
    queryKey: requirementKeys.list(type, id),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<RequirementsPage>(
        await client(type)[":id"].requirements.$get({
          param: { id: String(id) },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Sets a requirement; the server refuses it in words (a period that ends before it starts). */
export function useAddRequirement(type: CommunityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequirementBody) =>
      readJson(await client(type)[":id"].requirements.$post({ param: { id: String(id) }, json: body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requirementKeys.all(type, id) }),
  });
}

/** Removes a requirement: for every member, with its progress (the hours themselves stay). */
export function useRemoveRequirement(type: CommunityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requirementId: string) =>
      readJson(
        await client(type)[":id"].requirements[":requirementId"].$delete({
          param: { id: String(id), requirementId },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requirementKeys.all(type, id) }),
        queryClient.invalidateQueries({ queryKey: requirementKeys.shared }),
      ]),
  });
}

/** Shares the member's verified hours with the community (true) or stops sharing them (false). */
export function useShareHours(type: CommunityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (share: boolean) => {
      const param = { id: String(id) };
      const route = client(type)[":id"]["hour-share"];
      return readJson(await (share ? route.$put({ param }) : route.$delete({ param })));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requirementKeys.all(type, id) }),
        queryClient.invalidateQueries({ queryKey: requirementKeys.shared }),
      ]),
  });
}

/** Every sharing member's progress toward a requirement, least done first, for its admins. */
export function useRequirementProgressQuery(type: CommunityType, id: number, requirementId: string) {
  return useInfiniteQuery({
    queryKey: requirementKeys.progress(type, id, requirementId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<ProgressPage>(
        await client(type)[":id"].requirements[":requirementId"].progress.$get({
          param: { id: String(id), requirementId },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Where a requirement's admins download every sharing member's progress as CSV. */
export const requirementCsvPath = (type: CommunityType, id: number, requirementId: string) =>
  `/api/${type === "group" ? "groups" : "partnerships"}/${id}/requirements/${encodeURIComponent(requirementId)}/csv`;

/** The requirements of the communities the member shares their hours with, and their progress. */
export function useSharedRequirementsQuery() {
  return useQuery({
    queryKey: requirementKeys.shared,
    queryFn: async () =>
      (await readJson<SharedRequirements>(await api.me.hours.requirements.$get())).requirements,
  });
}

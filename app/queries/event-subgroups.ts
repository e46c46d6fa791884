import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";
import { eventKeys } from "./events";

const subgroups = api.events[":id"].subgroups;
const one = subgroups[":subgroupId"];

export type EventSubgroupsPage = InferResponseType<(typeof subgroups)["$get"], 200>;
export type EventSubgroupItem = EventSubgroupsPage["subgroups"][number];
export type EventSubgroup = InferResponseType<(typeof one)["$get"], 200>["subgroup"];
export type SubgroupMembersPage = InferResponseType<(typeof one)["members"]["$get"], 200>;
export type SubgroupMember = SubgroupMembersPage["members"][number];
export type EventSubgroupBody = InferRequestType<(typeof subgroups)["$post"]>["json"];
export type EventSubgroupPatch = InferRequestType<(typeof one)["$patch"]>["json"];

/** Under the event's key, so that whatever refreshes the event (a cancelled registration) refreshes these. */
export const eventSubgroupKeys = {
  all: (eventId: number) => [...eventKeys.detail(eventId), "subgroups"] as const,
  list: (eventId: number) => [...eventSubgroupKeys.all(eventId), "list"] as const,
  detail: (eventId: number, subgroupId: number) => [...eventSubgroupKeys.all(eventId), subgroupId] as const,
  members: (eventId: number, subgroupId: number) =>
    [...eventSubgroupKeys.detail(eventId, subgroupId), "members"] as const,
};

const params = (eventId: number, subgroupId: number) => ({
  param: { id: String(eventId), subgroupId: String(subgroupId) },
});

/** An event's subgroups by name, a page at a time, and whether the member may create one. */
export function useEventSubgroupsQuery(eventId: number) {
  return useInfiniteQuery({
    queryKey: eventSubgroupKeys.list(eventId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<EventSubgroupsPage>(
        await subgroups.$get({
          param: { id: String(eventId) },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One subgroup, with its event and what the member may do there. */
export function useEventSubgroupQuery(eventId: number, subgroupId: number) {
  return useQuery({
    queryKey: eventSubgroupKeys.detail(eventId, subgroupId),
    queryFn: async () =>
      (await readJson<{ subgroup: EventSubgroup }>(await one.$get(params(eventId, subgroupId)))).subgroup,
  });
}

/** A subgroup's members in joining order, a page at a time. */
export function useSubgroupMembersQuery(eventId: number, subgroupId: number) {
  return useInfiniteQuery({
    queryKey: eventSubgroupKeys.members(eventId, subgroupId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<SubgroupMembersPage>(
        await one.members.$get({
          ...params(eventId, subgroupId),
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Creates a subgroup of the event; the answer is the new subgroup. */
export function useCreateEventSubgroupMutation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventSubgroupBody) =>
      (
        await readJson<{ subgroup: EventSubgroup }>(
          await subgroups.$post({ param: { id: String(eventId) }, json: body }),
        )
      ).subgroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSubgroupKeys.list(eventId) }),
  });
}

/** Saves a subgroup's changed fields. */
export function useUpdateEventSubgroupMutation(eventId: number, subgroupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventSubgroupPatch) =>
      (
        await readJson<{ subgroup: EventSubgroup }>(
          await one.$patch({ ...params(eventId, subgroupId), json: body }),
        )
      ).subgroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSubgroupKeys.all(eventId) }),
  });
}

/**
 * Deletes a subgroup; the event's list is read again. Its own page is left alone: the page
 * navigates away, and fetching it again now would only meet a 404.
 */
export function useDeleteEventSubgroupMutation(eventId: number, subgroupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await one.$delete(params(eventId, subgroupId))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSubgroupKeys.list(eventId) }),
  });
}

/** What a subgroup's page does to its members: join or leave oneself, an admin removing someone. */
export type SubgroupMembershipAction =
  | { kind: "join" }
  | { kind: "leave" }
  | { kind: "remove"; userId: string };

/** Joins, leaves or removes, then reads the subgroup, its members and the event's list again. */
export function useSubgroupMembershipMutation(eventId: number, subgroupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: SubgroupMembershipAction): Promise<unknown> => {
      switch (action.kind) {
        case "join":
          return readJson(await one.members.$post(params(eventId, subgroupId)));
        case "leave":
          return readJson(await one.members.me.$delete(params(eventId, subgroupId)));
        case "remove":
          return readJson(
            await one.members[":userId"].$delete({
              param: { id: String(eventId), subgroupId: String(subgroupId), userId: action.userId },
            }),
          );
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSubgroupKeys.all(eventId) }),
  });
}

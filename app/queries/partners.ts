import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";
import { communityKeys } from "./communities";

type PartnersRoute = (typeof api.partnerships)[":id"];
export type PartnerEntry = InferResponseType<PartnersRoute["partners"]["$get"], 200>["partners"][number];
export type GroupPartnership = InferResponseType<
  (typeof api.groups)[":id"]["partnerships"]["$get"],
  200
>["partnerships"][number];
export type PartnerOption = InferResponseType<
  PartnersRoute["partner-options"]["$get"],
  200
>["options"][number];

/** Partner lists hang under the partnership's key: answering a request refreshes its page and counts. */
export const partnerKeys = {
  all: (id: number) => [...communityKeys.detail("partnership", id), "partners"] as const,
  list: (id: number, list: "partners" | "requests" | "options") => [...partnerKeys.all(id), list] as const,
  /** A group's partnerships hang under the group's key. */
  ofGroup: (groupId: number) => [...communityKeys.detail("group", groupId), "partnerships"] as const,
};

const page = (pageParam: string | undefined) => (pageParam ? { cursor: pageParam } : {});

/** A partnership's partner organisations, in the order they joined. */
export function usePartnersQuery(id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: partnerKeys.list(id, "partners"),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ partners: PartnerEntry[]; nextCursor: string | null }>(
        await api.partnerships[":id"].partners.$get({ param: { id: String(id) }, query: page(pageParam) }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The groups waiting to be let in, for the partnership's admins. */
export function usePartnerRequestsQuery(id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: partnerKeys.list(id, "requests"),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ requests: PartnerEntry[]; nextCursor: string | null }>(
        await api.partnerships[":id"]["partner-requests"].$get({
          param: { id: String(id) },
          query: page(pageParam),
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The groups the member runs, each with where it stands with the partnership. */
export function usePartnerOptionsQuery(id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: partnerKeys.list(id, "options"),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ options: PartnerOption[]; nextCursor: string | null }>(
        await api.partnerships[":id"]["partner-options"].$get({
          param: { id: String(id) },
          query: page(pageParam),
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The partnerships a group is a partner organisation of, in the order it joined them. */
export function useGroupPartnershipsQuery(groupId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: partnerKeys.ofGroup(groupId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ partnerships: GroupPartnership[]; nextCursor: string | null }>(
        await api.groups[":id"].partnerships.$get({ param: { id: String(groupId) }, query: page(pageParam) }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** What the partners tab does; the server decides, then the partnership and its lists are read again. */
export type PartnerAction =
  | { kind: "ask"; groupId: number; message?: string }
  | { kind: "approve" | "decline" | "end"; groupId: number };

async function perform(id: number, action: PartnerAction): Promise<unknown> {
  const route = api.partnerships[":id"].partners;
  const param = { id: String(id) };
  switch (action.kind) {
    case "ask":
      return readJson(
        await route.$post({
          param,
          json: action.message
            ? { groupId: action.groupId, message: action.message }
            : { groupId: action.groupId },
        }),
      );
    case "approve":
      return readJson(
        await route[":groupId"].approve.$post({ param: { ...param, groupId: String(action.groupId) } }),
      );
    case "decline":
      return readJson(
        await route[":groupId"].decline.$post({ param: { ...param, groupId: String(action.groupId) } }),
      );
    case "end":
      return readJson(
        await route[":groupId"].$delete({ param: { ...param, groupId: String(action.groupId) } }),
      );
  }
}

/**
 * Asking, answering and ending; afterwards the partnership (its waiting count) and its lists are
 * read again, and the group's list of partnerships when the action came from the group's page.
 */
export function usePartnerMutation(id: number, fromGroup?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PartnerAction) => perform(id, action),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: communityKeys.detail("partnership", id) });
      if (fromGroup !== undefined)
        await queryClient.invalidateQueries({ queryKey: partnerKeys.ofGroup(fromGroup) });
    },
  });
}

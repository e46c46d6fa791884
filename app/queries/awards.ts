import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import type { EntityType } from "../../shared/enums";
import { api, readJson } from "../lib/api-client";

/** Each entity type's client: their award routes are the same. */
const client = (type: EntityType) =>
  type === "group" ? api.groups : type === "partnership" ? api.partnerships : api.events;

type EntityAwardsPage = InferResponseType<(typeof api.groups)[":id"]["awards"]["$get"], 200>;
export type EntityAward = EntityAwardsPage["awards"][number];
type MemberAwardsPage = InferResponseType<(typeof api.members)[":userId"]["awards"]["$get"], 200>;
export type MemberAward = MemberAwardsPage["awards"][number];
type CandidatesPage = InferResponseType<(typeof api.groups)[":id"]["awards"]["candidates"]["$get"], 200>;
export type AwardCandidate = CandidatesPage["members"][number];
export type GiveAwardBody = InferRequestType<(typeof api.groups)[":id"]["awards"]["$post"]>["json"];

export const awardKeys = {
  entity: (type: EntityType, id: number) => ["awards", "entity", type, id] as const,
  candidates: (type: EntityType, id: number, q: string) => ["awards", "candidates", type, id, q] as const,
  member: (userId: string) => ["awards", "member", userId] as const,
};

/** The awards an organisation gave, newest first, paged (revoked ones too, for its admins). */
export function useEntityAwardsQuery(type: EntityType, id: number) {
  return useInfiniteQuery({
    queryKey: awardKeys.entity(type, id),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<EntityAwardsPage>(
        await client(type)[":id"].awards.$get({
          param: { id: String(id) },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The organisation's members whose names contain `q`, for the award form's picker (its admins). */
export function useAwardCandidatesQuery(type: EntityType, id: number, q: string, enabled: boolean) {
  return useQuery({
    queryKey: awardKeys.candidates(type, id, q),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      readJson<CandidatesPage>(
        await client(type)[":id"].awards.candidates.$get({
          param: { id: String(id) },
          query: q ? { q } : {},
        }),
      ),
  });
}

/** Gives an award; the server refuses it in words (a member who is not a member any more). */
export function useGiveAward(type: EntityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GiveAwardBody) =>
      readJson(await client(type)[":id"].awards.$post({ param: { id: String(id) }, json: body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["awards"] }),
  });
}

/** Revokes an award, with the reason (kept and shown to the organisation's admins). */
export function useRevokeAward(type: EntityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ awardId, reason }: { awardId: string; reason: string }) =>
      readJson(
        await client(type)[":id"].awards[":awardId"].revoke.$post({
          param: { id: String(id), awardId },
          json: { reason },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["awards"] }),
  });
}

/** A member's awards, newest first, paged: their own include hidden ones, marked. */
export function useMemberAwardsQuery(userId: string) {
  return useInfiniteQuery({
    queryKey: awardKeys.member(userId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<MemberAwardsPage>(
        await api.members[":userId"].awards.$get({
          param: { userId },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Hides one of the member's awards from their profile, or shows it again. */
export function useHideAward(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ awardId, hidden }: { awardId: string; hidden: boolean }) =>
      readJson(await api.me.awards[":awardId"].$patch({ param: { awardId }, json: { hidden } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: awardKeys.member(userId) }),
  });
}

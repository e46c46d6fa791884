import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { EntityType } from "../../shared/enums";
import type { LeaderboardPeriod } from "../../shared/recognition";
import { api, readJson } from "../lib/api-client";

/** Each entity type's client: their leaderboard routes are the same. */
const client = (type: EntityType) =>
  type === "group" ? api.groups : type === "partnership" ? api.partnerships : api.events;

export type LeaderboardPage = InferResponseType<(typeof api.groups)[":id"]["leaderboard"]["$get"], 200>;
export type LeaderboardEntry = LeaderboardPage["entries"][number];
type MilestonesAnswer = InferResponseType<(typeof api.members)[":userId"]["milestones"]["$get"], 200>;
export type Milestone = MilestonesAnswer["milestones"][number];

export const recognitionKeys = {
  leaderboard: (type: EntityType, id: number, period: LeaderboardPeriod) =>
    ["leaderboard", type, id, period] as const,
  milestones: (userId: string) => ["members", userId, "milestones"] as const,
};

/** An entity's leaderboard for a period, paged, with the viewer's own standing on each page. */
export function useLeaderboardQuery(type: EntityType, id: number, period: LeaderboardPeriod) {
  return useInfiniteQuery({
    queryKey: recognitionKeys.leaderboard(type, id, period),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<LeaderboardPage>(
        await client(type)[":id"].leaderboard.$get({
          param: { id: String(id) },
          query: pageParam ? { period, cursor: pageParam } : { period },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A member's milestone badges; only asked for when the viewer may see them (the member's hours rule). */
export function useMilestonesQuery(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: recognitionKeys.milestones(userId),
    enabled,
    queryFn: async () =>
      readJson<MilestonesAnswer>(await api.members[":userId"].milestones.$get({ param: { userId } })),
  });
}

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { EntityType, HourLogStatus } from "../../shared/enums";
import { api, readJson } from "../lib/api-client";

/** Each entity type's client: their hours routes are the same. */
const client = (type: EntityType) =>
  type === "group" ? api.groups : type === "partnership" ? api.partnerships : api.events;

type QueuePage = InferResponseType<(typeof api.groups)[":id"]["hours"]["$get"], 200>;
export type QueuedHourLog = QueuePage["logs"][number];
export type HourDecisionOutcome = InferResponseType<
  (typeof api.groups)[":id"]["hours"]["decisions"]["$post"],
  200
>;

/** What the queue shows: one status, in a period of work dates ("" for open-ended). */
export interface HoursFilter {
  status: HourLogStatus;
  from: string;
  to: string;
}

export const hoursQueueKeys = {
  all: (type: EntityType, id: number) => ["hours-queue", type, id] as const,
  list: (type: EntityType, id: number, filter: HoursFilter) =>
    [...hoursQueueKeys.all(type, id), filter.status, filter.from, filter.to] as const,
};

/** The hours credited to an entity, for those who verify them: pending oldest first, paged. */
export function useEntityHoursQuery(type: EntityType, id: number, filter: HoursFilter) {
  return useInfiniteQuery({
    queryKey: hoursQueueKeys.list(type, id, filter),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<QueuePage>(
        await client(type)[":id"].hours.$get({
          param: { id: String(id) },
          query: {
            status: filter.status,
            ...(filter.from ? { from: filter.from } : {}),
            ...(filter.to ? { to: filter.to } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Verifies or declines logs of the entity's queue; the server says which it decided. */
export function useDecideHours(type: EntityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { logIds: string[]; decision: "verified" | "declined"; note: string }) =>
      readJson<HourDecisionOutcome>(
        await client(type)[":id"].hours.decisions.$post({ param: { id: String(id) }, json: body }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hoursQueueKeys.all(type, id) }),
  });
}

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import type { HourLogStatus } from "../../shared/enums";
import { api, readJson } from "../lib/api-client";

const hours = api.me.hours;

type HoursPage = InferResponseType<(typeof hours)["$get"], 200>;
export type HourLog = HoursPage["logs"][number];
export type HourTotals = InferResponseType<(typeof hours)["totals"]["$get"], 200>["verified"];
export type LogHoursBody = InferRequestType<(typeof hours)["$post"]>["json"];

/** A history's filters, as the page's address holds them ("" for none). */
export interface HoursFilter {
  status: HourLogStatus | "";
  from: string;
  to: string;
  organisation: string;
}

export const hourKeys = {
  all: ["hours"] as const,
  list: (userId: string | null, filter: HoursFilter) => ["hours", userId ?? "me", "list", filter] as const,
  totals: (userId: string | null, filter: Omit<HoursFilter, "status">) =>
    ["hours", userId ?? "me", "totals", filter] as const,
};

/** The query string of a filter: only what is set. */
function filterQuery(filter: Partial<HoursFilter>) {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) as Record<string, string>;
}

/**
 * A history's hour logs, newest first, filtered, paged: the member's own (`userId` null) or
 * another member's, as far as the server lets the viewer read it.
 */
export function useHoursQuery(userId: string | null, filter: HoursFilter) {
  return useInfiniteQuery({
    queryKey: hourKeys.list(userId, filter),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const query = { ...filterQuery(filter), ...(pageParam ? { cursor: pageParam } : {}) };
      return readJson<HoursPage>(
        userId
          ? await api.members[":userId"].hours.$get({ param: { userId }, query })
          : await hours.$get({ query }),
      );
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

/** A history's verified totals, in the filter's period and organisation. */
export function useHourTotalsQuery(userId: string | null, filter: Omit<HoursFilter, "status">) {
  return useQuery({
    queryKey: hourKeys.totals(userId, filter),
    queryFn: async () => {
      const query = filterQuery(filter);
      return (
        await readJson<{ verified: HourTotals }>(
          userId
            ? await api.members[":userId"].hours.totals.$get({ param: { userId }, query })
            : await hours.totals.$get({ query }),
        )
      ).verified;
    },
    retry: false,
  });
}

/** Logs hours; waits for the server, which may refuse them in words. */
export function useLogHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: LogHoursBody) => readJson(await hours.$post({ json: body })),
    onSettled: () => client.invalidateQueries({ queryKey: hourKeys.all }),
  });
}

/** Withdraws pending hours. */
export function useWithdrawHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (logId: string) =>
      readJson(await hours[":logId"].withdrawal.$post({ param: { logId } })),
    onSettled: () => client.invalidateQueries({ queryKey: hourKeys.all }),
  });
}

/**
 * Mails the supervisor of pending hours for an outside organisation a new link; the server
 * refuses in words (429 with the day it may go; 409 once the hours are no longer pending).
 */
export function useResendSupervisorLink() {
  return useMutation({
    mutationFn: async (logId: string) =>
      readJson(await hours[":logId"]["supervisor-link"].$post({ param: { logId } })),
  });
}

export type HourLogChangeLine = InferResponseType<
  (typeof hours)[":logId"]["changes"]["$get"],
  200
>["changes"][number];

/** A log's history: every change, who made it and why. Loaded when the member opens it. */
export function useHourLogChangesQuery(logId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["hours", "me", "changes", logId],
    queryFn: async () =>
      (
        await readJson<{ changes: HourLogChangeLine[] }>(
          await hours[":logId"].changes.$get({ param: { logId } }),
        )
      ).changes,
    enabled,
  });
}

/** Corrects hours the member logged; verified ones go back to waiting for verification. */
export function useEditHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      logId,
      ...json
    }: {
      logId: string;
      workDate?: string;
      minutes?: number;
      description?: string;
      reason: string;
    }) => readJson(await hours[":logId"].$patch({ param: { logId }, json })),
    onSettled: () => client.invalidateQueries({ queryKey: hourKeys.all }),
  });
}

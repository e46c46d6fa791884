import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import type { HourLogStatus } from "../../shared/enums";
import { api, readJson } from "../lib/api-client";

const hours = api.me.hours;

type HoursPage = InferResponseType<(typeof hours)["$get"], 200>;
export type HourLog = HoursPage["logs"][number];
export type HourTotals = InferResponseType<(typeof hours)["totals"]["$get"], 200>["verified"];
export type LogHoursBody = InferRequestType<(typeof hours)["$post"]>["json"];

export const hourKeys = {
  all: ["me", "hours"] as const,
  list: (status: HourLogStatus | "") => ["me", "hours", "list", status] as const,
  totals: ["me", "hours", "totals"] as const,
};

/** The member's own hour logs, newest first, by status ("" for all), paged. */
export function useOwnHoursQuery(status: HourLogStatus | "") {
  return useInfiniteQuery({
    queryKey: hourKeys.list(status),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<HoursPage>(
        await hours.$get({
          query: { ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The member's verified totals. */
export function useHourTotalsQuery() {
  return useQuery({
    queryKey: hourKeys.totals,
    queryFn: async () =>
      (await readJson<{ verified: HourTotals }>(await hours.totals.$get({ query: {} }))).verified,
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

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";
import { eventKeys } from "./events";
import { useAttendanceRecorder } from "./offline-attendance";

const events = api.events[":id"];

type CodeAnswer = InferResponseType<(typeof events)["check-in-code"]["$get"], 200>;
type OwnAnswer = InferResponseType<(typeof events)["check-in"]["$get"], 200>;
export type CheckInCode = CodeAnswer["checkIn"];
export type OwnShift = OwnAnswer["shifts"][number];

export const attendanceKeys = {
  code: (id: number) => [...eventKeys.detail(id), "check-in-code"] as const,
  own: (id: number) => [...eventKeys.detail(id), "check-in"] as const,
};

const param = (id: number) => ({ param: { id: String(id) } });

/** The event's check-in code, for its hosts (null until one is made). */
export function useCheckInCodeQuery(id: number) {
  return useQuery({
    queryKey: attendanceKeys.code(id),
    queryFn: async () => (await readJson<CodeAnswer>(await events["check-in-code"].$get(param(id)))).checkIn,
  });
}

/** Makes the event's check-in code, or a new one in place of the old. */
export function useRenewCheckInCode(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await readJson<CodeAnswer>(await events["check-in-code"].$post(param(id)))).checkIn,
    onSuccess: (checkIn) => client.setQueryData(attendanceKeys.code(id), checkIn),
  });
}

/** The member's own shifts at the event, with where they stand. */
export function useOwnShiftsQuery(id: number) {
  return useQuery({
    queryKey: attendanceKeys.own(id),
    queryFn: async () => (await readJson<OwnAnswer>(await events["check-in"].$get(param(id)))).shifts,
  });
}

/**
 * Checks the member in or out by the event's code; the answer is their shifts as they now stand,
 * or `queued` when there was no connection and the action waits on the device (issue 31).
 */
export function useSelfCheckIn(id: number) {
  const client = useQueryClient();
  const record = useAttendanceRecorder();
  return useMutation({
    // Offline is this one's business (it queues), not a reason to pause it as mutations are.
    networkMode: "always",
    mutationFn: (body: { code: string; action: "check-in" | "check-out" }) =>
      record({ kind: "self", eventId: id, ...body }),
    onSuccess: (outcome) => {
      if (!outcome.queued) client.setQueryData(attendanceKeys.own(id), (outcome.answer as OwnAnswer).shifts);
    },
  });
}

import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import type { AttendanceAction } from "../../shared/enums";
import { api, readJson } from "../lib/api-client";
import { eventKeys } from "./events";

const events = api.events[":id"];

export type OwnRegistration = InferResponseType<(typeof events)["registration"]["$get"], 200>;
export type Organisation = OwnRegistration["organisations"][number];
export type Shift = InferResponseType<(typeof events)["shifts"]["$get"], 200>["shifts"][number];
export type RegisterBody = InferRequestType<(typeof events)["registrations"]["$post"]>["json"];
export type RegistrationOutcome = InferResponseType<(typeof events)["registrations"]["$post"], 201>;

export const registrationKeys = {
  own: (id: number) => [...eventKeys.detail(id), "registration"] as const,
  shifts: (id: number) => [...eventKeys.detail(id), "shifts"] as const,
};

const param = (id: number) => ({ param: { id: String(id) } });

/** The member's registration for the event, their waitlist place, and whom they may register for. */
export function ownRegistrationQueryOptions(id: number) {
  return queryOptions({
    queryKey: registrationKeys.own(id),
    queryFn: async () => readJson<OwnRegistration>(await events.registration.$get(param(id))),
  });
}

export function useOwnRegistrationQuery(id: number, enabled = true) {
  return useQuery({ ...ownRegistrationQueryOptions(id), enabled });
}

/** The event's shifts, each with its places and the member's standing. */
export function useShiftsQuery(id: number, enabled = true) {
  return useQuery({
    queryKey: registrationKeys.shifts(id),
    queryFn: async () => (await readJson<{ shifts: Shift[] }>(await events.shifts.$get(param(id)))).shifts,
    enabled,
  });
}

/** After any change: the event, the member's registration and the shifts are read again. */
function useRefreshEvent(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) });
}

/** Registers with the dialog's choices; the answer says which shifts were assigned. */
export function useRegisterMutation(id: number) {
  const refresh = useRefreshEvent(id);
  return useMutation({
    mutationFn: async (body: RegisterBody) =>
      readJson<RegistrationOutcome>(await events.registrations.$post({ ...param(id), json: body })),
    onSuccess: refresh,
  });
}

/** Joins the event's waitlist for a full registration type. */
export function useJoinEventWaitlistMutation(id: number) {
  const refresh = useRefreshEvent(id);
  return useMutation({
    mutationFn: async (body: Pick<RegisterBody, "registrationType" | "passcode" | "onBehalfOf">) =>
      readJson(await events.waitlist.$post({ ...param(id), json: body })),
    onSuccess: refresh,
  });
}

export type OwnAction =
  | { kind: "cancelRegistration" }
  | { kind: "leaveEventWaitlist" }
  | { kind: "takeShift"; shiftId: string }
  | { kind: "releaseShift"; shiftId: string }
  | { kind: "waitForShift"; shiftId: string }
  | { kind: "stopWaiting"; shiftId: string };

async function perform(id: number, action: OwnAction) {
  const shift = (shiftId: string) => ({ param: { id: String(id), shiftId } });
  switch (action.kind) {
    case "cancelRegistration":
      return readJson(await events.registration.$delete(param(id)));
    case "leaveEventWaitlist":
      return readJson(await events.waitlist.$delete(param(id)));
    case "takeShift":
      return readJson(await events.shifts[":shiftId"].assignment.$post(shift(action.shiftId)));
    case "releaseShift":
      return readJson(await events.shifts[":shiftId"].assignment.$delete(shift(action.shiftId)));
    case "waitForShift":
      return readJson(await events.shifts[":shiftId"].waitlist.$post(shift(action.shiftId)));
    case "stopWaiting":
      return readJson(await events.shifts[":shiftId"].waitlist.$delete(shift(action.shiftId)));
  }
}

/** The member's own changes on the event page: cancelling, taking or giving back shifts, queues. */
export function useOwnEventAction(id: number) {
  const refresh = useRefreshEvent(id);
  return useMutation({ mutationFn: (action: OwnAction) => perform(id, action), onSettled: refresh });
}

export type ShiftBody = InferRequestType<(typeof events)["shifts"]["$post"]>["json"];
export type ShiftPatch = InferRequestType<(typeof events)["shifts"][":shiftId"]["$patch"]>["json"];
export type ShiftVolunteersPage = InferResponseType<
  (typeof events)["shifts"][":shiftId"]["volunteers"]["$get"],
  200
>;
export type ShiftVolunteer = ShiftVolunteersPage["volunteers"][number];

/** Who holds a shift, or waits for it, a page at a time (for its hosts). */
export function useShiftVolunteersQuery(id: number, shiftId: string, list: "assigned" | "waiting") {
  return useInfiniteQuery({
    queryKey: [...registrationKeys.shifts(id), shiftId, list] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<ShiftVolunteersPage>(
        await events.shifts[":shiftId"].volunteers.$get({
          param: { id: String(id), shiftId },
          query: { list, ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type HostAction =
  | { kind: "create"; body: ShiftBody }
  | { kind: "update"; shiftId: string; body: ShiftPatch }
  | { kind: "delete"; shiftId: string }
  | { kind: "release"; shiftId: string; userId: string }
  | { kind: "attendance"; shiftId: string; userId: string; action: AttendanceAction; name: string }
  | { kind: "minutes"; logId: string; minutes: number; reason: string };

async function performHost(id: number, action: HostAction) {
  const shift = (shiftId: string) => ({ param: { id: String(id), shiftId } });
  switch (action.kind) {
    case "create":
      return readJson(await events.shifts.$post({ ...param(id), json: action.body }));
    case "update":
      return readJson(
        await events.shifts[":shiftId"].$patch({ ...shift(action.shiftId), json: action.body }),
      );
    case "delete":
      return readJson(await events.shifts[":shiftId"].$delete(shift(action.shiftId)));
    case "release":
      return readJson(
        await events.shifts[":shiftId"].volunteers[":userId"].$delete({
          param: { id: String(id), shiftId: action.shiftId, userId: action.userId },
        }),
      );
    case "attendance":
      return readJson(
        await events.shifts[":shiftId"].volunteers[":userId"].attendance.$post({
          param: { id: String(id), shiftId: action.shiftId, userId: action.userId },
          json: { action: action.action },
        }),
      );
    case "minutes":
      return readJson(
        await events.hours[":logId"].$patch({
          param: { id: String(id), logId: action.logId },
          json: { minutes: action.minutes, reason: action.reason },
        }),
      );
  }
}

/** A host's changes to the event's shifts and their volunteers. */
export function useHostShiftAction(id: number) {
  const refresh = useRefreshEvent(id);
  return useMutation({ mutationFn: (action: HostAction) => performHost(id, action), onSettled: refresh });
}

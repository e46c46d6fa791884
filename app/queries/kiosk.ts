import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { KIOSK_TOKEN_HEADER } from "../../shared/volunteering";
import { api, readJson } from "../lib/api-client";
import { eventKeys } from "./events";

const events = api.events[":id"];

type OpenKiosks = InferResponseType<(typeof events)["kiosks"]["$get"], 200>;
type Started = InferResponseType<(typeof events)["kiosks"]["$post"], 201>;
type KioskAnswer = InferResponseType<(typeof api.kiosk)["$get"], 200>;
type KioskMatches = InferResponseType<(typeof api.kiosk.volunteers)["$get"], 200>;
export type KioskEvent = KioskAnswer["kiosk"]["event"];
export type KioskVolunteer = KioskMatches["volunteers"][number];

/** Where a kiosk tablet keeps its token: not a brand key, which signing out removes. */
export const KIOSK_STORAGE_KEY = "kiosk-token";

const kioskKeys = {
  open: (id: number) => [...eventKeys.detail(id), "kiosks"] as const,
  self: ["kiosk"] as const,
  search: (q: string) => ["kiosk", "volunteers", q] as const,
};
const param = (id: number) => ({ param: { id: String(id) } });
const withToken = (token: string) => ({ headers: { [KIOSK_TOKEN_HEADER]: token } });

/** The event's open kiosks, for its hosts. */
export function useOpenKiosksQuery(id: number) {
  return useQuery({
    queryKey: kioskKeys.open(id),
    queryFn: async () => (await readJson<OpenKiosks>(await events.kiosks.$get(param(id)))).kiosks,
  });
}

/** Opens a kiosk; its token is the answer, for the tablet to keep. */
export function useStartKiosk(id: number) {
  return useMutation({
    mutationFn: async () => (await readJson<Started>(await events.kiosks.$post(param(id)))).kiosk,
  });
}

/** Ends one of the event's kiosks. */
export function useEndKiosk(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (kioskId: string) =>
      readJson(await events.kiosks[":kioskId"].$delete({ param: { id: String(id), kioskId } })),
    onSettled: () => client.invalidateQueries({ queryKey: kioskKeys.open(id) }),
  });
}

/** What the kiosk shows of itself; refused (401) once it has ended. */
export function useKioskQuery(token: string) {
  return useQuery({
    queryKey: kioskKeys.self,
    queryFn: async () =>
      (await readJson<KioskAnswer>(await api.kiosk.$get({}, withToken(token)))).kiosk.event,
    retry: false,
  });
}

/** The volunteers the kiosk may check in or out whose name starts with `q` (two letters at least). */
export function useKioskSearch(token: string, q: string) {
  return useQuery({
    queryKey: kioskKeys.search(q),
    enabled: q.trim().length >= 2,
    queryFn: async () =>
      (await readJson<KioskMatches>(await api.kiosk.volunteers.$get({ query: { q } }, withToken(token))))
        .volunteers,
    retry: false,
  });
}

/** Checks a volunteer the kiosk found in or out. */
export function useKioskAttendance(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { shiftId: string; userId: string; action: "check-in" | "check-out" }) =>
      readJson(await api.kiosk.attendance.$post({ json: body }, withToken(token))),
    onSettled: () => client.invalidateQueries({ queryKey: ["kiosk", "volunteers"] }),
  });
}

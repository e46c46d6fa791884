import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

const supervisorHours = api["supervisor-hours"];

type Lookup = InferResponseType<(typeof supervisorHours)["lookup"]["$post"], 200>;
/** What an outside supervisor's link asks about (issue 29). */
export type SupervisorRequest = Lookup["request"];
export type SupervisorDecisionBody = InferRequestType<(typeof supervisorHours)["$post"]>["json"];
export type SupervisorDecision = InferResponseType<(typeof supervisorHours)["$post"], 200>["status"];

export const supervisorHourKeys = {
  all: ["supervisor-hours"] as const,
  request: (token: string) => ["supervisor-hours", "request", token] as const,
};

/**
 * The hours a supervisor's one-time link asks about, by the link's secret (no session: the secret
 * is the whole right). An unknown (404), answered (409) or expired (410) link will not change on
 * a retry; looking does not spend the link.
 */
export function useSupervisorRequestQuery(token: string) {
  return useQuery({
    queryKey: supervisorHourKeys.request(token),
    queryFn: async () => {
      const { request } = await readJson<Lookup>(await supervisorHours.lookup.$post({ json: { token } }));
      return request;
    },
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The supervisor verifies or declines the hours, with an optional note; the link answers once. */
export function useSupervisorDecision() {
  return useMutation({
    mutationFn: async (body: SupervisorDecisionBody) =>
      (await readJson<{ status: SupervisorDecision }>(await supervisorHours.$post({ json: body }))).status,
  });
}

import { useMutation } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { CreateBetaSignupInput } from "../../shared/schemas/beta-signup";
import { api, readJson } from "../lib/api-client";

/** The answer to the beta form: created, or already on the list. */
export type BetaSignupResponse = InferResponseType<(typeof api)["beta-signups"]["$post"]>;

export const betaSignupKeys = {
  all: ["beta-signups"] as const,
  create: () => [...betaSignupKeys.all, "create"] as const,
};

/** Sends the beta sign-up form; an address already on the list resolves, not rejects. */
export function useCreateBetaSignupMutation() {
  return useMutation({
    mutationKey: betaSignupKeys.create(),
    mutationFn: async (input: CreateBetaSignupInput) =>
      readJson<BetaSignupResponse>(await api["beta-signups"].$post({ json: input })),
  });
}

import { useMutation } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { CreateBetaSignupInput } from "../../shared/schemas/beta-signup";
import { api, readJson } from "../lib/api-client";
import { botCheckHeaders } from "../lib/bot-check";

/** The answer to the beta form, the same for a new address and one already on the list. */
export type BetaSignupResponse = InferResponseType<(typeof api)["beta-signups"]["$post"]>;

export const betaSignupKeys = {
  all: ["beta-signups"] as const,
  create: () => [...betaSignupKeys.all, "create"] as const,
};

/** Earns the bot check, then sends the beta sign-up form. */
export function useCreateBetaSignupMutation() {
  return useMutation({
    mutationKey: betaSignupKeys.create(),
    mutationFn: async (input: CreateBetaSignupInput) => {
      const headers = await botCheckHeaders("beta_signup");
      return readJson<BetaSignupResponse>(await api["beta-signups"].$post({ json: input }, { headers }));
    },
  });
}

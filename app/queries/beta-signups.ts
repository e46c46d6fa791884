import { useMutation } from "@tanstack/react-query";
import type { BetaSignupResult, CreateBetaSignupInput } from "../../shared/schemas/beta-signup";
import { api, readJson } from "../lib/api-client";

/** Sends the beta sign-up form; an address already on the list resolves, not rejects. */
export function useCreateBetaSignupMutation() {
  return useMutation({
    mutationFn: async (input: CreateBetaSignupInput) =>
      readJson<BetaSignupResult>(await api["beta-signups"].$post({ json: input })),
  });
}

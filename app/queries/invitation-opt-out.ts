import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "../lib/api-client";

/**
 * An invitation mail's "no more invitations" link, from its page (/invitations/opt-out?token=…):
 * the signed token is the whole credential, so it works signed out (decisions.md, "Invitations").
 */
export function useInvitationOptOutMutation() {
  return useMutation({
    mutationFn: async (token: string) =>
      readJson<{ optedOut: true }>(await api.invitations["opt-out"].$post({ query: { token } })),
  });
}

import { useMutation } from "@tanstack/react-query";

/**
 * Ends the session on the server; the caller clears what the browser kept (spec §4). Every
 * members' page has the account menu, so Better Auth's client loads only when it is used.
 */
export function useSignOutMutation() {
  return useMutation({
    mutationKey: ["auth", "sign-out"],
    mutationFn: async () => {
      const { authClient } = await import("../lib/auth-client");
      await authClient.signOut();
    },
    retry: false,
  });
}

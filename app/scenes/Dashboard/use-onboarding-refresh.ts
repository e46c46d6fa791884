import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onboardingKeys, useSyncOnboardingMutation } from "../../queries/onboarding";

/**
 * Keeps the checklist in step with what the member does on the dashboard itself (a first post,
 * a picture uploaded): after any successful change, the server re-derives it. Changes made on
 * other pages are caught when the dashboard mounts again (its query is always read afresh). Once
 * every task is done, the card is gone and a like or a comment asks nothing more.
 */
export function useOnboardingRefresh() {
  const queryClient = useQueryClient();
  const { mutate: sync } = useSyncOnboardingMutation();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        const key = event.mutation.options.mutationKey;
        // Its own sync, and the account's sign-in and sign-out, change no task.
        if (key?.[0] === onboardingKeys.all[0] || key?.[0] === "auth") return;
        const current = queryClient.getQueryData<{ completed: number; total: number }>(onboardingKeys.all);
        if (current && current.completed >= current.total) return;
        sync();
      }),
    [queryClient, sync],
  );
}

import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { isNetworkError } from "../../lib/offline/network-error";
import { toast } from "../../lib/toast";
import { healthQueryOptions } from "../../queries/health";
import { meKeys, meQueryOptions } from "../../queries/me";
import { STARTUP_LABELS, StartupGate, type StartupStep } from "../startup-gate";

export const STORAGE_VERIFICATION_FAILED = "Storage verification failed. Some features may be limited.";
export const OFFLINE_NOT_SAVED =
  "You're offline, and nothing is saved on this device yet. Connect to the internet and try again.";

/** Once the signed-in application has started in this page, later visits skip the overlay. */
let started = false;

/**
 * The start-up overlay of spec §2 in front of the signed-in application: the session is checked
 * ("Checking authentication..."), then the server's database and storage ("Initializing application...").
 */
export function AppStartup({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const steps = useMemo<StartupStep[]>(
    () => [
      {
        label: STARTUP_LABELS.auth,
        run: async () => {
          // The data saved for offline use (issue 31) first: offline, the member saved last starts.
          const { restoreAndPersistQueries } = await import("../../lib/offline/persist-queries");
          restoreAndPersistQueries(queryClient);
          const saved = queryClient.getQueryData(meKeys.all) !== undefined;
          if (!onlineManager.isOnline()) {
            // A fetch would wait for the network for ever.
            if (saved) return;
            throw new Error(OFFLINE_NOT_SAVED);
          }
          await queryClient.fetchQuery(meQueryOptions).catch((error: unknown) => {
            if (!(saved && isNetworkError(error))) throw error;
          });
        },
      },
      {
        label: STARTUP_LABELS.init,
        run: async () => {
          if (!onlineManager.isOnline()) return;
          const health = await queryClient.fetchQuery(healthQueryOptions);
          // Spec §8: the app still starts; uploads will fail until the server's storage is fixed.
          if ("storage" in health && !health.storage.writable) toast.warning(STORAGE_VERIFICATION_FAILED);
          started = true;
        },
      },
    ],
    [queryClient],
  );
  if (started) return <>{children}</>;
  return <StartupGate steps={steps}>{children}</StartupGate>;
}

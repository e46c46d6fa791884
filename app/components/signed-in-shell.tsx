import { useQueryClient } from "@tanstack/react-query";
import { useOfflineQueueStarter } from "../lib/offline-queue-start";
import { useLiveUpdates } from "../queries/live";
import { useMeQuery } from "../queries/me";
import { AppLayout } from "./app-layout";
import { AppStartup } from "./auth/app-startup";
import { RequireAuth } from "./auth/guards";

/**
 * The members' frame with its live channel, opened once the session is known, and the sending of
 * check-ins made offline that still wait (issue 31).
 */
function LiveAppLayout() {
  useLiveUpdates();
  useOfflineQueueStarter(useMeQuery().data?.user.id, useQueryClient());
  return <AppLayout />;
}

/**
 * Everything in front of a signed-in page: the start-up overlay, the session check and the
 * members' frame. It is one lazily loaded chunk, so visitors' pages ship none of it.
 */
export function SignedInShell() {
  return (
    <AppStartup>
      <RequireAuth>
        <LiveAppLayout />
      </RequireAuth>
    </AppStartup>
  );
}

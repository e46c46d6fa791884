import { useLiveUpdates } from "../queries/live";
import { AppLayout } from "./app-layout";
import { AppStartup } from "./auth/app-startup";
import { RequireAuth } from "./auth/guards";

/** The members' frame with its live channel, opened once the session is known. */
function LiveAppLayout() {
  useLiveUpdates();
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

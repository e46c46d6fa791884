import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import { useCallback, useSyncExternalStore } from "react";
import { useOnline } from "../hooks/use-online";
import { isNetworkError } from "../lib/offline/network-error";

/** The member query is the session, not the page's data: its time says nothing about the page. */
const isPageData = (key: readonly unknown[]) => key[0] !== "me" && key[0] !== "health";

/** When the oldest data the page shows was fetched (0: the page shows no data). */
function oldestShown(queryClient: QueryClient): number {
  let oldest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (!query.getObserversCount() || query.state.data === undefined || !isPageData(query.queryKey)) continue;
    const at = query.state.dataUpdatedAt;
    if (at && (!oldest || at < oldest)) oldest = at;
  }
  return oldest;
}

/** Whether a query of the page failed for want of a network (the browser may think it is online). */
function networkFailed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.getObserversCount() > 0 && isNetworkError(query.state.error));
}

/** "10:42", or "27 Nov, 10:42" when it was not today. */
export function savedTime(at: number, now = new Date()): string {
  const date = new Date(at);
  const time = date.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  if (date.toDateString() === now.toDateString()) return `at ${time}`;
  return `on ${date.toLocaleDateString(undefined, { day: "numeric", month: "short" })} at ${time}`;
}

/**
 * The offline mark of issue 31: without a network, a members' page shows the data saved the last
 * time it was opened (lib/offline/), and this says so and since when, as a status message.
 */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const savedAt = useSyncExternalStore(
    subscribe,
    () => oldestShown(queryClient),
    () => 0,
  );
  const failed = useSyncExternalStore(
    subscribe,
    () => networkFailed(queryClient),
    () => false,
  );
  const offline = !online || failed;
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <p className="flex items-center justify-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          <span>
            You're offline.{" "}
            {savedAt
              ? `Showing what was saved ${savedTime(savedAt)}.`
              : "This page has not been saved on this device."}
          </span>
        </p>
      )}
    </div>
  );
}

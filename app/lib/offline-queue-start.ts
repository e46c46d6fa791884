import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { queueKey } from "./offline-queue-key";

/**
 * Sends what the member queued offline, from any signed-in page: the queue's code is loaded only
 * when something waits, so pages without a queue carry a few bytes of it.
 */
export function useOfflineQueueStarter(userId: string | undefined, client: QueryClient) {
  useEffect(() => {
    if (!userId || !localStorage.getItem(queueKey(userId))) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("../queries/offline-attendance").then(
      (queue) => {
        if (!cancelled) stop = queue.startAttendanceQueue(userId, client);
      },
      () => {
        // Offline and not cached: the page that made the action starts the queue itself.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, client]);
}

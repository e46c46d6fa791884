import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Where a member's queue of attendance actions made offline is kept (issue 31): `localStorage`,
 * one key per member, so that nobody else who signs in on the device sends it or sees it; not a
 * brand key, so signing out does not lose it (it is sent at that member's next sign-in, if still
 * within the server's bounds).
 */
export const queueKey = (userId: string) => `offline-queue:${userId}`;

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

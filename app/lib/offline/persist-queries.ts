import { onlineManager, type QueryClient } from "@tanstack/react-query";
import {
  clearSavedQueries,
  isSavedQueryKey,
  readSavedQueries,
  type SavedQuery,
  saveQueries,
} from "./saved-queries";

/** Writes wait this long for more answers, so a page's several queries are one write. */
const WRITE_DELAY_MS = 1_000;

const attached = new WeakSet<QueryClient>();

function userIdOf(me: unknown): string | null {
  const id = (me as { user?: { id?: unknown } } | null | undefined)?.user?.id;
  return typeof id === "string" ? id : null;
}

/**
 * Puts the saved data of the last member signed in on this browser back in the query cache, and
 * from then on saves the allow-listed queries' answers (saved-queries.ts). When the server says
 * another member is signed in, the saved data is forgotten, in the store and in the cache; when
 * nobody is, in the store (the sign-out empties the cache itself). Saved data is put back only in a page opened offline, with the time it was fetched (for
 * the offline mark); online, pages fetch as they always did. Called once the signed-in application starts (AppStartup).
 */
export function restoreAndPersistQueries(queryClient: QueryClient, storage: Storage = localStorage): void {
  if (attached.has(queryClient)) return;
  attached.add(queryClient);
  // TanStack Query counts itself online until an "offline" event; a page opened without a
  // network (its shell from the service worker) has had none.
  onlineManager.setOnline(navigator.onLine);
  const saved = readSavedQueries(storage);
  let userId = saved?.userId ?? null;
  // Only a page opened without a network starts from the saved data: with one, pages ask the
  // server as they always did (a roster saved a minute ago is not the roster now).
  for (const query of navigator.onLine ? [] : (saved?.queries ?? [])) {
    if (queryClient.getQueryState(query.queryKey)?.data !== undefined) continue;
    queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.savedAt });
  }

  const pending = new Map<string, SavedQuery>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (userId && pending.size) saveQueries(storage, userId, [...pending.values()]);
    pending.clear();
  };

  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const { query } = event;
    // The member query itself: other queries' keys start with "me" too (["me", "hours", …]).
    if (query.queryKey.length === 1 && query.queryKey[0] === "me") {
      const signedIn = userIdOf(query.state.data);
      if (signedIn !== userId) {
        if (userId !== null) {
          clearSavedQueries(storage);
          pending.clear();
          // Another member: the last one's data goes at once. Signed out: the sign-out empties
          // the cache itself once the members' pages have left (use-sign-out.ts); removing
          // their queries here, under pages still mounted, had them ask again and be refused.
          if (signedIn !== null) {
            queryClient.removeQueries({
              predicate: (other) => other.queryKey.length > 1 && isSavedQueryKey(other.queryKey),
            });
          }
        }
        userId = signedIn;
      }
    }
    if (!userId || !isSavedQueryKey(query.queryKey) || query.state.data === undefined) return;
    pending.set(query.queryHash, {
      queryKey: query.queryKey,
      data: query.state.data,
      savedAt: query.state.dataUpdatedAt,
    });
    timer ??= setTimeout(flush, WRITE_DELAY_MS);
  });
  // A tab closed or put away within the delay still saves what it fetched.
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}

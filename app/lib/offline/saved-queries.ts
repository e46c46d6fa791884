import { brandKey } from "../../../shared/brand";

/**
 * The data of the pages a member may need without a network (issue 31: the dashboard, their
 * events, an event and the roster of one they host, their volunteer history), kept in this
 * browser for the member it belongs to. A store of its own rather than a snapshot of the query
 * cache: a page's data stays saved after the cache forgets it, until newer data replaces it.
 * Stored under a brand key, so signing out removes it (spec §4, use-sign-out.ts).
 */
export const SAVED_QUERIES_KEY = brandKey("saved-queries");
/** The store's cap in UTF-16 characters (localStorage's own unit): the oldest data goes first. */
export const SAVED_QUERIES_MAX_CHARS = 1_000_000;
/** Data older than this is not shown offline: it would mislead more than it helps. */
export const SAVED_QUERY_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export interface SavedQuery {
  queryKey: readonly unknown[];
  data: unknown;
  /** When the server answered with this data (the query's dataUpdatedAt). */
  savedAt: number;
}

export interface SavedQueries {
  /** The member the data belongs to. */
  userId: string;
  queries: SavedQuery[];
}

const is = (value: unknown, ...options: string[]) => typeof value === "string" && options.includes(value);

/**
 * Whether a query is one of the allow-listed pages' data. Anything else (other members' pages,
 * search, notifications, admin pages) is never written to the device.
 */
export function isSavedQueryKey(key: readonly unknown[]): boolean {
  const [first, second, third] = key;
  switch (first) {
    case "me":
      // The member alone; ["me", …] keys are other resources of theirs.
      return key.length === 1;
    case "onboarding":
    case "dashboard":
      return true;
    case "posts":
      // The home feed and an event's feed: the dashboard and the event page.
      return second === "feed" && is(third, "home", "event");
    case "events":
      // The member's events lists; an event with its registration, shifts, check-in and roster.
      return is(second, "list", "detail", "occurrences");
    case "hours":
      // A volunteer history's logs and totals.
      return is(third, "list", "totals");
    default:
      return false;
  }
}

interface InfiniteData {
  pages: unknown[];
  pageParams: unknown[];
}

function isInfinite(data: unknown): data is InfiniteData {
  return (
    typeof data === "object" &&
    data !== null &&
    Array.isArray((data as InfiniteData).pages) &&
    Array.isArray((data as InfiniteData).pageParams)
  );
}

/** What is kept of a query's data: a paged list keeps its first page (the rest loads online). */
export function trimForSaving(data: unknown): unknown {
  if (!isInfinite(data)) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** Reads the store: null when empty, unreadable or another member's. Old entries are left out. */
export function readSavedQueries(storage: Storage, now = Date.now()): SavedQueries | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(SAVED_QUERIES_KEY) ?? "null");
  } catch {
    return null;
  }
  const saved = parsed as SavedQueries | null;
  if (!saved || typeof saved.userId !== "string" || !Array.isArray(saved.queries)) return null;
  return {
    userId: saved.userId,
    queries: saved.queries.filter(
      (query) =>
        Array.isArray(query?.queryKey) &&
        typeof query.savedAt === "number" &&
        now - query.savedAt < SAVED_QUERY_MAX_AGE_MS &&
        isSavedQueryKey(query.queryKey),
    ),
  };
}

/**
 * Saves queries' data for `userId`, each replacing what was saved under its key. Another
 * member's store is dropped first: one member's data is never shown to the next on a shared
 * device. When the store would pass its cap, the oldest data goes; data too big on its own for
 * the cap is not saved.
 */
export function saveQueries(storage: Storage, userId: string, updates: SavedQuery[], now = Date.now()): void {
  const fresh = updates
    .filter((query) => isSavedQueryKey(query.queryKey))
    .map((query) => ({ ...query, data: trimForSaving(query.data) }))
    .filter((query) => JSON.stringify(query).length < SAVED_QUERIES_MAX_CHARS);
  if (!fresh.length) return;
  const current = readSavedQueries(storage, now);
  const kept = (current?.userId === userId ? current.queries : []).filter(
    (saved) => !fresh.some((query) => sameKey(query.queryKey, saved.queryKey)),
  );
  // Newest first, so that trimming from the end drops the oldest.
  const queries = [...fresh, ...kept].sort((a, b) => b.savedAt - a.savedAt);
  while (queries.length) {
    const text = JSON.stringify({ userId, queries } satisfies SavedQueries);
    if (text.length <= SAVED_QUERIES_MAX_CHARS) {
      try {
        storage.setItem(SAVED_QUERIES_KEY, text);
        return;
      } catch {
        // The browser's own quota (shared with the rest of the site): make room as for the cap.
      }
    }
    queries.pop();
  }
  storage.removeItem(SAVED_QUERIES_KEY);
}

/** Forgets everything saved (another member signed in, or nobody is). */
export function clearSavedQueries(storage: Storage): void {
  storage.removeItem(SAVED_QUERIES_KEY);
}

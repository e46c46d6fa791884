/**
 * The pages' documents as readers open them, merged and base64-encoded, per server, by the id of
 * their last update (issue 26): a page's content changes only with an update, so the version an
 * id names is the same whichever server read it and whenever it was folded. A handbook that a
 * hundred members open costs one read and one merge until someone edits it; readers arriving while
 * it is being read wait for that one read instead of starting their own. Bounded in bytes: the
 * pages read longest ago make room first.
 */
export interface DocumentCache {
  /**
   * The page's document at `lastUpdateId`: from the cache, or from `load` (once, however many ask
   * at the same time), kept under the version `load` found, which may be newer.
   */
  get(
    pageId: string,
    lastUpdateId: number,
    load: () => Promise<{ document: string; lastUpdateId: number }>,
  ): Promise<{ document: string; lastUpdateId: number }>;
  /** Bytes held now. */
  size(): number;
}

/** What the cache holds at most: some thirty pages of the largest size, few enough for any server. */
export const DOCUMENT_CACHE_BYTES = 64 * 1024 * 1024;

export function createDocumentCache(maxBytes = DOCUMENT_CACHE_BYTES): DocumentCache {
  // A Map keeps insertion order: the first entry is the one read longest ago.
  const kept = new Map<string, { document: string; lastUpdateId: number }>();
  const loading = new Map<string, Promise<{ document: string; lastUpdateId: number }>>();
  let bytes = 0;

  function keep(pageId: string, entry: { document: string; lastUpdateId: number }) {
    const before = kept.get(pageId);
    if (before && before.lastUpdateId >= entry.lastUpdateId) return;
    if (before) bytes -= before.document.length;
    kept.delete(pageId);
    if (entry.document.length > maxBytes) return;
    kept.set(pageId, entry);
    bytes += entry.document.length;
    for (const [oldest, value] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= value.document.length;
    }
  }

  return {
    async get(pageId, lastUpdateId, load) {
      const hit = kept.get(pageId);
      if (hit && hit.lastUpdateId === lastUpdateId) {
        // Read again: it goes to the back of the queue.
        kept.delete(pageId);
        kept.set(pageId, hit);
        return hit;
      }
      const key = `${pageId}:${lastUpdateId}`;
      let pending = loading.get(key);
      if (!pending) {
        pending = load().then(
          (entry) => {
            loading.delete(key);
            keep(pageId, entry);
            return entry;
          },
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, pending);
      }
      return pending;
    },
    size: () => bytes,
  };
}

import type { DatabaseHandle } from "../db/client";
import { listen } from "../db/listen";
import type { Logger } from "../logger";

/** How long an entry may be served at most, even when no change is heard of (a safety net). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Entries kept at most; the oldest go first. */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

interface Entry<Row> {
  row: Row;
  userId: string;
  storedAt: number;
}

/**
 * What a signed-in request reads of its member (session, user and profile), kept for the next
 * requests of the same session (decisions.md, "Session cache"). Every change to a member's
 * sessions, user row or profile is heard of through the database: triggers NOTIFY
 * `session_changes` with the member's id at commit (migration 0014), and every server drops that
 * member's entries. It serves nothing while it cannot hear (the LISTEN connection is down, until
 * it is back and everything was dropped), and keeps nothing older than 30 seconds.
 *
 * A lookup that was running while a change was heard may have read the row as it was: `begin()`
 * before the lookup and `store(…, ticket)` after it keep the row only when nothing was dropped
 * meanwhile.
 */
export interface SessionCache<Row> {
  get(token: string): Row | undefined;
  /** A ticket for a lookup about to run; `store` refuses its row if anything was dropped since. */
  begin(): number;
  store(token: string, userId: string, row: Row, ticket: number): void;
  /** Drops the session's entry and every other entry of its member (after a write of theirs). */
  forgetSession(token: string): void;
  forgetMember(userId: string): void;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** The cache without a database to hear from: `listening` says whether it may serve. */
export function createSessionStore<Row>(options: SessionCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<Row>>();
  const byMember = new Map<string, Set<string>>();
  let generation = 0;
  let listening = false;

  const remove = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = byMember.get(entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) byMember.delete(entry.userId);
  };

  const store = {
    get(token: string): Row | undefined {
      if (!listening) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        remove(token);
        return undefined;
      }
      return entry.row;
    },
    begin: () => generation,
    store(token: string, userId: string, row: Row, ticket: number) {
      if (!listening || ticket !== generation || ttlMs <= 0) return;
      remove(token);
      entries.set(token, { row, userId, storedAt: now() });
      const tokens = byMember.get(userId) ?? new Set<string>();
      tokens.add(token);
      byMember.set(userId, tokens);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    forgetSession(token: string) {
      generation += 1;
      const userId = entries.get(token)?.userId;
      if (userId) store.forgetMember(userId);
      else remove(token);
    },
    forgetMember(userId: string) {
      generation += 1;
      for (const token of [...(byMember.get(userId) ?? [])]) remove(token);
    },
    /** Everything goes; `hearing` says whether changes are heard from now on. */
    reset(hearing: boolean) {
      generation += 1;
      entries.clear();
      byMember.clear();
      listening = hearing;
    },
    get size() {
      return entries.size;
    },
  };
  return store;
}

/**
 * The channel on which every server hears, at commit, the id of a member whose session, account,
 * profile or memberships changed (the triggers of migrations 0014, 0021 and 0022); an empty
 * payload when listening starts or starts again.
 */
export const SESSION_CHANGES_CHANNEL = "session_changes";

/**
 * The session cache of a server: the store above, listening on `session_changes`. With
 * `ttlMs: 0` it keeps nothing (and listens to nothing).
 */
export async function createSessionCache<Row>(
  database: DatabaseHandle,
  logger: Logger,
  options: SessionCacheOptions = {},
): Promise<SessionCache<Row>> {
  const store = createSessionStore<Row>(options);
  if ((options.ttlMs ?? SESSION_CACHE_TTL_MS) <= 0) return { ...store, close: async () => {} };
  const stop = await listen(
    database,
    SESSION_CHANGES_CHANNEL,
    (userId) => {
      // An empty payload: listening (again), and whatever changed meanwhile is unknown.
      if (userId) store.forgetMember(userId);
      else store.reset(true);
    },
    () => {
      logger.warn("session cache: the LISTEN connection dropped; reading every session until it is back");
      store.reset(false);
    },
  );
  return {
    get: store.get,
    begin: store.begin,
    store: store.store,
    forgetSession: store.forgetSession,
    forgetMember: store.forgetMember,
    async close() {
      store.reset(false);
      await stop();
    },
  };
}

import { sql } from "drizzle-orm";
import { SESSION_CHANGES_CHANNEL } from "../auth/session-cache";
import { fromHex, hexOf } from "../db/bytes";
import type { DatabaseHandle, Executor } from "../db/client";
import { listen } from "../db/listen";
import type { Logger } from "../logger";

/** NOTIFY channels: a committed update (or rename, or deletion) of a page, and awareness. */
export const UPDATES_CHANNEL = "workspace_updates";
export const AWARENESS_CHANNEL = "workspace_awareness";
/**
 * Rights that moved without a membership changing (migration 0025): `event:{id}` when an event's
 * host or organiser changed, `*` when a group or partnership moved under another parent.
 */
export const RIGHTS_CHANNEL = "workspace_rights";

/**
 * Sends a page's awareness message (carets and names, already stamped) to its open streams on
 * every server; never stored. The hub reads it back as `{pageId}:{base64}`.
 */
export async function publishAwareness(db: Executor, pageId: string, message: Uint8Array): Promise<void> {
  const payload = `${pageId}:${Buffer.from(message).toString("base64")}`;
  await db.execute(sql`select pg_notify(${AWARENESS_CHANNEL}, ${payload})`);
}

/** How many updates of one page one read takes at most; a stream further behind is read again. */
const BATCH = 200;
const MAX_POSITION = 2n ** 63n - 1n;

/** What a page's stream carries, in order. */
export type WorkspaceStreamMessage =
  | { kind: "update"; id: string; data: Uint8Array }
  | { kind: "title"; title: string };

/** One open browser stream of one page. */
export interface WorkspaceSubscriber {
  /** The member reading. */
  memberId: string;
  /** The page's group, partnership or event, as `{type}:{id}` (`event:12`). */
  entity: string;
  /**
   * Whether they may still read the page, signed in as when the stream opened: asked again each
   * time their id comes on `session_changes` (a session ended, a membership changed), and when
   * the page's entity comes on `workspace_rights`.
   */
  mayRead(): Promise<boolean>;
  /** The last update id this stream has been sent (its position). */
  after: bigint;
  /** The title it was last told. */
  title: string;
  send(messages: WorkspaceStreamMessage[]): void;
  /** Another member's cursor and name, base64 of y-protocols' awareness message. */
  awareness(data: string): void;
  /** The page was deleted. */
  gone(): void;
  /**
   * Ends the stream: the server is stopping, or the reader lost the right. The browser
   * reconnects, and is answered 403 in the second case.
   */
  end(): void;
}

export interface WorkspaceHub {
  /**
   * Registers a stream of `pageId` from position `after` and sends it what came since, then each
   * update as it commits, whichever server wrote it. Returns the function that ends it.
   */
  subscribe(
    pageId: string,
    after: bigint,
    title: string,
    subscriber: Omit<WorkspaceSubscriber, "after" | "title">,
  ): () => void;
  size(): number;
  close(): Promise<void>;
}

interface Row {
  title: string;
  state_seq: string;
  state: string | null;
  seq: string | number | null;
  data: string | null;
}

/**
 * The workspaces' hub (docs/decisions.md, "Workspaces"), built like the live channel's: one
 * LISTEN per server. A NOTIFY names a page; the hub reads that page's updates after the oldest
 * position among its open streams, in one statement with the page's title and compacted state,
 * and sends each stream what it has not had. Ids follow commit order per page (writers hold the
 * page's lock until they commit), so "after id n" misses nothing. When compaction has folded
 * updates a stream had not had, the folded state goes first: Yjs updates are idempotent.
 * Awareness is never stored: it goes from the NOTIFY to the page's streams on every server. A
 * reader who loses the right (signed out, removed, no longer an admin above) loses the stream:
 * the hub hears their id on `session_changes`, or the page's entity on `workspace_rights` (its
 * organiser changed, a community moved), and asks the stream's route again.
 */
export async function createWorkspaceHub(database: DatabaseHandle, logger: Logger): Promise<WorkspaceHub> {
  const { db } = database;
  const pages = new Map<string, Set<WorkspaceSubscriber>>();
  const pending = new Set<string>();
  let running: Promise<void> | null = null;

  async function read(pageId: string): Promise<boolean> {
    const subscribers = pages.get(pageId);
    if (!subscribers?.size) return false;
    const from = [...subscribers].reduce((min, s) => (s.after < min ? s.after : min), MAX_POSITION);
    // The page's own row first, with its state only when a stream is behind it (the state is the
    // large part: on every update's row it would be read once per update), then the updates; as
    // hex text (db/bytes.ts).
    const result = await db.execute(sql`
      select * from (
        select p.title, p.state_seq::text as state_seq,
          case when ${from.toString()}::bigint < p.state_seq then ${hexOf(sql`p.ydoc_state`)} end as state,
          null::bigint as seq, null::text as data
        from workspace_pages p where p.id = ${pageId}
        union all
        select null, null, null, u.id, ${hexOf(sql`u.data`)}
        from workspace_pages p
        cross join lateral (
          select id, data from workspace_updates
          where page_id = p.id and id > greatest(${from.toString()}::bigint, p.state_seq)
          order by id limit ${BATCH}
        ) u
        where p.id = ${pageId}
      ) d order by seq nulls first`);
    const [first, ...updates] = result.rows as unknown as Row[];
    for (const subscriber of pages.get(pageId) ?? []) {
      if (!first) {
        subscriber.gone();
        continue;
      }
      const messages: WorkspaceStreamMessage[] = [];
      if (first.title !== subscriber.title) {
        subscriber.title = first.title;
        messages.push({ kind: "title", title: first.title });
      }
      const stateSeq = BigInt(first.state_seq);
      if (first.state && subscriber.after < stateSeq) {
        messages.push({ kind: "update", id: first.state_seq, data: fromHex(first.state) });
        subscriber.after = stateSeq;
      }
      for (const row of updates) {
        if (row.seq === null || row.data === null || BigInt(row.seq) <= subscriber.after) continue;
        messages.push({ kind: "update", id: String(row.seq), data: fromHex(row.data) });
        subscriber.after = BigInt(row.seq);
      }
      if (messages.length) subscriber.send(messages);
    }
    return updates.length >= BATCH;
  }

  /** Pages woken during a read wait for the next: one read per page however many updates came. */
  function wake(pageId: string) {
    if (!pages.get(pageId)?.size) return;
    pending.add(pageId);
    if (!running) running = drain();
  }

  async function drain(): Promise<void> {
    try {
      while (pending.size) {
        const [pageId] = pending;
        if (!pageId) break;
        pending.delete(pageId);
        try {
          if (await read(pageId)) pending.add(pageId);
        } catch (error) {
          logger.warn({ err: error, pageId }, "workspaces: reading a page's updates failed");
        }
      }
    } finally {
      running = null;
    }
  }

  const stopUpdates = await listen(database, UPDATES_CHANNEL, (payload) => {
    const pageId = payload.split(":")[0];
    // An empty payload: the LISTEN connection came back; anything may have been missed.
    if (!pageId) for (const page of pages.keys()) wake(page);
    else wake(pageId);
  });
  /** Ends the streams (those `which` picks) whose reader may no longer read. */
  function checkReaders(which: (subscriber: WorkspaceSubscriber) => boolean) {
    for (const subscribers of pages.values()) {
      for (const subscriber of subscribers) {
        if (!which(subscriber)) continue;
        // When the answer cannot be had, the stream ends too: the browser's reconnection asks again.
        subscriber.mayRead().then(
          (allowed) => {
            if (!allowed) subscriber.end();
          },
          () => subscriber.end(),
        );
      }
    }
  }

  const stopAwareness = await listen(database, AWARENESS_CHANNEL, (payload) => {
    const [pageId, data] = payload.split(":");
    if (!pageId || !data) return;
    for (const subscriber of pages.get(pageId) ?? []) subscriber.awareness(data);
  });
  // An empty payload: listening (again); any reader's rights may have changed meanwhile.
  const stopMembers = await listen(database, SESSION_CHANGES_CHANNEL, (memberId) =>
    checkReaders((subscriber) => !memberId || subscriber.memberId === memberId),
  );
  // `*`: a community moved (its whole subtree's rights). An empty payload (listening again) is
  // left to session_changes, which hears one on the same connection and asks every stream.
  const stopRights = await listen(database, RIGHTS_CHANNEL, (entity) => {
    if (entity) checkReaders((subscriber) => entity === "*" || subscriber.entity === entity);
  });

  return {
    subscribe(pageId, after, title, callbacks) {
      const subscriber: WorkspaceSubscriber = { after, title, ...callbacks };
      let set = pages.get(pageId);
      if (!set) {
        set = new Set();
        pages.set(pageId, set);
      }
      set.add(subscriber);
      wake(pageId);
      return () => {
        set.delete(subscriber);
        if (!set.size && pages.get(pageId) === set) pages.delete(pageId);
      };
    },
    size: () => [...pages.values()].reduce((n, set) => n + set.size, 0),
    async close() {
      await stopUpdates();
      await stopAwareness();
      await stopMembers();
      await stopRights();
      pending.clear();
      await running;
      for (const set of pages.values()) for (const subscriber of set) subscriber.end();
      pages.clear();
    },
  };
}

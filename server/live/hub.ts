import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { LiveEventKind } from "../../shared/live";
import { SESSION_CHANGES_CHANNEL } from "../auth/session-cache";
import type { DatabaseHandle } from "../db/client";
import { listen } from "../db/listen";
import { statement } from "../db/prepared";
import { liveEvents, sessions } from "../db/schema";
import type { Logger } from "../logger";
import { loadNotificationsByIds, type NotificationView } from "../queries/notifications";

/** Live events older than this are pruned; a browser further behind is told to reload. */
export const KEEP_LIVE_EVENTS_DAYS = 7;
/** How many events of one member one read takes at most; a member further behind is read again. */
const BATCH = 200;
/** How many members one read serves at most. */
const MEMBERS_PER_READ = 500;
const MAX_POSITION = 2n ** 63n - 1n;
/**
 * Streams one server keeps open per session and per member (issue 26): a browser has one per
 * tab, a member a few devices. Past either, the oldest stream is superseded (told, then closed),
 * so one session cannot hold a server's sockets and memory by opening streams without end.
 */
export const LIVE_STREAMS_PER_SESSION = 5;
export const LIVE_STREAMS_PER_MEMBER = 10;

/** Each member's events after a position: `$1` members and `$2` positions, comma-separated. */
const EVENTS_AFTER = statement<{ id: string; user_id: string; kind: LiveEventKind; subject_id: string }>(
  "live_events_after",
  `select e.id::text as id, e.user_id::text as user_id, e.kind, e.subject_id::text as subject_id
   from unnest(string_to_array($1::text, ',')::uuid[], string_to_array($2::text, ',')::bigint[]) as w (user_id, after)
   cross join lateral (
     select id, user_id, kind, subject_id from live_events
     where user_id = w.user_id and id > w.after order by id limit ${BATCH}
   ) e
   order by e.id`,
  ["text", "text"],
);

/** One event as a browser's stream carries it. */
export interface LiveEvent {
  /** The member's position after this event: the stream's `id:` line, sent back on reconnect. */
  id: string;
  kind: LiveEventKind;
  /** For notification events: the notification as it is now (null when it was deleted since). */
  notification: NotificationView | null;
}

/** One open browser stream of one member. */
export interface LiveSubscriber {
  /** The session it was opened with (its token): the cap per session counts these. */
  session: string;
  /**
   * Whether its session still signs in the same member: asked each time the member's id comes on
   * `session_changes` (signed out, revoked, expired, the account deleted); the stream ends if not.
   */
  stillSignedIn(): Promise<boolean>;
  /** The last event id this stream has been sent. */
  after: bigint;
  send(events: LiveEvent[]): void;
  /** Told to reload everything: it was away longer than the events are kept. */
  reset(): void;
  /** Ends the stream (the server is stopping, or its session ended; the browser reconnects). */
  end(): void;
  /** Ends the stream for good: newer streams of its session or member took its place. */
  supersede(): void;
}

export interface LiveHub {
  /**
   * Registers a stream from `after` (the Last-Event-ID it reconnected with, or null for a fresh
   * one, which starts at the member's latest event) and sends what it missed. Returns the
   * stream's starting position and the function that ends the subscription.
   */
  subscribe(
    userId: string,
    after: bigint | null,
    subscriber: Omit<LiveSubscriber, "after">,
  ): Promise<{
    position: bigint;
    unsubscribe: () => void;
  }>;
  /** How many streams are open on this server. */
  size(): number;
  /** Ends every stream (their browsers reconnect, to another server when this one is going). */
  close(): Promise<void>;
}

/**
 * The live channel's hub (docs/decisions.md, "Live updates"): one LISTEN per server on
 * `live_events`, whatever server or job wrote the change. A notification names the member and
 * the new event's id; the hub reads that member's events after the oldest position among their
 * open streams, once for all of them (reads for one member never overlap: a notification during a
 * read asks for one more), and sends each stream what it has not had. Order and completeness come
 * from the table (ids in commit order per member, see schema/live.ts), not from NOTIFY, which only
 * wakes: after the LISTEN connection drops, every member with a stream is read again. A stream
 * lasts as long as its session: the hub also listens on `session_changes` and ends the streams
 * whose session no longer signs their member in, on whichever server they are open.
 */
export async function createLiveHub(database: DatabaseHandle, logger: Logger): Promise<LiveHub> {
  const { db } = database;
  const streams = new Map<string, Set<LiveSubscriber>>();
  const pending = new Set<string>();
  let running: Promise<void> | null = null;

  async function latest(userId: string): Promise<bigint> {
    const [row] = await db
      .select({ id: sql<string>`coalesce(max(${liveEvents.id}), 0)::text` })
      .from(liveEvents)
      .where(eq(liveEvents.userId, userId));
    return BigInt(row?.id ?? "0");
  }

  /** The oldest event kept, of anyone: ids grow with time, so older ids may have been pruned. */
  async function horizon(): Promise<bigint | null> {
    const [row] = await db.select({ id: sql<string | null>`min(${liveEvents.id})::text` }).from(liveEvents);
    return row?.id ? BigInt(row.id) : null;
  }

  /** Which of these session tokens still sign someone in (not signed out, revoked or expired). */
  async function liveSessions(tokens: string[]): Promise<Set<string>> {
    if (!tokens.length) return new Set();
    const rows = await db
      .select({ token: sessions.token })
      .from(sessions)
      .where(and(inArray(sessions.token, [...new Set(tokens)]), gt(sessions.expiresAt, sql`now()`)));
    return new Set(rows.map((row) => row.token));
  }

  /**
   * Reads the events of many members at once, each after the oldest position among that member's
   * streams (two statements for the whole batch, whatever its size), and sends each stream what it
   * has not had. Returns the members with more to read (a full batch of theirs).
   */
  async function read(userIds: string[]): Promise<string[]> {
    const wanted = userIds.flatMap((userId) => {
      const subscribers = streams.get(userId);
      if (!subscribers?.size) return [];
      const from = [...subscribers].reduce((min, s) => (s.after < min ? s.after : min), MAX_POSITION);
      return [{ userId, from }];
    });
    if (!wanted.length) return [];
    const events = await EVENTS_AFTER.run(database, [
      wanted.map((w) => w.userId).join(","),
      wanted.map((w) => w.from.toString()).join(","),
    ]);
    const views = await loadNotificationsByIds(db, [...new Set(events.map((event) => event.subject_id))]);
    const byMember = new Map<string, LiveEvent[]>();
    for (const event of events) {
      const list = byMember.get(event.user_id) ?? [];
      list.push({ id: event.id, kind: event.kind, notification: views.get(event.subject_id) ?? null });
      byMember.set(event.user_id, list);
    }
    // Nothing goes to a stream whose session has ended, whatever order the session's end and this
    // event reached the server in (two LISTEN channels): one statement for the whole batch.
    const recipients = [...byMember.keys()].flatMap((userId) => [...(streams.get(userId) ?? [])]);
    const alive = await liveSessions(recipients.map((subscriber) => subscriber.session));
    const more: string[] = [];
    for (const [userId, list] of byMember) {
      for (const subscriber of streams.get(userId) ?? []) {
        if (!alive.has(subscriber.session)) {
          subscriber.end();
          continue;
        }
        const missed = list.filter((event) => BigInt(event.id) > subscriber.after);
        const last = missed.at(-1);
        if (!last) continue;
        subscriber.after = BigInt(last.id);
        subscriber.send(missed);
      }
      if (list.length >= BATCH) more.push(userId);
    }
    return more;
  }

  /**
   * Members woken since the last read wait for the next one: under load one read serves the
   * changes of many members (at most one read in flight; a wake during it joins the next).
   */
  function wake(userId: string) {
    if (!streams.get(userId)?.size) return;
    pending.add(userId);
    if (!running) running = drain();
  }

  async function drain(): Promise<void> {
    try {
      while (pending.size) {
        const batch = [...pending].slice(0, MEMBERS_PER_READ);
        for (const userId of batch) pending.delete(userId);
        try {
          for (const userId of await read(batch)) pending.add(userId);
        } catch (error) {
          logger.warn({ err: error, members: batch.length }, "live: reading members' events failed");
          // The members stay behind; the next wake, or the LISTEN connection coming back, reads them.
        }
      }
    } finally {
      running = null;
    }
  }

  const stopListening = await listen(database, "live_events", (payload) => {
    const userId = payload.split(":")[0];
    // An empty payload: the LISTEN connection came back; anything may have been missed.
    if (!userId) for (const member of streams.keys()) wake(member);
    else wake(userId);
  });

  /** Ends the streams of these members whose session no longer signs them in. */
  function checkSessions(userIds: Iterable<string>) {
    for (const userId of userIds) {
      for (const subscriber of streams.get(userId) ?? []) {
        // When the answer cannot be had, the stream ends too: the browser's reconnection asks again.
        subscriber.stillSignedIn().then(
          (signedIn) => {
            if (!signedIn) subscriber.end();
          },
          () => subscriber.end(),
        );
      }
    }
  }
  // A member's id: their sessions or account changed. Empty: listening again, anything may have.
  const stopSessions = await listen(database, SESSION_CHANGES_CHANNEL, (userId) =>
    checkSessions(userId ? [userId] : [...streams.keys()]),
  );

  /** Supersedes the oldest streams past the caps, of the newcomer's session and of its member. */
  function enforceCaps(set: Set<LiveSubscriber>, newcomer: LiveSubscriber) {
    const sameSession = [...set].filter((subscriber) => subscriber.session === newcomer.session);
    for (const subscriber of sameSession.slice(
      0,
      Math.max(0, sameSession.length - LIVE_STREAMS_PER_SESSION),
    )) {
      set.delete(subscriber);
      subscriber.supersede();
    }
    for (const subscriber of [...set].slice(0, Math.max(0, set.size - LIVE_STREAMS_PER_MEMBER))) {
      set.delete(subscriber);
      subscriber.supersede();
    }
  }

  return {
    async subscribe(userId, after, callbacks) {
      let position = after ?? (await latest(userId));
      if (after !== null) {
        // Events after `after` may have been pruned: the browser's lists are older than what we
        // keep, so it reloads them and goes on from now.
        const oldest = await horizon();
        if (oldest !== null && after < oldest - 1n) {
          callbacks.reset();
          position = await latest(userId);
        }
      }
      const subscriber: LiveSubscriber = { after: position, ...callbacks };
      let set = streams.get(userId);
      if (!set) {
        set = new Set();
        streams.set(userId, set);
      }
      set.add(subscriber);
      enforceCaps(set, subscriber);
      wake(userId);
      return {
        position,
        unsubscribe: () => {
          set.delete(subscriber);
          if (!set.size) streams.delete(userId);
        },
      };
    },
    size: () => [...streams.values()].reduce((n, set) => n + set.size, 0),
    async close() {
      await stopListening();
      await stopSessions();
      pending.clear();
      await running;
      for (const set of streams.values()) for (const subscriber of set) subscriber.end();
      streams.clear();
    },
  };
}

import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { listen } from "../db/listen";
import { loadNotificationsByIds, type NotificationView } from "../db/notifications";
import { liveEvents } from "../db/schema";
import type { Logger } from "../logger";

/** Live events older than this are pruned; a browser further behind is told to reload. */
export const KEEP_LIVE_EVENTS_DAYS = 7;
/** How many events one read sends at most; a browser further behind reads again at once. */
const BATCH = 200;

/** One event as a browser's stream carries it. */
export interface LiveEvent {
  /** The member's position after this event: the stream's `id:` line, sent back on reconnect. */
  id: string;
  kind: string;
  /** For notification events: the notification as it is now (null when it was deleted since). */
  notification: NotificationView | null;
}

/** One open browser stream of one member. */
export interface LiveSubscriber {
  /** The last event id this stream has been sent. */
  after: bigint;
  send(events: LiveEvent[]): void;
  /** Told to reload everything: it was away longer than the events are kept. */
  reset(): void;
  /** Ends the stream (the server is stopping; the browser reconnects). */
  end(): void;
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
 * wakes: after the LISTEN connection drops, every member with a stream is read again.
 */
export async function createLiveHub(database: DatabaseHandle, logger: Logger): Promise<LiveHub> {
  const { db } = database;
  const streams = new Map<string, Set<LiveSubscriber>>();
  const reading = new Map<string, Promise<void>>();
  const again = new Set<string>();

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

  async function read(userId: string): Promise<void> {
    for (;;) {
      const subscribers = streams.get(userId);
      if (!subscribers?.size) return;
      const from = [...subscribers].reduce(
        (min, s) => (s.after < min ? s.after : min),
        BigInt(Number.MAX_SAFE_INTEGER),
      );
      const events = await db
        .select({ id: liveEvents.id, kind: liveEvents.kind, subjectId: liveEvents.subjectId })
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, from)))
        .orderBy(asc(liveEvents.id))
        .limit(BATCH);
      const views = await loadNotificationsByIds(db, [...new Set(events.map((event) => event.subjectId))]);
      const rows = events.map((event) => ({ ...event, notification: views.get(event.subjectId) ?? null }));
      for (const subscriber of streams.get(userId) ?? []) {
        const missed = rows.filter((row) => row.id > subscriber.after);
        if (!missed.length) continue;
        subscriber.after = missed[missed.length - 1]?.id ?? subscriber.after;
        subscriber.send(
          missed.map((row) => ({ id: row.id.toString(), kind: row.kind, notification: row.notification })),
        );
      }
      if (rows.length < BATCH) return;
    }
  }

  /** Reads for one member, one read at a time; a wake during a read runs one more after it. */
  function wake(userId: string) {
    if (!streams.get(userId)?.size) return;
    if (reading.has(userId)) {
      again.add(userId);
      return;
    }
    const run = (async () => {
      try {
        do {
          again.delete(userId);
          await read(userId);
        } while (again.has(userId));
      } catch (error) {
        logger.warn({ err: error, userId }, "live: reading a member's events failed");
      } finally {
        reading.delete(userId);
      }
    })();
    reading.set(userId, run);
  }

  const stopListening = await listen(database, "live_events", (payload) => {
    const userId = payload.split(":")[0];
    // An empty payload: the LISTEN connection came back; anything may have been missed.
    if (!userId) for (const member of streams.keys()) wake(member);
    else wake(userId);
  });

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
      await Promise.allSettled(reading.values());
      for (const set of streams.values()) for (const subscriber of set) subscriber.end();
      streams.clear();
    },
  };
}

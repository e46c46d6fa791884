import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { attemptCounters } from "../db/schema";

/** A counter as it stands: attempts in its window, the latest one, and when the window ends. */
export interface CounterState {
  count: number;
  lastAt: number;
  expiresAt: number;
}

const at = (ms: number) => new Date(ms).toISOString();

function toState(row: Record<string, unknown> | undefined): CounterState {
  if (!row) throw new Error("attempt counter was not written");
  return {
    count: Number(row.count),
    lastAt: new Date(row.last_at as string | Date).getTime(),
    expiresAt: new Date(row.expires_at as string | Date).getTime(),
  };
}

/**
 * Counts `amount` attempts (one by default) under `key`, in one atomic upsert (so the count holds
 * across servers and concurrent requests). A fixed window starts with the first attempt and ends exactly
 * `windowSeconds` later; with `sliding`, every attempt moves the end (a memory of failures that
 * lasts from the latest one). An ended window counts as empty whether or not the prune has run.
 */
export async function countAttempt(
  db: Executor,
  key: string,
  windowSeconds: number,
  now: number,
  { sliding = false, amount = 1 }: { sliding?: boolean; amount?: number } = {},
): Promise<CounterState> {
  const end = at(now + windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into attempt_counters as c (key, count, started_at, last_at, expires_at)
    values (${key}, ${amount}, ${at(now)}::timestamptz, ${at(now)}::timestamptz, ${end}::timestamptz)
    on conflict (key) do update set
      count = case when c.expires_at <= excluded.last_at then excluded.count else c.count + excluded.count end,
      started_at = case when c.expires_at <= excluded.last_at then excluded.started_at else c.started_at end,
      expires_at = case
        when c.expires_at <= excluded.last_at or ${sliding} then excluded.expires_at
        else c.expires_at end,
      last_at = excluded.last_at
    returning count, last_at, expires_at`);
  return toState(result.rows[0] as Record<string, unknown> | undefined);
}

/** The counter under `key` if its window is still open at `now`. */
export async function readCounter(db: Executor, key: string, now: number): Promise<CounterState | null> {
  const [row] = await db
    .select()
    .from(attemptCounters)
    .where(and(eq(attemptCounters.key, key), gt(attemptCounters.expiresAt, new Date(now))));
  return row ? { count: row.count, lastAt: row.lastAt.getTime(), expiresAt: row.expiresAt.getTime() } : null;
}

/** Forgets the counter under `key`. */
export async function clearCounter(db: Executor, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/**
 * True the first time `key` is claimed before `expiresAt`, false after (across every server):
 * a bot-check solution is spent once, a one-off mail goes once.
 */
export async function claimOnce(db: Executor, key: string, now: number, expiresAt: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into attempt_counters as c (key, count, started_at, last_at, expires_at)
    values (${key}, 1, ${at(now)}::timestamptz, ${at(now)}::timestamptz, ${at(expiresAt)}::timestamptz)
    on conflict (key) do update set
      count = 1, started_at = excluded.started_at, last_at = excluded.last_at, expires_at = excluded.expires_at
      where c.expires_at <= excluded.last_at
    returning count`);
  return result.rows.length > 0;
}

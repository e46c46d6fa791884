import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { jobs } from "../db/schema";

export interface EnqueueOptions {
  /** When the job may first run; now by default. */
  runAt?: Date;
  /** A key that makes enqueueing idempotent: a second job with the same key is not added. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a durable job. Pass the transaction of the change that causes it, so that the job exists
 * exactly when the change was committed (STYLE §6: side effects follow events).
 */
export async function enqueueJob(
  executor: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await executor
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: options.runAt ?? sql`now()`,
      dedupeKey: options.dedupeKey,
      maxAttempts: options.maxAttempts ?? 8,
    })
    .onConflictDoNothing();
}

/** Wait before the next attempt: 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

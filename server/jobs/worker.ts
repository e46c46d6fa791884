import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import type { Logger } from "../logger";
import { retryDelayMs } from "./queue";

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (job: JobRow) => Promise<void>;

export interface JobWorkerOptions {
  db: Database;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /** How often to look for due jobs when idle. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** A running job older than this is presumed lost with its process and is run again. */
  staleAfterMs?: number;
}

export interface JobWorker {
  /** Runs every due job once (used by tests and by the poll loop). */
  runDue(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

/**
 * A worker for the durable job table. Any number of workers on any number of servers can run:
 * each claims due rows with FOR UPDATE SKIP LOCKED, so no job runs twice at once.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, logger, handlers } = options;
  const workerId = randomUUID();
  const batchSize = options.batchSize ?? 10;
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function claim(): Promise<JobRow[]> {
    const result = await db.execute(sql`
      update ${jobs} set status = 'running', locked_at = now(), locked_by = ${workerId},
        attempts = attempts + 1, updated_at = now()
      where id in (
        select id from ${jobs}
        where (status = 'queued' and run_at <= now())
           or (status = 'running' and locked_at < now() - make_interval(secs => ${staleAfterMs / 1000}))
        order by run_at
        limit ${batchSize}
        for update skip locked
      )
      returning id`);
    const ids = (result.rows as { id: number | string }[]).map((row) => Number(row.id));
    if (!ids.length) return [];
    return db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.runAt);
  }

  async function runOne(job: JobRow) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      await handler(job);
      await db
        .update(jobs)
        .set({
          status: "succeeded",
          completedAt: sql`now()`,
          lockedAt: null,
          lockedBy: null,
          lastError: null,
        })
        .where(sql`${jobs.id} = ${job.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.maxAttempts;
      logger.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, final, err: message },
        "job failed",
      );
      await db
        .update(jobs)
        .set({
          status: final ? "failed" : "queued",
          runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
          lockedAt: null,
          lockedBy: null,
          lastError: message.slice(0, 2000),
        })
        .where(sql`${jobs.id} = ${job.id}`);
    }
  }

  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await claim();
      if (!batch.length) return total;
      for (const job of batch) await runOne(job);
      total += batch.length;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runDue().catch((error) => {
        logger.error({ err: error }, "job worker loop failed");
        return 0;
      });
      running.finally(() => {
        running = null;
        schedule();
      });
    }, options.pollIntervalMs ?? 1000);
  }

  return {
    runDue,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

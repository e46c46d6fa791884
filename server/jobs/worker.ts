import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { jobs } from "../db/schema";
import type { Logger } from "../logger";
import { retryDelayMs } from "./queue";

export type JobRow = typeof jobs.$inferSelect;

/** A job that talks to the outside world (SMTP, a push service): run at least once, so make it idempotent. */
export type JobHandler = (job: JobRow) => Promise<void>;

/**
 * A job described in full. A `transactional` job runs in one transaction with its own completion:
 * its database writes and the job's `succeeded` commit together or not at all, so it takes effect
 * exactly once even if a worker dies mid-job or a stale job is taken over by another server.
 */
export interface JobDefinition {
  transactional?: boolean;
  run(job: JobRow, db: Executor): Promise<void>;
}

export interface JobWorkerOptions {
  db: Database;
  logger: Logger;
  handlers: Record<string, JobHandler | JobDefinition>;
  /** Runs before each claim: turns due schedules and new domain events into jobs; returns how many. */
  dispatch?: () => Promise<number>;
  /** Subscribes to wake-ups (LISTEN jobs_wake), so new work starts at once rather than at the next poll. */
  subscribeWake?: (onWake: () => void) => Promise<() => Promise<void>>;
  /** How often to look for due jobs when nothing wakes the worker. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** A running job older than this is presumed lost with its process and is run again. */
  staleAfterMs?: number;
  /** Names this worker in `jobs.locked_by`; random by default. */
  workerId?: string;
}

export interface JobWorker {
  /** Dispatches new events and runs every due job, until none is left (tests call it directly). */
  runDue(): Promise<number>;
  start(): Promise<void>;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

/**
 * A worker for the durable job table. Any number of workers on any number of servers can run:
 * each claims due rows with FOR UPDATE SKIP LOCKED, so no job runs twice at once.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, logger, handlers } = options;
  const workerId = options.workerId ?? randomUUID();
  const batchSize = options.batchSize ?? 10;
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let wokenWhileRunning = false;
  let stopped = true;
  let unsubscribe: (() => Promise<void>) | null = null;

  async function claim(): Promise<JobRow[]> {
    // A job held by a live worker is row-locked by its transaction (transactional jobs), and so
    // skipped here even once it looks stale.
    const result = await db.execute(sql`
      update ${jobs} set status = 'running', locked_at = now(), locked_by = ${workerId},
        attempts = attempts + 1, updated_at = now()
      where id in (
        select id from ${jobs}
        where (status = 'queued' and run_at <= now())
           or (status = 'running' and locked_at < now() - make_interval(secs => ${staleAfterMs / 1000}))
        order by run_at, id
        limit ${batchSize}
        for update skip locked
      )
      returning id`);
    const ids = (result.rows as { id: number | string }[]).map((row) => Number(row.id));
    if (!ids.length) return [];
    return db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.runAt, jobs.id);
  }

  const mine = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId));
  const succeeded = {
    status: "succeeded",
    completedAt: sql`now()`,
    lockedAt: null,
    lockedBy: null,
    lastError: null,
  };

  async function runTransactional(job: JobRow, definition: JobDefinition) {
    await db.transaction(async (tx) => {
      // Hold the job's row for the whole run; if another worker took it over meanwhile, leave it.
      const [held] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(mine(job), eq(jobs.status, "running")))
        .for("update");
      if (!held) return;
      await definition.run(job, tx);
      await tx.update(jobs).set(succeeded).where(mine(job));
    });
  }

  async function runOne(job: JobRow) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      if (typeof handler === "function") {
        await handler(job);
        await db.update(jobs).set(succeeded).where(mine(job));
      } else if (handler.transactional) {
        await runTransactional(job, handler);
      } else {
        await handler.run(job, db);
        await db.update(jobs).set(succeeded).where(mine(job));
      }
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
        .where(mine(job));
    }
  }

  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      // PGlite answers in microtasks: without a pause a long run would starve timers and sockets.
      await new Promise((resolve) => setImmediate(resolve));
      const dispatched = options.dispatch ? await options.dispatch() : 0;
      const batch = await claim();
      if (!batch.length && !dispatched) return total;
      for (const job of batch) await runOne(job);
      total += batch.length;
    }
  }

  function runNow() {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = runDue()
      .catch((error) => logger.error({ err: error }, "job worker loop failed"))
      .finally(() => {
        running = null;
        if (wokenWhileRunning) {
          wokenWhileRunning = false;
          runNow();
        } else schedule();
      });
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(runNow, pollIntervalMs);
  }

  return {
    runDue,
    async start() {
      stopped = false;
      if (options.subscribeWake) {
        try {
          unsubscribe = await options.subscribeWake(runNow);
        } catch (error) {
          // Polling still finds every job; only the head start is lost.
          logger.warn({ err: error }, "job worker: cannot listen for wake-ups; polling only");
        }
      }
      // The first round waits a poll interval: a server just started serves its first requests first.
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await unsubscribe?.().catch(() => {});
      await running;
    },
  };
}

import { type ChildProcess, spawn } from "node:child_process";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../background";
import type { DatabaseHandle } from "../db/client";
import { listen } from "../db/listen";
import { domainEvents, jobs } from "../db/schema";
import { parseConfig } from "../env";
import { enqueueDueSchedules } from "../jobs/schedules";
import { createJobWorker } from "../jobs/worker";
import { createLogger } from "../logger";
import { createTestDatabase } from "../test/database";
import { dispatchEvents, eventJobDefinitions } from "./dispatcher";
import { recordEvent } from "./record";
import type { EventHandler } from "./types";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table test_handler_runs (event_id bigint not null, handler text not null, worker text not null)`,
  );
});
afterAll(async () => {
  await database?.close();
});

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", BOT_CHECK: "off" });
const logger = createLogger("silent");

/** A handler that writes one row per run, and fails its first `failures` runs after writing. */
function recordingHandler(name: string, failures = 0): EventHandler {
  let left = failures;
  return {
    name,
    events: ["profile.updated"],
    async run(event, tx) {
      await tx.execute(
        sql`insert into test_handler_runs (event_id, handler, worker) values (${event.id}, ${name}, 'in-process')`,
      );
      if (left > 0) {
        left -= 1;
        throw new Error("the handler's service is down");
      }
    },
  };
}

const profileUpdated = (n: number) => ({
  type: "profile.updated" as const,
  actorId: null,
  subject: { type: "profile" as const, id: `profile-${n}` },
  payload: { userId: `user-${n}`, fields: ["bio"] },
});

async function runs(handler?: string) {
  const where = handler ? sql`where handler = ${handler}` : sql``;
  const result = await database.db.execute(
    sql`select count(*)::int as total, count(distinct (event_id, handler))::int as distinct_pairs from test_handler_runs ${where}`,
  );
  return result.rows[0] as { total: number; distinct_pairs: number };
}

describe("events to jobs", () => {
  it("runs each subscribed handler once per event, and none for other events", async () => {
    const handlers = [recordingHandler("a"), recordingHandler("b")];
    const worker = createBackgroundWorker({ config, database, logger, transport: null, handlers });
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 3; n++) await recordEvent(tx, profileUpdated(n));
      await recordEvent(tx, {
        type: "bluesky.disconnected",
        actorId: null,
        subject: { type: "profile", id: "x" },
        payload: { userId: "x" },
      });
    });
    await worker.runDue();
    await worker.runDue();
    expect(await runs("a")).toEqual({ total: 3, distinct_pairs: 3 });
    expect(await runs("b")).toEqual({ total: 3, distinct_pairs: 3 });
    const [pending] = await database.db
      .select({ n: count() })
      .from(domainEvents)
      .where(sql`${domainEvents.dispatchedAt} is null`);
    expect(pending?.n).toBe(0);
  });

  it("rolls a failed handler's writes back with it, and retries until it succeeds", async () => {
    const handler = recordingHandler("flaky", 2);
    const worker = createBackgroundWorker({ config, database, logger, transport: null, handlers: [handler] });
    await recordEvent(database.db, profileUpdated(99));
    for (let attempt = 0; attempt < 3; attempt++) {
      await worker.runDue();
      // Skip the back-off wait: make the retry due now.
      await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, "event.flaky"));
    }
    expect(await runs("flaky")).toEqual({ total: 1, distinct_pairs: 1 });
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, "event.flaky"));
    expect(job).toMatchObject({ status: "succeeded", attempts: 3 });
  });
});

describe("a running worker", () => {
  it("is woken by the commit of an event, not the next poll, and then rests", async () => {
    let rounds = 0;
    const handlers = [recordingHandler("woken")];
    const worker = createJobWorker({
      db: database.db,
      logger,
      handlers: eventJobDefinitions(handlers),
      dispatch: async () => {
        rounds += 1;
        return (await enqueueDueSchedules(database.db)) + (await dispatchEvents(database.db, handlers));
      },
      subscribeWake: (onWake) => listen(database, "jobs_wake", onWake),
      // Only a wake-up can start a round within this test.
      pollIntervalMs: 60_000,
    });
    await worker.start();
    try {
      await recordEvent(database.db, profileUpdated(500));
      await until(async () => (await runs("woken")).total === 1, 5_000, "the wake-up");
      // Its own writes wake it once more at most; then nothing happens until something new does.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const settled = rounds;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rounds).toBe(settled);
    } finally {
      await worker.stop();
    }
  });
});

/** Waits until `check` holds, or fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// Two server processes need a database both can reach: PostgreSQL (the CI's second pass).
describe.skipIf(!process.env.TEST_DATABASE_URL)("events to jobs across two server processes", () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
  });

  function startWorker(id: string): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "server/test/event-worker-process.ts", database.url ?? "", id, "1000"],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout?.once("data", () => resolve(child));
      child.once("exit", (code) => reject(new Error(`worker ${id} exited with ${code}`)));
    });
  }

  it("runs every (event, handler) exactly once, even when processes are killed mid-work", async () => {
    await database.db.execute(sql`delete from test_handler_runs`);
    const total = 300;
    for (let batch = 0; batch < total / 50; batch++) {
      await database.db.transaction(async (tx) => {
        for (let n = 0; n < 50; n++) await recordEvent(tx, profileUpdated(1000 + batch * 50 + n));
      });
    }
    const done = async () => (await runs()).total;
    const b = await startWorker("B");
    // Three times, a second server starts, takes part of the work and is killed without warning.
    for (const id of ["A1", "A2", "A3"]) {
      const a = await startWorker(id);
      const before = await done();
      await until(async () => (await done()) >= before + 40, 30_000, `${id} and B to get on`);
      a.kill("SIGKILL");
    }
    await until(async () => (await done()) >= total * 2, 90_000, "every handler run");
    // Give a duplicate time to appear, if the queue were to make one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await runs()).toEqual({ total: total * 2, distinct_pairs: total * 2 });
    const workers = await database.db.execute(
      sql`select distinct worker from test_handler_runs order by worker`,
    );
    expect((workers.rows as { worker: string }[]).map((row) => row.worker)).toContain("B");
    expect((workers.rows as { worker: string }[]).length).toBeGreaterThan(1);
    const [unfinished] = await database.db
      .select({ n: count() })
      .from(jobs)
      .where(sql`${jobs.kind} like 'event.test-%' and ${jobs.status} <> 'succeeded'`);
    expect(unfinished?.n).toBe(0);
    b.kill("SIGTERM");
  }, 120_000);
});

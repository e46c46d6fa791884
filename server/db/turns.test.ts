import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";
import { turnTaking } from "./turns";

/** Keeps the thread busy for `ms`, as a statement running in PGlite's WebAssembly does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * Runs `count` tasks at once and, for each turn the event loop took meanwhile, how many of them
 * had finished by then.
 */
async function turnsDuring(count: number, task: () => Promise<unknown>): Promise<number[]> {
  let done = 0;
  const turnsSeen: number[] = [];
  let stop = false;
  const tick = () => {
    turnsSeen.push(done);
    if (!stop) setImmediate(tick);
  };
  setImmediate(tick);
  await Promise.all(Array.from({ length: count }, () => task().then(() => done++)));
  stop = true;
  return turnsSeen;
}

describe("turn-taking", () => {
  it("runs tasks one at a time in the order they came, failures included", async () => {
    const turns = turnTaking(10);
    const log: string[] = [];
    let running = 0;
    const task = (name: string, fail = false) =>
      turns(async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([task("a"), task("b", true), task("c")]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      "a",
      "b failed",
      "c",
    ]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("keeps going after a task that throws before it answers", async () => {
    const turns = turnTaking(10);
    const broken = turns((): Promise<string> => {
      throw new Error("thrown at once");
    });
    await expect(broken).rejects.toThrow("thrown at once");
    await expect(turns(async () => "next")).resolves.toBe("next");
  });

  it("hands the thread back to the event loop once a turn's tasks have taken the slice", async () => {
    const turns = turnTaking(10);
    // Twenty tasks of 3 ms, each answered in a microtask: without turns, one unbroken chain.
    const turnsSeen = await turnsDuring(20, () => turns(async () => busy(3)));
    // A turn every four tasks or so (12 ms > 10 ms), never after all of them.
    expect(turnsSeen.length).toBeGreaterThanOrEqual(4);
    expect(turnsSeen[0]).toBeLessThanOrEqual(5);
  });
});

describe("the embedded database", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lets the event loop read its sockets while statements queue up (PGlite's own lock would not)", async () => {
    const { db } = database;
    await db.execute(sql`select 1`);
    // Forty statements of at least 2 ms each, sent at once as 40 requests would.
    const turnsSeen = await turnsDuring(40, () => db.execute(sql`select pg_sleep(0.002)`));
    expect(turnsSeen.length).toBeGreaterThanOrEqual(4);
    expect(turnsSeen[0]).toBeLessThan(10);
  });

  it("runs Drizzle's transactions through the same turns, without deadlock", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        database.db.transaction(async (tx) => {
          const { rows } = await tx.execute(`select ${i} + 1 as n`);
          return (rows[0] as { n: number }).n;
        }),
      ),
    );
    expect(results).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

// A server's background worker in a process of its own, for the exactly-once test with several
// processes (events/dispatcher.test.ts): `node --import tsx server/test/event-worker-process.ts
// <database url> <worker id> <stale after ms>`. Its handlers write one row per run into
// `test_handler_runs`, which the test created.
import { sql } from "drizzle-orm";
import { createBackgroundWorker } from "../background";
import { openDatabase } from "../db/client";
import { parseConfig } from "../env";
import type { EventHandler } from "../events/types";
import { createLogger } from "../logger";

const [url, workerId, staleAfterMs] = process.argv.slice(2);
if (!url || !workerId) throw new Error("usage: event-worker-process.ts <url> <worker id> <stale after ms>");

const config = parseConfig({ DATABASE_URL: url, NODE_ENV: "test", LOG_LEVEL: "silent", BOT_CHECK: "off" });
const database = await openDatabase({ url, poolSize: 3 });
const handlers = ["first", "second"].map(
  (name): EventHandler => ({
    name: `test-${name}`,
    events: ["profile.updated"],
    async run(event, tx) {
      await tx.execute(
        sql`insert into test_handler_runs (event_id, handler, worker) values (${event.id}, ${name}, ${workerId})`,
      );
      // Most of a run's time is spent after its write, so that a kill usually lands between the
      // write and the job's completion: exactly where a queue without transactional jobs duplicates.
      await new Promise((resolve) => setTimeout(resolve, 15));
    },
  }),
);
const worker = createBackgroundWorker(
  { config, database, logger: createLogger("silent"), transport: null, handlers },
  { workerId, pollIntervalMs: 50, staleAfterMs: Number(staleAfterMs ?? 1000), batchSize: 5 },
);
await worker.start();
process.stdout.write("ready\n");
process.once("SIGTERM", () => {
  worker
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0));
});

import path from "node:path";
import { openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { loadConfigOrExit } from "./env";
import { ensureStorageBuckets } from "./storage/buckets";

/** `npm run db:migrate`: applies migrations without starting the server (for scaled deploys). */
const config = loadConfigOrExit();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, "pglite"),
  poolSize: 1,
});
try {
  await migrateDatabase(database);
  await ensureStorageBuckets(database.db);
  process.stdout.write(`migrations applied (${database.kind})\n`);
} finally {
  await database.close();
}

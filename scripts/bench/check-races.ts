// Run by `npm run bench` once the server has stopped (PGlite is single-process): whether the
// registration race gave any shift more places than it has (scripts/bench/races.ts). Prints one
// JSON line, a RaceCheck. Run with `node --import tsx scripts/bench/check-races.ts` and the
// server's own environment (DATA_DIR or DATABASE_URL).
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { parseConfig } from "../../server/env";
import { checkRaces } from "./races";

const config = parseConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, "pglite"),
  poolSize: 1,
});
try {
  process.stdout.write(`${JSON.stringify(await checkRaces(database.db))}\n`);
} finally {
  await database.close();
}

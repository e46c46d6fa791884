// Seeds what `npm run bench` needs before the server starts: the schema, one member and a signed
// session for them, made by the same factories as the server tests. Prints one JSON line:
// `{ "cookie": "...", "userId": "..." }`. Run with `node --import tsx scripts/bench/seed.ts`
// and the server's own environment (DATA_DIR or DATABASE_URL, AUTH_SECRET, PUBLIC_URL).
import path from "node:path";
import { sessionCookieName } from "../../server/auth/session";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { parseConfig } from "../../server/env";
import { createMember, createSession } from "../../server/test/factories";

const config = parseConfig();
if (!config.AUTH_SECRET) throw new Error("AUTH_SECRET must be set: the bench signs the cookie with it");
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, "pglite"),
  poolSize: 2,
});
try {
  await migrateDatabase(database);
  const member = await createMember(database.db, { firstName: "Bench", lastName: "Member" });
  const session = await createSession(database.db, {
    secret: config.AUTH_SECRET,
    cookieName: sessionCookieName(config),
    userId: member.id,
  });
  process.stdout.write(`${JSON.stringify({ cookie: session.cookie, userId: member.id })}\n`);
} finally {
  // PGlite is single-process: the server opens this data directory next.
  await database.close();
}

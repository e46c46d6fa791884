// Seeds what the realtime figure of `npm run bench` needs: the schema and BENCH_LIVE_MEMBERS
// members (5,000 by default), each with a signed session, as the server's own factories make them.
// Prints one JSON line: `{ "members": [{ "id", "cookie" }, …] }`. Run with
// `node --import tsx scripts/bench/realtime-seed.ts` and DATABASE_URL, AUTH_SECRET, PUBLIC_URL.
import { sql } from "drizzle-orm";
import { newSessionToken, sessionCookieName, signSessionToken } from "../../server/auth/session";
import { SESSION_EXPIRES_IN_SECONDS } from "../../server/auth/session-lifetime";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { sessions } from "../../server/db/schema";
import { parseConfig } from "../../server/env";

const config = parseConfig();
if (!config.AUTH_SECRET || !config.DATABASE_URL) throw new Error("DATABASE_URL and AUTH_SECRET must be set");
const count = Number(process.env.BENCH_LIVE_MEMBERS ?? 5000);
const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
try {
  await migrateDatabase(database);
  const { db } = database;
  const made = await db.execute(sql`
    with made as (
      insert into users (email, name, email_verified)
      select 'live-' || n || '@example.org', 'Live Member ' || n, true from generate_series(1, ${count}) as n
      returning id, email, name
    ), profiled as (
      insert into profiles (user_id, first_name, last_name, email)
      select id, 'Live', 'Member', email from made returning user_id
    )
    select user_id as id from profiled`);
  const ids = (made.rows as { id: string }[]).map((row) => row.id);
  const cookieName = sessionCookieName(config);
  const members = ids.map((id) => ({ id, token: newSessionToken() }));
  for (let i = 0; i < members.length; i += 1000) {
    await db.insert(sessions).values(
      members.slice(i, i + 1000).map((member) => ({
        userId: member.id,
        token: member.token,
        expiresAt: new Date(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000),
        userAgent: "bench",
      })),
    );
  }
  process.stdout.write(
    `${JSON.stringify({
      members: members.map((member) => ({
        id: member.id,
        cookie: `${cookieName}=${signSessionToken(member.token, config.AUTH_SECRET as string)}`,
      })),
    })}\n`,
  );
} finally {
  await database.close();
}

// Prints PostgreSQL's plan of the dashboard feed's query, as it ran, for the bench member of a
// database `npm run bench` seeded (docs/performance.md shows it). Run with
// `DATABASE_URL=postgres://…/bench node --import tsx scripts/bench/explain-feed.ts`: the first
// page, and the page after it (through the cursor), each with EXPLAIN (ANALYZE, BUFFERS).
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { loadFeedPage } from "../../server/db/feeds";
import { loadPostViews } from "../../server/db/posts";
import * as schema from "../../server/db/schema";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the bench database");
const pool = new pg.Pool({ connectionString: url, max: 1 });
const captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});
try {
  const { rows } = await pool.query(
    "select u.id, u.email from users u join profiles p on p.user_id = u.id where p.first_name = 'Bench' limit 1",
  );
  const member = rows[0] as { id: string; email: string } | undefined;
  if (!member) throw new Error("no bench member: run npm run bench with BENCH_DATABASE_URL first");
  const actor = {
    kind: "member" as const,
    id: member.id,
    email: member.email,
    emailVerified: true,
    name: "Bench Member",
    isPlatformAdmin: false,
  };
  const first = await loadFeedPage(db as never, actor, { kind: "home", userId: member.id }, undefined);
  await loadFeedPage(db as never, actor, { kind: "home", userId: member.id }, first.nextCursor ?? undefined);
  if (process.env.EXPLAIN_ALL) await loadPostViews(db as never, actor, first.ids);
  const counts = await pool.query(
    "select (select count(*) from posts) as posts, (select count(*) from profiles) as members, (select count(*) from connections) as connections",
  );
  console.log(`-- ${JSON.stringify(counts.rows[0])}`);
  for (const [index, { query, params }] of captured.entries()) {
    const plan = await pool.query(`explain (analyze, buffers, costs off) ${query}`, params);
    console.log(
      `\n-- ${["first page", "second page (cursor)"][index] ?? `page's posts, query ${index - 1}`}`,
    );
    for (const row of plan.rows) console.log(row["QUERY PLAN"]);
  }
} finally {
  await pool.end();
}

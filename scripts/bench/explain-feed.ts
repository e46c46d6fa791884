// Prints PostgreSQL's plan of the dashboard feed's statement, as the server runs it, for the bench
// member of a database `npm run bench` seeded (docs/performance.md shows it). Run with
// `DATABASE_URL=postgres://…/bench node --import tsx scripts/bench/explain-feed.ts`: the first
// page, and the page after it (through the cursor), each with EXPLAIN (ANALYZE, BUFFERS) of the
// prepared statement's generic plan, the one a pooled connection settles on after five runs.
import pg from "pg";
import { type DatabaseHandle, SESSION_SETTINGS } from "../../server/db/client";
import { loadFeedPage } from "../../server/queries/feeds";
import { pageQuerySchema } from "../../shared/schemas/posts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the bench database");
const pool = new pg.Pool({ connectionString: url, max: 1 });
const captured: { text: string; values: unknown[] }[] = [];
// The feed runs through this pool; each statement it sends is kept for EXPLAIN.
const recording = new Proxy(pool, {
  get(target, key, receiver) {
    if (key !== "query") return Reflect.get(target, key, receiver);
    return (config: { text: string; values: unknown[] }) => {
      captured.push({ text: config.text, values: config.values });
      return target.query({ text: config.text, values: config.values });
    };
  },
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
  const database = { kind: "postgres", pool: recording } as unknown as DatabaseHandle;
  const first = await loadFeedPage(database, actor, { kind: "home", userId: member.id }, undefined);
  await loadFeedPage(
    database,
    actor,
    { kind: "home", userId: member.id },
    first.nextCursor ? pageQuerySchema.parse({ cursor: first.nextCursor }).cursor : undefined,
  );
  const counts = await pool.query(
    "select (select count(*) from posts) as posts, (select count(*) from profiles) as members, (select count(*) from connections) as connections, (select count(*) from connection_posts) as connection_posts",
  );
  console.log(`-- ${JSON.stringify(counts.rows[0])}`);
  const client = await pool.connect();
  try {
    // The settings of the server's own connections (generic plans, SSD page costs).
    for (const [name, value] of Object.entries(SESSION_SETTINGS))
      await client.query(`set ${name} = ${value}`);
    await client.query(`prepare feed_home as ${captured[0]?.text}`);
    for (const [index, { values }] of captured.entries()) {
      const args = values.map((value) =>
        value === null ? "null" : `'${String(value).replaceAll("'", "''")}'`,
      );
      const plan = await client.query(
        `explain (analyze, buffers, costs off) execute feed_home(${args.join(", ")})`,
      );
      console.log(`\n-- ${["first page", "second page (cursor)"][index]}`);
      for (const row of plan.rows) console.log(row["QUERY PLAN"]);
    }
  } finally {
    client.release();
  }
} finally {
  await pool.end();
}

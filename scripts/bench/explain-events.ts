// Prints PostgreSQL's plans of the events list's statements (GET /api/events, upcoming), as the
// route sends them, for the bench member of a database `npm run bench` seeded (docs/performance.md
// shows them). Run with `DATABASE_URL=postgres://…/bench node --import tsx
// scripts/bench/explain-events.ts`: the first page and the page after it (through the cursor),
// each the list's rows and then its access flags, with EXPLAIN (ANALYZE, BUFFERS). Drizzle's
// statements are unnamed, so each is planned for its values, as here.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../server/db/schema";
import { loadEntityAccessMany } from "../../server/loaders/entity-access";
import { listEventRows } from "../../server/queries/entity-lists";
import { LIST_PAGE_SIZE } from "../../shared/limits";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the bench database");
const pool = new pg.Pool({ connectionString: url, max: 1 });
const captured: { text: string; values: unknown[] }[] = [];
// The list runs through this pool; each statement it sends is kept for EXPLAIN.
const recording = new Proxy(pool, {
  get(target, key, receiver) {
    if (key !== "query") return Reflect.get(target, key, receiver);
    // Drizzle passes the values beside the statement, not in it.
    return (config: { text: string; values?: unknown[] }, values?: unknown[]) => {
      captured.push({ text: config.text, values: values ?? config.values ?? [] });
      return target.query(config, values);
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
  const db = drizzle(recording as unknown as pg.Pool, { schema });
  const now = new Date();
  const page = async (cursor?: [string | null, number]) => {
    const rows = await listEventRows(db, actor, { when: "upcoming", cursor }, LIST_PAGE_SIZE + 1, now);
    const shown = rows.slice(0, LIST_PAGE_SIZE);
    await loadEntityAccessMany(
      db,
      actor,
      "event",
      shown.map((row) => row.event.eventId),
    );
    const last = shown.at(-1);
    return last ? ([last.startKey, last.event.eventId] as [string | null, number]) : undefined;
  };
  // Each statement's label: its page, and its place in the page (rows first, then access).
  const labels: string[] = [];
  const label = (name: string, from: number) => {
    for (let i = from; i < captured.length; i++) labels.push(`${name}, statement ${i - from + 1}`);
  };
  const next = await page();
  label("first page", 0);
  const secondFrom = captured.length;
  await page(next);
  label("second page (cursor)", secondFrom);
  const counts = await pool.query(
    "select (select count(*) from events) as events, (select count(*) from events where visibility = 'private') as private, (select count(*) from events where start_date >= now() or start_date is null) as upcoming, (select count(*) from event_memberships) as event_memberships",
  );
  console.log(`-- ${JSON.stringify(counts.rows[0])}`);
  for (const [index, { text, values }] of captured.entries()) {
    const plan = await pool.query(`explain (analyze, buffers, costs off) ${text}`, values);
    console.log(`\n-- ${labels[index]}`);
    console.log(`-- ${text.replace(/\s+/g, " ")}`);
    for (const row of plan.rows) console.log(row["QUERY PLAN"]);
  }
} finally {
  await pool.end();
}

// The bench's own PostgreSQL databases (`npm run bench`, the realtime figure).
import pg from "pg";

/** What marks a database as the bench's own, free to be dropped and made again. */
const BENCH_MARK = "common-ground bench: dropped and seeded again on every run";

/**
 * A fresh, empty bench database on the PostgreSQL server: created when missing, dropped and made
 * again when an earlier run made it (its comment says so). A database the bench did not make is
 * never dropped: the run stops instead.
 */
export async function ensurePostgresDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const quoted = `"${name.replaceAll('"', '""')}"`;
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1",
      [name],
    );
    if (rows.length && rows[0].mark !== BENCH_MARK) {
      throw new Error(
        `BENCH_DATABASE_URL names the database "${name}", which the bench did not create: name a new one (the bench creates it) or drop it first.`,
      );
    }
    if (rows.length) await client.query(`drop database ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
    await client.query(`comment on database ${quoted} is '${BENCH_MARK}'`);
  } finally {
    await client.end();
  }
}

// Baseline for `npm run bench` on PostgreSQL: a bare Node HTTP route doing one primary-key SELECT
// through a `pg` pool of the server's default size, in a process of its own. What our routes
// cost on top of this is our own code.
import { createServer } from "node:http";
import pg from "pg";

const port = Number(process.env.PORT);
const userId = process.env.BENCH_USER_ID;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const query = {
  name: "user_by_id",
  text: "select id, email, name from users where id = $1",
  values: [userId],
};

createServer((_req, res) => {
  pool.query(query).then(
    (result) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ user: result.rows[0] ?? null }));
    },
    () => {
      res.writeHead(500).end();
    },
  );
}).listen(port, "127.0.0.1");

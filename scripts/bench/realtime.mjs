// The realtime figure of `npm run bench` (issue 10): members' browsers hold the live channel open
// (GET /api/live, server-sent events) on one server process and then on two; notifications are
// committed at a steady rate for random connected members; each one's delay is measured from the
// moment its COMMIT returned to the moment its event arrived on the member's socket. Run on its own
// with `BENCH_DATABASE_URL=postgres://…/bench_live node scripts/bench/realtime.mjs` after
// `npm run build`; `npm run bench` runs it last when BENCH_DATABASE_URL is set.
//
// BENCH_LIVE_MEMBERS (5,000): open connections, one per member. BENCH_LIVE_RATE (1,000):
// notifications a second. BENCH_LIVE_SECONDS (10): how long they are sent.
// The producer writes the rows in transactions of its own, as a handler's transaction would: the
// trigger, NOTIFY, the hub's read and the stream are what is measured.
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { ensurePostgresDatabase } from "./database.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const URL_ = process.env.BENCH_LIVE_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
const MEMBERS = Number(process.env.BENCH_LIVE_MEMBERS ?? 5000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
const FIRST_PORT = Number(process.env.BENCH_LIVE_PORT ?? 3950);
const AUTH_SECRET = randomBytes(32).toString("hex");
const run = promisify(execFile);

if (!URL_) {
  console.log("The realtime figure needs PostgreSQL: set BENCH_DATABASE_URL.");
  process.exit(0);
}
// A database of its own beside the main bench's: `<name>_live`.
const databaseUrl = (() => {
  const url = new URL(URL_);
  if (!process.env.BENCH_LIVE_DATABASE_URL) url.pathname = `${url.pathname}_live`;
  return url.toString();
})();

const workDir = mkdtempSync(path.join(tmpdir(), "cg-live-bench-"));
const children = new Set();

function serverEnv(port) {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(workDir, `server-${port}`),
    LOG_LEVEL: "warn",
    AUTH_SECRET,
    PUBLIC_URL: "http://127.0.0.1",
    DATABASE_URL: databaseUrl,
  };
}

async function startServer(port) {
  const child = spawn(process.execPath, [path.join(ROOT, "dist/server/index.js")], {
    env: serverEnv(port),
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not come up`);
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
  children.delete(child);
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * One member's open live channel. Resolves once `ready` came; records, for each notification
 * event, when it arrived, keyed by the notification's id.
 */
function openStream(port, cookie, arrivals) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: "/api/live", agent, headers: { cookie, accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`live channel answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk) => {
          const now = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes("event: ready")) resolve(request);
            const match = block.match(/"notification":\{"id":"([0-9a-f-]{36})"/);
            if (match) {
              const id = match[1];
              arrivals.set(id, [...(arrivals.get(id) ?? []), now]);
            }
          }
        });
        response.on("error", () => {});
      },
    );
    request.on("error", reject);
  });
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

/** Opens every member's stream over the given ports, sends notifications at RATE, measures. */
async function measure(ports, members) {
  const arrivals = new Map();
  const requests = [];
  const opened = performance.now();
  for (let i = 0; i < members.length; i += 200) {
    requests.push(
      ...(await Promise.all(
        members
          .slice(i, i + 200)
          .map((member, j) => openStream(ports[(i + j) % ports.length], member.cookie, arrivals)),
      )),
    );
  }
  const openSeconds = (performance.now() - opened) / 1000;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  const committed = new Map();
  const started = performance.now();
  const perTick = Math.max(1, Math.round(RATE / 100));
  let sent = 0;
  const writes = [];
  // Every 10 ms, RATE / 100 notifications, each in a transaction of its own, for random members.
  while (performance.now() - started < SECONDS * 1000) {
    const tickStart = performance.now();
    for (let k = 0; k < perTick; k++) {
      const member = members[Math.floor(Math.random() * members.length)];
      writes.push(
        pool
          .query({
            name: "live_bench_insert",
            text: "insert into notifications (user_id, type, message) values ($1, 'like', 'Bench liked your post') returning id",
            values: [member.id],
          })
          .then((result) => committed.set(result.rows[0].id, performance.now())),
      );
      sent++;
    }
    const wait = 10 - (performance.now() - tickStart);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(writes);
  const sendSeconds = (performance.now() - started) / 1000;
  // Late events still count; then the connections close.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await pool.end();
  for (const request of requests) request.destroy();
  const delays = [];
  let lost = 0;
  let duplicates = 0;
  for (const [id, at] of committed) {
    const got = arrivals.get(id);
    if (!got) {
      lost++;
      continue;
    }
    duplicates += got.length - 1;
    delays.push(Math.max(0, got[0] - at));
  }
  delays.sort((a, b) => a - b);
  return {
    processes: ports.length,
    connections: requests.length,
    openSeconds,
    sent,
    rate: sent / sendSeconds,
    delivered: delays.length,
    lost,
    duplicates,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? 0,
  };
}

const fmt = (n, digits = 1) => n.toLocaleString("en-US", { maximumFractionDigits: digits });

try {
  await ensurePostgresDatabase(databaseUrl);
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts/bench/realtime-seed.ts")],
    {
      env: { ...serverEnv(FIRST_PORT), BENCH_LIVE_MEMBERS: String(MEMBERS) },
      cwd: ROOT,
      maxBuffer: 1 << 26,
    },
  );
  const { members } = JSON.parse(stdout.trim().split("\n").at(-1));
  const results = [];
  for (const count of [1, 2]) {
    const ports = Array.from({ length: count }, (_, i) => FIRST_PORT + i);
    const servers = [];
    for (const port of ports) servers.push(await startServer(port));
    try {
      results.push(await measure(ports, members));
    } finally {
      for (const server of servers) await stopServer(server);
    }
  }
  console.log(
    `\nRealtime: notifications committed at ${fmt(RATE, 0)}/s for ${SECONDS} s, one live channel per member, delay from COMMIT to the event on the socket`,
  );
  console.log(
    "servers  connections  open s   sent   rate/s  delivered  lost  dupes  p50 ms  p95 ms  p99 ms  max ms",
  );
  for (const r of results) {
    console.log(
      [
        String(r.processes).padStart(7),
        fmt(r.connections, 0).padStart(12),
        fmt(r.openSeconds).padStart(7),
        fmt(r.sent, 0).padStart(7),
        fmt(r.rate, 0).padStart(8),
        fmt(r.delivered, 0).padStart(10),
        String(r.lost).padStart(5),
        String(r.duplicates).padStart(6),
        fmt(r.p50).padStart(7),
        fmt(r.p95).padStart(7),
        fmt(r.p99).padStart(7),
        fmt(r.max).padStart(7),
      ].join(" "),
    );
  }
  for (const r of results) {
    // The rate must have been reached too: a slower one would flatter the delays.
    const met = r.p99 < 100 && r.lost === 0 && r.duplicates === 0 && r.rate >= RATE * 0.95;
    console.log(
      `${met ? "met    " : "not met"}  live delivery at ${fmt(RATE, 0)}/s, p99 < 100 ms, none lost or doubled (${r.processes} server${r.processes > 1 ? "s" : ""}): ${fmt(r.rate, 0)}/s reached, p99 ${fmt(r.p99)} ms, ${r.lost} lost, ${r.duplicates} doubled`,
    );
  }
} finally {
  for (const child of children) child.kill("SIGKILL");
  rmSync(workDir, { recursive: true, force: true });
}

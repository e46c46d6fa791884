// `npm run bench`: load-tests the built server (`npm run build` first) and reports each route's
// throughput and latency as ratios to baselines measured in the same run, so that figures compare
// across machines and loads. The load generator, the server and each baseline run in processes
// of their own; the baselines are measured before and after the routes. On the embedded database
// (PGlite) always; on PostgreSQL too when BENCH_DATABASE_URL is set, with a second baseline: a
// bare `pg` route doing one primary-key SELECT on the same database. One route is a race: members
// registering at once for the few places of one shift (scripts/bench/races.ts), checked afterwards
// for a place given twice. docs/performance.md explains the figures and the goals.
import { execFile, fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ensurePostgresDatabase } from "./bench/database.mjs";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// The production default: the access log line of every API request is part of what we measure.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "info";
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
// "off" leaves out the embedded database (with BENCH_DATABASE_URL only): a large BENCH_SCALE seeds
// for many minutes on PGlite.
const PGLITE = process.env.BENCH_PGLITE !== "off";
// Comma-separated parts of route names, to measure only some (e.g. BENCH_ROUTES=config,/api/me).
const ONLY = process.env.BENCH_ROUTES?.split(",").filter(Boolean);
// Another build of the server to measure (e.g. an older commit's bundle), the built one by default.
const SERVER_ENTRY = path.resolve(ROOT, process.env.BENCH_SERVER ?? "dist/server/index.js");
// Node's own options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile.
const SERVER_NODE_ARGS = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
if (!existsSync(SERVER_ENTRY)) {
  // Said before minutes of seeding, not after.
  console.error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const PORT = 3190;
const HTTP_BASELINE_PORT = 3191;
const PG_BASELINE_PORT = 3192;
const AUTH_SECRET = randomBytes(32).toString("base64url");
const CLOCK_TICKS = 100;
// The crowd the signed-in routes run against (server/seed/crowd.ts), e.g. '{"members":1000,"posts":20000}'.
const SCALE = process.env.BENCH_SCALE ?? "{}";

const workDir = mkdtempSync(path.join(tmpdir(), "cg-bench-"));
const children = new Set();

/** Starts a child process and remembers it, so that every exit path stops it. */
function track(child) {
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** A baseline server in its own process, ready once it listens. */
async function startBaseline(script, port, env = {}) {
  const child = track(
    fork(path.join(ROOT, "scripts/bench", script), { env: { ...process.env, ...env, PORT: String(port) } }),
  );
  await waitFor(`http://127.0.0.1:${port}/`);
  return child;
}

/** CPU time a process has used so far, in ms (Linux; null elsewhere). */
function cpuMs(pid) {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * CPU time every PostgreSQL process on this machine has used so far, in ms (Linux; null
 * elsewhere): the bench's server is the machine's only busy client, so the difference over a
 * run is the database's work for it.
 */
function postgresCpuMs() {
  try {
    let total = 0;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue; // ended meanwhile
      }
      if (!stat.includes("(postgres)")) continue;
      total += cpuMs(entry) ?? 0;
    }
    return total;
  } catch {
    return null;
  }
}

async function generate(spec) {
  const { stdout } = await run(
    process.execPath,
    [path.join(ROOT, "scripts/bench/load.mjs"), JSON.stringify(spec)],
    {
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(stdout);
}

/**
 * One load test, generated by autocannon in a process of its own, after a warm-up. Besides
 * throughput, it records the CPU time spent per request by the measured process, by PostgreSQL
 * (when `postgres` is set) and by the load generator itself: figures that other work on the
 * machine disturbs far less than requests per second. The load generator's does the same work
 * in every run of a route, so it tells how fast the machine ran (docs/performance.md).
 */
async function measure(pid, url, extra = {}, { postgres = false } = {}) {
  const spec = { url, connections: CONNECTIONS, duration: SECONDS, ...extra };
  const warmup = WARMUP > 0 ? await generate({ ...spec, duration: WARMUP }) : null;
  // Requests the warm-up left under way when it hung up (an upload being re-encoded) end first.
  if (spec.settleMs) await new Promise((resolve) => setTimeout(resolve, spec.settleMs));
  // A race's every request is a new (member, event) pair: the run goes on where the warm-up stopped.
  if (spec.races && warmup) spec.races = { ...spec.races, from: spec.races.from + warmup.issued };
  const before = cpuMs(pid);
  const pgBefore = postgres ? postgresCpuMs() : null;
  const result = await generate(spec);
  const after = cpuMs(pid);
  const pgAfter = postgres ? postgresCpuMs() : null;
  const perRequest = (from, to) =>
    from === null || to === null || !result.total ? null : ((to - from) * 1000) / result.total;
  return {
    ...result,
    cpuUsPerRequest: perRequest(before, after),
    pgCpuUsPerRequest: perRequest(pgBefore, pgAfter),
    ...(spec.races ? { warmup } : {}),
  };
}

/** The page read beside the health check (issue 26): what the rest of the server sees meanwhile. */
const PAGE_READ = "GET workspace page (largest allowed, 4 readers)";
const HEALTH_DURING = "GET /api/health while that page is read (10 conn.)";
const PAGE_READ_EDITED = "GET that page while a member types on it (10 edits/s)";
const HEALTH_DURING_EDITED = "GET /api/health while that page is read and edited";
/** How often the typing member sends an edit: about what the editor sends while someone types. */
const EDIT_EVERY_MS = 100;

/**
 * The largest workspace page allowed, read by 4 connections, while 10 others ask for the health
 * check: both loads at once, in processes of their own (issue 26: three reads of a large page once
 * held every request for 8 s). The health check's latency is the figure: the page's work must
 * never hold the event loop. Twice: the page at rest (read once, then from the server's cache of
 * opened pages), and while a member types on it, so that nearly every read meets a new version
 * and reads the page from the database and merges it again.
 */
async function measurePageReads(pid, base, seeded) {
  const page = {
    url: `${base}${seeded.pagePath}`,
    connections: 4,
    duration: SECONDS,
    headers: { cookie: seeded.cookie },
  };
  const health = { url: `${base}/api/health`, connections: 10, duration: SECONDS };
  async function both() {
    if (WARMUP > 0) {
      await Promise.all([generate({ ...page, duration: WARMUP }), generate({ ...health, duration: WARMUP })]);
    }
    const before = cpuMs(pid);
    const [reads, checks] = await Promise.all([generate(page), generate(health)]);
    const after = cpuMs(pid);
    const cpu =
      before === null || after === null ? null : ((after - before) * 1000) / (reads.total + checks.total);
    return [
      { ...reads, cpuUsPerRequest: cpu, pgCpuUsPerRequest: null },
      { ...checks, cpuUsPerRequest: cpu, pgCpuUsPerRequest: null },
    ];
  }
  const [reads, checks] = await both();
  const edits = JSON.parse(readFileSync(seeded.pageEditsFile, "utf8"));
  let typing = true;
  let refused = 0;
  const typist = (async () => {
    for (const edit of edits) {
      if (!typing) break;
      const response = await fetch(`${base}${seeded.pagePath}/updates`, {
        method: "POST",
        headers: { cookie: seeded.cookie, "content-type": "application/octet-stream" },
        body: Buffer.from(edit, "base64"),
      });
      if (!response.ok) refused++;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, EDIT_EVERY_MS));
    }
  })();
  const [editedReads, editedChecks] = await both();
  typing = false;
  await typist;
  if (refused) throw new Error(`${refused} of the typing member's edits were refused`);
  return [
    [PAGE_READ, reads],
    [HEALTH_DURING, checks],
    [PAGE_READ_EDITED, editedReads],
    [HEALTH_DURING_EDITED, editedChecks],
  ];
}

/** The server's environment for one database, without anything the caller's shell set for its own. */
function serverEnv(database) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return {
    ...env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(workDir, database.key),
    LOG_LEVEL,
    AUTH_SECRET,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
}

/** Migrates and seeds a member with a session through the project's factories; the server is not running. */
async function seed(env) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts/bench/seed.ts")],
    { env: { ...env, BENCH_SCALE: SCALE, BENCH_RACERS: String(CONNECTIONS) }, cwd: ROOT, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1));
}

/** The race's row; one racer per connection (BENCH_RACERS of scripts/bench/seed.ts). */
const RACE_ROUTE = `POST /api/events/:id/registrations (${CONNECTIONS} racing)`;

/** The signed-in member's events list as a browser pages it: the second page's cursor from the first. */
async function eventsCursor(cookie) {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/events`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/events answered ${response.status}`);
  return (await response.json()).nextCursor;
}

function routes(seeded, cursor) {
  const base = `http://127.0.0.1:${PORT}`;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const all = [
    ["GET /api/site/config (no database)", `${base}/api/site/config`],
    ["GET /api/health (ping; storage every 30 s)", `${base}/api/health`],
    ["GET /api/me (signed in)", `${base}/api/me`, { headers: { cookie: seeded.cookie } }],
    ["GET /api/me (visitor)", `${base}/api/me`],
    // As a browser asks for it: compressed.
    [
      "GET /features/groups (page, gzip)",
      `${base}/features/groups`,
      { headers: { "accept-encoding": "gzip, deflate, br" } },
    ],
    [
      // Every beta sign-up needs a solved bot check (issue 8) and one address may send 20 in
      // 10 minutes: under load this measures how cheaply scripts are turned away.
      "POST /api/beta-signups (no bot check: refused)",
      `${base}/api/beta-signups`,
      { method: "POST", headers: { "content-type": "application/json" }, uniqueBetaSignups: true },
    ],
    // Issue 9, over the crowd of server/seed/crowd.ts (BENCH_SCALE; 10k members, 200k posts).
    [
      "GET /api/feeds/home (dashboard feed page)",
      `${base}/api/feeds/home`,
      { headers: { cookie: seeded.cookie } },
    ],
    [
      "GET /api/search?q=river (search dialog)",
      `${base}/api/search?q=river`,
      { headers: { cookie: seeded.cookie } },
    ],
    // Issue 12, over the crowd's 5,000 events (one in five private): the events page as the
    // bench member sees it, upcoming first, 20 a page, and the page after it by its cursor (none
    // when the crowd has a page or less). Before the writes, whose background work (the posts'
    // notifications) would weigh on them.
    ["GET /api/events (upcoming, first page)", `${base}/api/events`, { headers: { cookie: seeded.cookie } }],
    ...(cursor
      ? [
          [
            "GET /api/events?cursor= (upcoming, page 2)",
            `${base}/api/events?cursor=${encodeURIComponent(cursor)}`,
            { headers: { cookie: seeded.cookie } },
          ],
        ]
      : []),
    // Issue 29: a group's verification queue (its pending hours, oldest first, with names), as its
    // owner; a volunteer's history of 2,000 logs (first page and the verified totals), as the
    // volunteer. The transcript's PDF is measured once, after the routes (measureHoursOnce): a
    // member may draw 30 an hour (transcriptDownload), so a row of them would measure refusals.
    [
      "GET /api/groups/:id/hours (verification queue)",
      `${base}/api/groups/${seeded.hoursGroupId}/hours`,
      { headers: { cookie: seeded.cookie } },
    ],
    [
      `GET /api/me/hours (history of ${seeded.volunteerLogs} logs, page 1)`,
      `${base}/api/me/hours`,
      { headers: { cookie: seeded.volunteerCookie } },
    ],
    [
      `GET /api/me/hours/totals (${seeded.volunteerLogs} logs)`,
      `${base}/api/me/hours/totals`,
      { headers: { cookie: seeded.volunteerCookie } },
    ],
    // Issue 30: the alliance's impact report over the last year (its 50 subgroups, 100,000 hour
    // logs, each member and hour once), as its owner; the leaderboard of a group of 5,000 members
    // for this year (a tenth opted out), first page with the viewer's own standing.
    [
      `GET /api/groups/:id/report (${seeded.reportSubgroups} subgroups, ${seeded.reportLogs} logs, a year)`,
      `${base}/api/groups/${seeded.allianceId}/report?from=${yearAgo}&to=${today}`,
      { headers: { cookie: seeded.cookie } },
    ],
    [
      `GET /api/groups/:id/leaderboard (${seeded.boardMembers} members, this year)`,
      `${base}/api/groups/${seeded.boardId}/leaderboard?period=year`,
      { headers: { cookie: seeded.cookie } },
    ],
    [
      // One member may post 30 times in ten minutes (server/limits/member-rules.ts): each request is
      // another seeded member's, in turn, so this measures posts and not refusals.
      `POST /api/posts (a new post; ${seeded.posters} members in turn)`,
      `${base}/api/posts`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: { content: "Thank you to everyone who came out this morning!" },
        rotateCookies: seeded.postersFile,
      },
    ],
    [
      // Issue 26: an upload streamed to a temporary file, judged by its first bytes, re-encoded
      // and stored. A server takes 8 at once (UPLOADS_PER_SERVER): as many connections, each
      // request another member's (100 uploads an hour each), so this measures uploads.
      `POST /api/uploads/post-media (${Math.round(seeded.photoBytes / 1024)} KB photo, 8 at once)`,
      `${base}/api/uploads/post-media`,
      {
        method: "POST",
        connections: 8,
        // The warm-up's last uploads go on after it hangs up, holding the server's 8 slots.
        settleMs: 3000,
        headers: { "content-type": seeded.uploadContentType },
        bodyFile: seeded.uploadFile,
        rotateCookies: seeded.postersFile,
      },
    ],
    [
      // Issue 12: as many members as connections register at once for each race event, all
      // picking its one shift of 3 places (scripts/bench/races.ts); the load generator counts what
      // each was answered, and the database is checked afterwards for a shift given too many.
      RACE_ROUTE,
      // Each request's path, cookie and body come from the race file (scripts/bench/load.mjs).
      `${base}/api/events`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        races: { file: seeded.racesFile, from: 0 },
      },
    ],
  ];
  return ONLY ? all.filter(([name]) => ONLY.some((part) => name.includes(part))) : all;
}

/** What the race left in the database (scripts/bench/check-races.ts), once the server has stopped. */
async function checkRaces(env) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts/bench/check-races.ts")],
    { env, cwd: ROOT, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1));
}

/** The pg baseline in its own process for one measurement. */
async function measurePgBaseline(url, userId) {
  const child = await startBaseline("baseline-pg.mjs", PG_BASELINE_PORT, {
    DATABASE_URL: url,
    BENCH_USER_ID: userId,
  });
  try {
    return await measure(child.pid, `http://127.0.0.1:${PG_BASELINE_PORT}/`, {}, { postgres: true });
  } finally {
    await stop(child);
  }
}

const meanOf = (a, b) =>
  a === null || b === null || a === undefined || b === undefined ? null : (a + b) / 2;

/**
 * Two measurements of a baseline, before and after the routes, as one: their mean, with how far
 * apart they were (a large drift means other work on the machine changed during the run).
 */
function combine(before, after) {
  const rps = (before.rps + after.rps) / 2;
  return {
    ...before,
    rps,
    p50: Math.max(before.p50, after.p50),
    p95: Math.max(before.p95, after.p95),
    p99: Math.max(before.p99, after.p99),
    max: Math.max(before.max, after.max),
    cpuUsPerRequest: meanOf(before.cpuUsPerRequest, after.cpuUsPerRequest),
    pgCpuUsPerRequest: meanOf(before.pgCpuUsPerRequest, after.pgCpuUsPerRequest),
    loadCpuUsPerRequest: meanOf(before.loadCpuUsPerRequest, after.loadCpuUsPerRequest),
    errors: before.errors + after.errors,
    non2xx: before.non2xx + after.non2xx,
    drift: Math.abs(before.rps - after.rps) / rps,
  };
}

/** Every route on one database, between two measurements of the baselines. */
async function benchDatabase(database, httpBaseline) {
  const env = serverEnv(database);
  if (database.url) await ensurePostgresDatabase(database.url);
  const seeded = await seed(env);
  const nodeUrl = `http://127.0.0.1:${HTTP_BASELINE_PORT}/`;
  const nodeBefore = await measure(httpBaseline.pid, nodeUrl);
  const pgBefore = database.url ? await measurePgBaseline(database.url, seeded.userId) : null;
  const routeRows = new Map();
  let hoursOnce = null;
  let alone = null;
  const logFile = path.join(workDir, `${database.key}.log`);
  const log = openSync(logFile, "w");
  const server = track(
    spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
      env,
      cwd: ROOT,
      stdio: ["ignore", log, "inherit"],
    }),
  );
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`);
    const cursor = await eventsCursor(seeded.cookie);
    for (const [name, url, extra] of routes(seeded, cursor))
      routeRows.set(name, await measure(server.pid, url, extra, { postgres: Boolean(database.url) }));
    if (!ONLY || ONLY.some((part) => HOURS_ONCE.includes(part))) hoursOnce = await measureHoursOnce(seeded);
    if (!ONLY || ONLY.some((part) => ALONE.includes(part))) alone = await measureAlone(seeded);
    if (!ONLY || ONLY.some((part) => PAGE_READ.includes(part) || HEALTH_DURING.includes(part))) {
      for (const [name, row] of await measurePageReads(server.pid, `http://127.0.0.1:${PORT}`, seeded))
        routeRows.set(name, row);
    }
  } finally {
    await stop(server);
    closeSync(log);
  }
  const race = routeRows.has(RACE_ROUTE) ? await checkRaces(env) : null;
  const rows = new Map([["node", combine(nodeBefore, await measure(httpBaseline.pid, nodeUrl))]]);
  if (pgBefore) rows.set("pg", combine(pgBefore, await measurePgBaseline(database.url, seeded.userId)));
  for (const [name, row] of routeRows) rows.set(name, row);
  const accessLines = readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.includes('"msg":"request"'));
  return {
    rows,
    race,
    racers: seeded.racers,
    accessLines: accessLines.length,
    seedSeconds: seeded.seconds,
    pageBytes: seeded.pageBytes,
    hoursOnce,
    alone,
    transcriptLogs: seeded.transcriptLogs,
  };
}

/** The name BENCH_ROUTES picks the one-off hours measurements by. */
const HOURS_ONCE = "bulk verification";
/** The name BENCH_ROUTES picks the one-at-a-time measurements of issue 30 by. */
const ALONE = "alone";
const ALONE_REQUESTS = 30;

/**
 * Issue 30's reads as one person makes them, after the routes: the alliance's impact report over
 * a year and the large group's leaderboard, each requested ALONE_REQUESTS times one after another
 * (its goal is a time a person waits, not a throughput): p50, p99 and the slowest, in ms.
 */
async function measureAlone(seeded) {
  const base = `http://127.0.0.1:${PORT}`;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const one = async (url) => {
    const times = [];
    for (let n = 0; n < ALONE_REQUESTS + 3; n++) {
      const at = performance.now();
      const response = await fetch(url, { headers: { cookie: seeded.cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      // The first three warm the statements' plans.
      if (n >= 3) times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    return { p50: at(0.5), p99: at(0.99), max: times[times.length - 1] };
  };
  return {
    report: await one(`${base}/api/groups/${seeded.allianceId}/report?from=${yearAgo}&to=${today}`),
    leaderboard: await one(`${base}/api/groups/${seeded.boardId}/leaderboard?period=year`),
    reportLogs: seeded.reportLogs,
    reportSubgroups: seeded.reportSubgroups,
    boardMembers: seeded.boardMembers,
  };
}

/**
 * Issue 29's one-off measurements, after the routes: the group's owner verifies the 500 hours in
 * its queue, 100 a request as the queue's bulk action sends them (each request's time and the
 * whole); and the PDF of the 500-log transcript, alone on the server: time to its first byte and
 * to its last.
 */
async function measureHoursOnce(seeded) {
  const base = `http://127.0.0.1:${PORT}`;
  const requests = [];
  const started = performance.now();
  for (let page = 0; page < 5; page++) {
    // The 100 oldest pending logs left, as a verifier ticks them on the queue's pages.
    const ids = seeded.pendingHours.slice(page * 100, page * 100 + 100);
    const at = performance.now();
    const decided = await fetch(`${base}/api/groups/${seeded.hoursGroupId}/hours/decisions`, {
      method: "POST",
      headers: { cookie: seeded.cookie, "content-type": "application/json", origin: base },
      body: JSON.stringify({ logIds: ids, decision: "verified" }),
    });
    const outcome = await decided.json();
    requests.push({ ms: performance.now() - at, decided: outcome.decided?.length ?? 0 });
  }
  const bulkMs = performance.now() - started;
  const pdfStart = performance.now();
  const pdf = await fetch(`${base}/api/me/transcripts/${seeded.transcriptCode}/pdf`, {
    headers: { cookie: seeded.volunteerCookie },
  });
  const reader = pdf.body.getReader();
  let firstByteMs = null;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (firstByteMs === null) firstByteMs = performance.now() - pdfStart;
    bytes += value.length;
  }
  return {
    bulkMs,
    requests,
    decided: requests.reduce((sum, request) => sum + request.decided, 0),
    pdf: { status: pdf.status, firstByteMs, totalMs: performance.now() - pdfStart, bytes },
  };
}

const fmt = (value, digits = 0) => (value === undefined ? "-" : value.toFixed(digits));

function printDatabase(label, result) {
  const node = result.rows.get("node");
  const pgBase = result.rows.get("pg");
  console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP} s of warm-up`);
  console.log(
    "route".padEnd(44),
    "req/s".padStart(8),
    "x node".padStart(7),
    "x pg".padStart(7),
    "p50 ms".padStart(7),
    "p95 ms".padStart(7),
    "p99 ms".padStart(7),
    "max ms".padStart(7),
    "cpu µs/req".padStart(11),
    "pg µs/req".padStart(10),
    "load µs/req".padStart(12),
    "errors".padStart(7),
  );
  for (const [name, row] of result.rows) {
    const rowLabel =
      name === "node"
        ? "bare node http (baseline)"
        : name === "pg"
          ? "bare node + pg SELECT (baseline)"
          : name;
    console.log(
      rowLabel.padEnd(44),
      fmt(row.rps).padStart(8),
      fmt(row.rps / node.rps, 3).padStart(7),
      (pgBase ? fmt(row.rps / pgBase.rps, 3) : "-").padStart(7),
      String(row.p50).padStart(7),
      String(row.p95).padStart(7),
      String(row.p99).padStart(7),
      String(row.max).padStart(7),
      fmt(row.cpuUsPerRequest ?? undefined).padStart(11),
      fmt(row.pgCpuUsPerRequest ?? undefined).padStart(10),
      fmt(row.loadCpuUsPerRequest ?? undefined).padStart(12),
      String(row.errors + row.non2xx).padStart(7),
    );
  }
  for (const [name, row] of result.rows) {
    const refusals = Object.entries(row.refusals ?? {});
    if (refusals.length && name !== RACE_ROUTE) {
      console.log(`errors of ${name}: ${refusals.map(([what, count]) => `${what} ×${count}`).join(", ")}`);
    }
  }
  if (result.race) printRace(result);
  if (result.rows.has(PAGE_READ)) {
    console.log(
      `the largest page read: ${Math.round(result.pageBytes / 1024)} KB stored (the limit is 1,024 KB)`,
    );
  }
  if (result.hoursOnce) {
    const { bulkMs, requests, decided, pdf } = result.hoursOnce;
    console.log(
      `bulk verification: ${decided} logs in ${requests.length} requests of 100, ${fmt(bulkMs)} ms in all ` +
        `(each ${requests.map((request) => fmt(request.ms)).join(", ")} ms)`,
    );
    console.log(
      `transcript PDF (${result.transcriptLogs} logs, ${Math.round(pdf.bytes / 1024)} KB, status ${pdf.status}): ` +
        `first byte ${fmt(pdf.firstByteMs)} ms, last byte ${fmt(pdf.totalMs)} ms`,
    );
  }
  if (result.alone) {
    const { report, leaderboard, reportLogs, reportSubgroups, boardMembers } = result.alone;
    const three = (t) => `p50 ${fmt(t.p50, 1)} ms, p99 ${fmt(t.p99, 1)} ms, slowest ${fmt(t.max, 1)} ms`;
    console.log(
      `impact report alone (${reportSubgroups} subgroups, ${reportLogs} logs, ${ALONE_REQUESTS} in a row): ${three(report)}`,
    );
    console.log(
      `leaderboard alone (${boardMembers} members, ${ALONE_REQUESTS} in a row): ${three(leaderboard)}`,
    );
  }
  console.log(`access log lines written at LOG_LEVEL=${LOG_LEVEL}: ${result.accessLines}`);
  console.log(`crowd ${SCALE === "{}" ? "at the default scale" : SCALE} seeded in ${result.seedSeconds} s`);
  for (const name of ["node", "pg"]) {
    const drift = result.rows.get(name)?.drift;
    if (drift === undefined) continue;
    const note = drift > 0.25 ? ": other work on the machine changed during the run, run it again" : "";
    console.log(`${name} baseline before and after the routes differ by ${(drift * 100).toFixed(0)}%${note}`);
  }
}

/**
 * The race's answers (warm-up and run together) and what the database holds afterwards: no
 * shift over its places, and none short of them while more members registered than it has.
 */
function printRace(result) {
  const row = result.rows.get(RACE_ROUTE);
  const answered = {};
  for (const run of [row.warmup, row].filter(Boolean))
    for (const [outcome, n] of Object.entries(run.outcomes)) answered[outcome] = (answered[outcome] ?? 0) + n;
  const { raced, registrations, assigned, most, places, over, short } = result.race;
  const counts = Object.entries(answered)
    .map(([outcome, n]) => `${n} ${outcome}`)
    .join(", ");
  console.log(
    `race: ${result.racers} members at once per shift of ${places} places; answered (warm-up and run): ${counts}`,
  );
  console.log(
    `race check: ${raced} shifts raced for by ${registrations} registrations in the database, ${assigned} places given;` +
      ` most on one shift ${most} of ${places}; over-assigned ${over}, short of their places ${short}:` +
      ` ${over === 0 && short === 0 ? "ok" : "FAILED"}`,
  );
}

/** The same routes on both databases; each side is first taken relative to its own bare Node baseline. */
function printSideBySide(embedded, server) {
  console.log("\nPGlite beside PostgreSQL (each as a ratio to the bare node route of its own section)");
  console.log(
    "route".padEnd(44),
    "PGlite".padStart(8),
    "x node".padStart(7),
    "Postgres".padStart(9),
    "x node".padStart(7),
    "x pg".padStart(7),
    "PGlite/PG".padStart(10),
  );
  const pgBase = server.rows.get("pg");
  for (const [name, a] of embedded.rows) {
    const b = server.rows.get(name);
    if (!b || name === "node") continue;
    const xa = a.rps / embedded.rows.get("node").rps;
    const xb = b.rps / server.rows.get("node").rps;
    console.log(
      name.padEnd(44),
      fmt(a.rps).padStart(8),
      fmt(xa, 3).padStart(7),
      fmt(b.rps).padStart(9),
      fmt(xb, 3).padStart(7),
      fmt(b.rps / pgBase.rps, 3).padStart(7),
      fmt(xa / xb, 2).padStart(10),
    );
  }
}

/** The goals of docs/performance.md, checked against this run's figures. */
function printGoals(embedded, server) {
  const line = (goal, value, met) => console.log(`${met ? "met    " : "not met"}  ${goal}: ${value}`);
  const config = "GET /api/site/config (no database)";
  console.log("\nGoals (docs/performance.md)");
  for (const [label, result] of [
    ["PGlite", embedded],
    ["PostgreSQL", server],
  ]) {
    if (!result?.rows.has(config)) continue;
    const ratio = result.rows.get(config).rps / result.rows.get("node").rps;
    line(`${config} >= 0.60 x bare node (${label})`, ratio.toFixed(3), ratio >= 0.6);
  }
  const me = server?.rows.get("GET /api/me (signed in)");
  if (me) {
    const ratio = me.rps / server.rows.get("pg").rps;
    line("signed-in GET /api/me on PostgreSQL >= 0.60 x bare pg", ratio.toFixed(3), ratio >= 0.6);
    line("signed-in GET /api/me on PostgreSQL p99 < 20 ms", `${me.p99} ms`, me.p99 < 20);
  }
  const feed = server?.rows.get("GET /api/feeds/home (dashboard feed page)");
  if (feed) line("feed page on PostgreSQL p99 < 50 ms", `${feed.p99} ms`, feed.p99 < 50);
  for (const [label, result, goal] of [
    ["PGlite", embedded, 1000],
    ["PostgreSQL", server, 200],
  ]) {
    const report = result?.alone?.report;
    if (report)
      line(`impact report alone p99 < ${goal} ms (${label})`, `${fmt(report.p99, 1)} ms`, report.p99 < goal);
  }
  const search = server?.rows.get("GET /api/search?q=river (search dialog)");
  if (search) line("search on PostgreSQL p99 < 30 ms", `${search.p99} ms`, search.p99 < 30);
  for (const [label, result] of [
    ["PGlite", embedded],
    ["PostgreSQL", server],
  ]) {
    if (!result?.race) continue;
    const { over, short } = result.race;
    line(
      `registration race: no shift given more places than it has, none left short (${label})`,
      `${over} over, ${short} short`,
      over === 0 && short === 0,
    );
  }
  for (const [label, result] of [
    ["PGlite", embedded],
    ["PostgreSQL", server],
  ]) {
    const health = result?.rows.get(HEALTH_DURING);
    const edited = result?.rows.get(HEALTH_DURING_EDITED);
    if (health && edited)
      line(
        `/api/health p99 < 100 ms while the largest page is read, at rest and edited (${label})`,
        `${health.p99} ms, ${edited.p99} ms`,
        health.p99 < 100 && edited.p99 < 100,
      );
  }
  for (const [label, result] of [
    ["PGlite", embedded],
    ["PostgreSQL", server],
  ]) {
    if (!result) continue;
    // An upload's time is its picture's re-encoding, which eight at once share two cores for.
    const slowest = Math.max(
      ...[...result.rows].filter(([name]) => !name.startsWith("POST /api/uploads")).map(([, row]) => row.max),
    );
    line(`no request over 1 s, uploads aside (${label})`, `slowest ${slowest} ms`, slowest < 1000);
  }
  if (server && embedded) {
    for (const [name, a] of embedded.rows) {
      const b = server.rows.get(name);
      if (!b || name === "node") continue;
      const ratio = a.rps / embedded.rows.get("node").rps / (b.rps / server.rows.get("node").rps);
      line(`PGlite >= 0.40 of PostgreSQL: ${name}`, ratio.toFixed(2), ratio >= 0.4);
    }
  }
}

if (!PGLITE && !DATABASE_URL) {
  console.error("BENCH_PGLITE=off leaves nothing to measure without BENCH_DATABASE_URL.");
  process.exit(1);
}

let httpBaseline;
try {
  httpBaseline = await startBaseline("baseline-http.mjs", HTTP_BASELINE_PORT);
  const embedded = PGLITE ? await benchDatabase({ key: "pglite" }, httpBaseline) : null;
  if (embedded) printDatabase("PGlite (embedded)", embedded);
  if (DATABASE_URL) {
    const server = await benchDatabase({ key: "postgres", url: DATABASE_URL }, httpBaseline);
    printDatabase("PostgreSQL", server);
    if (embedded) printSideBySide(embedded, server);
    printGoals(embedded, server);
    // Issue 10's realtime figure, in a process of its own (scripts/bench/realtime.mjs).
    await new Promise((resolve, reject) => {
      const child = track(fork(path.join(ROOT, "scripts/bench/realtime.mjs"), { stdio: "inherit" }));
      child.once("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`realtime bench exited with ${code}`)),
      );
    });
  } else {
    printGoals(embedded, null);
    console.log(
      "\nSet BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/bench) to compare with PostgreSQL.",
    );
  }
} finally {
  await Promise.all([...children].map(stop));
  rmSync(workDir, { recursive: true, force: true });
}

// `npm run bench`: load-tests the built server on the embedded default and reports each route's
// throughput and latency as ratios to a bare Node HTTP route measured in the same run, so the
// figures compare across machines and loads. Run `npm run build` first.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 3190;
const BASELINE_PORT = 3191;

function run(url, options = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
}

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

const baseline = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"status":"ok"}');
}).listen(BASELINE_PORT, "127.0.0.1");

const dataDir = mkdtempSync(path.join(tmpdir(), "cg-bench-"));
const server = spawn(process.execPath, ["dist/server/index.js"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: "inherit",
});

try {
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  let n = 0;
  const cases = [
    ["bare node http (baseline)", `http://127.0.0.1:${BASELINE_PORT}/`],
    ["GET /api/site/config (no database)", `http://127.0.0.1:${PORT}/api/site/config`],
    ["GET /api/health (database ping)", `http://127.0.0.1:${PORT}/api/health`],
    ["GET /features/groups (prerendered page)", `http://127.0.0.1:${PORT}/features/groups`],
    [
      "POST /api/beta-signups (insert + event)",
      `http://127.0.0.1:${PORT}/api/beta-signups`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                name: "Bench",
                email: `bench-${process.pid}-${n++}@example.org`,
                organization: "Bench Org",
                organizationType: "other",
              }),
            }),
          },
        ],
      },
    ],
  ];
  const rows = [];
  let base;
  for (const [name, url, options] of cases) {
    const result = await run(url, options);
    const row = {
      name,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    base ??= row;
    rows.push(row);
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per route; ratios are to the baseline of this run\n`,
  );
  console.log(
    "route".padEnd(44),
    "req/s".padStart(9),
    "x base".padStart(8),
    "p99 ms".padStart(8),
    "x base".padStart(8),
    "errors".padStart(7),
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(44),
      row.rps.toFixed(0).padStart(9),
      (row.rps / base.rps).toFixed(3).padStart(8),
      String(row.p99).padStart(8),
      (row.p99 / Math.max(base.p99, 1)).toFixed(2).padStart(8),
      String(row.errors).padStart(7),
    );
  }
} finally {
  server.kill("SIGTERM");
  baseline.close();
  await new Promise((resolve) => server.on("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

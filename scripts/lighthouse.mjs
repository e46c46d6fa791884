// Lighthouse's mobile performance audit of the built app, with Debian's Chromium: starts the
// built server on a fresh data folder (PORT, default 3300), audits each path RUNS times (default 5)
// and prints the median of each figure, as Lighthouse advises for noisy machines.
// Usage: npm run build && npm run lighthouse [-- /path ...]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3300);
const runs = Number(process.env.RUNS ?? 5);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/features/groups"];
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync";

const dataDir = mkdtempSync(path.join(tmpdir(), "cg-lighthouse-"));
const server = spawn(process.execPath, ["dist/server/index.js"], {
  cwd: root,
  stdio: "ignore",
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
});

/** Waits until the server answers its health check. */
async function serverReady() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on port ${port}`);
}

/** One Lighthouse run (mobile defaults: simulated slow 4G and a 4x slower CPU). */
function audit(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, "node_modules/.bin/lighthouse"),
      [
        url,
        `--chrome-path=${chromePath}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        "--only-categories=performance",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let json = "";
    child.stdout.on("data", (chunk) => {
      json += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}`));
      const report = JSON.parse(json);
      const value = (id) => report.audits[id].numericValue;
      resolve({
        score: report.categories.performance.score,
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        si: value("speed-index"),
      });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  await serverReady();
  console.log(`Lighthouse ${runs}× per page, mobile profile, medians (${new Date().toISOString()})`);
  for (const pagePath of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again.
      results.push(
        await audit(`http://localhost:${port}${pagePath}`).catch(() =>
          audit(`http://localhost:${port}${pagePath}`),
        ),
      );
    }
    const pick = (key) => median(results.map((result) => result[key]));
    console.log(
      `${pagePath.padEnd(20)} performance ${pick("score").toFixed(2)}  FCP ${(pick("fcp") / 1000).toFixed(2)} s  ` +
        `LCP ${(pick("lcp") / 1000).toFixed(2)} s  TBT ${Math.round(pick("tbt"))} ms  CLS ${pick("cls").toFixed(3)}  ` +
        `SI ${(pick("si") / 1000).toFixed(2)} s   (scores: ${results.map((result) => result.score).join(", ")})`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

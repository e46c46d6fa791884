// Starts the built server on a fresh embedded database for the end-to-end tests.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "cg-e2e-"));
const child = spawn(process.execPath, ["dist/server/index.js"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

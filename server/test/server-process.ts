import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The PUBLIC_URL of every server process a test starts (their cookies' and origins' site). */
export const SERVER_PROCESS_PUBLIC_URL = "http://localhost:3000";

/**
 * A real server process (server/index.ts) on a shared PostgreSQL database, as the scaled mode
 * runs several: resolves with its URL once it listens. The caller kills it.
 */
export function startServerProcess(
  databaseUrl: string,
  secret: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cg-server-")),
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      AUTH_SECRET: secret,
      PUBLIC_URL: SERVER_PROCESS_PUBLIC_URL,
      BOT_CHECK: "off",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/"url":"http:\/\/localhost:(\d+)"/);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, child });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

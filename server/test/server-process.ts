import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { sessionCookieName } from "../auth/session";
import type { DatabaseHandle } from "../db/client";
import { parseConfig } from "../env";
import { createTestDatabase } from "./database";
import { createSession } from "./factories";

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

/**
 * For a describe block on PostgreSQL: a fresh database, two server processes on it started by
 * `start()`, and `cookieFor(userId)` a signed session both accept. Everything is stopped after.
 */
export function twoServerProcesses(secret: string) {
  let database: DatabaseHandle | undefined;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const child of children) child.kill("SIGTERM");
    await database?.close();
  });
  const opened = () => {
    if (!database) throw new Error("the database opens in beforeAll");
    return database;
  };
  const cookieName = sessionCookieName(
    parseConfig({ PUBLIC_URL: SERVER_PROCESS_PUBLIC_URL, NODE_ENV: "test" }),
  );
  return {
    get database() {
      return opened();
    },
    async start() {
      const url = opened().url ?? "";
      const pair = await Promise.all([startServerProcess(url, secret), startServerProcess(url, secret)]);
      for (const server of pair) children.push(server.child);
      return pair;
    },
    async cookieFor(userId: string) {
      return (await createSession(opened().db, { secret, cookieName, userId })).cookie;
    },
  };
}

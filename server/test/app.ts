import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type CreateAppOptions, createApp } from "../app";
import { createAuth } from "../auth/auth";
import { createBlueskyAccounts } from "../auth/bluesky/accounts";
import type { AppDeps } from "../context";
import { parseConfig } from "../env";
import { createLogger } from "../logger";
import { ensureStorageBuckets } from "../storage/buckets";
import { LocalStorage } from "../storage/local-storage";
import { createTestDatabase } from "./database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** Sends a request to the app in-process, like a browser on the same origin would. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The whole HTTP app on a fresh test database, with its files in a temporary folder. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: CreateAppOptions = { appDistDir: null },
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cg-test-"));
  // The bot check has its own tests; elsewhere it would only slow the tests down.
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    BOT_CHECK: "off",
    ...env,
  });
  const database = await createTestDatabase();
  await ensureStorageBuckets(database.db);
  const logger = createLogger("silent");
  const secret = "test-secret-test-secret-test-secret-42";
  const bluesky = createBlueskyAccounts({ config, db: database.db, logger, secret });
  const deps: AppDeps = {
    config,
    db: database.db,
    database,
    logger,
    storage: new LocalStorage(path.join(dataDir, "storage")),
    secret,
    auth: createAuth({ config, db: database.db, logger, secret, bluesky }),
    bluesky,
  };
  const app = createApp(deps, options);
  return {
    app,
    deps,
    request: (pathname, init) => Promise.resolve(app.request(`http://localhost${pathname}`, init)),
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON POST as the browser app sends it. */
export function postJson(body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

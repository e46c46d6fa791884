import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type CreateAppOptions, createApp } from "../app";
import { createAuth } from "../auth/auth";
import { createBlueskyAccounts } from "../auth/bluesky/accounts";
import { createSessionReader, type SessionRow, sessionCookieName } from "../auth/session";
import { createSessionCache } from "../auth/session-cache";
import type { AppDeps } from "../context";
import { parseConfig } from "../env";
import type { Clock } from "../lib/clock";
import { systemClock } from "../lib/clock";
import { createLimits } from "../limits/limits";
import { MEMBER_LIMITS, type MemberLimitName, type MemberLimitRules } from "../limits/member-rules";
import { createLiveHub } from "../live/hub";
import { createLogger } from "../logger";
import { createUploadSlots } from "../media/upload-slots";
import { ensureStorageBuckets } from "../storage/buckets";
import { LocalStorage } from "../storage/local-storage";
import type { ObjectStorage } from "../storage/object-storage";
import { createDocumentCache } from "../workspaces/document-cache";
import { createWorkspaceHub } from "../workspaces/hub";
import { createTestDatabase } from "./database";
import { createSession } from "./factories";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** Sends a request to the app in-process, like a browser on the same origin would. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** The same, signed in as the member (a session made for them on first use). */
  as(member: { id: string }): MemberClient;
  close(): Promise<void>;
}

/** Requests from a signed-in member's browser: their session cookie and our Origin on every one. */
export interface MemberClient {
  request(pathname: string, init?: RequestInit): Promise<Response>;
  get(pathname: string): Promise<Response>;
  /** A JSON body with the given method (POST by default). */
  send(pathname: string, body: unknown, method?: string): Promise<Response>;
  /** The Cookie header this member's browser sends. */
  cookie(): Promise<string>;
}

export interface TestAppOptions extends CreateAppOptions {
  /** The clock the limits run on; a test moves it to cross a window's end. */
  clock?: Clock;
  /**
   * Other per-member limits than production's, for a test that writes in bulk as one member and
   * tests something else than the limits (see raisedMemberLimits). Test-only: no configuration
   * of the server reaches it.
   */
  memberLimits?: MemberLimitRules;
  /** Where files go: local disk in the test's folder unless a test brings object storage (test/s3.ts). */
  storage?: ObjectStorage;
}

/**
 * The per-member limits with every window allowing `max` writes, in the same windows and words:
 * for a test that sends up to `max` valid writes of one kind as one member.
 */
export function raisedMemberLimits(max: number): MemberLimitRules {
  const rules = { ...MEMBER_LIMITS } as MemberLimitRules;
  for (const name of Object.keys(rules) as MemberLimitName[]) {
    rules[name] = {
      ...rules[name],
      windows: rules[name].windows.map((window) => ({ ...window, max: Math.max(window.max, max) })),
    };
  }
  return rules;
}

/** The whole HTTP app on a fresh test database, with its files in a temporary folder. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = { appDistDir: null },
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cg-test-"));
  // The bot check has its own tests; elsewhere it would only slow the tests down.
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    BOT_CHECK: "off",
    // Tests write rows directly and read them back through the API at once; on PostgreSQL the
    // NOTIFY that drops a cached session arrives a moment later. The cache's own tests turn it on.
    SESSION_CACHE_SECONDS: "0",
    ...env,
  });
  const database = await createTestDatabase();
  await ensureStorageBuckets(database.db);
  const logger = createLogger("silent");
  const secret = "test-secret-test-secret-test-secret-42";
  const bluesky = createBlueskyAccounts({ config, db: database.db, logger, secret });
  const limits = createLimits({
    db: database.db,
    clock: options.clock ?? systemClock,
    memberLimits: options.memberLimits,
  });
  const auth = createAuth({ config, db: database.db, logger, secret, bluesky, limits });
  const sessionCache = await createSessionCache<SessionRow>(database, logger, {
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    database,
    logger,
    storage: options.storage ?? new LocalStorage(path.join(dataDir, "storage"), secret),
    secret,
    auth,
    bluesky,
    limits,
    readSession: createSessionReader({ config, database, secret, auth, cache: sessionCache }),
    live: await createLiveHub(database, logger),
    workspaces: await createWorkspaceHub(database, logger),
    documents: createDocumentCache(),
    uploads: createUploadSlots({
      perMember: config.UPLOADS_PER_MEMBER,
      perServer: config.UPLOADS_PER_SERVER,
    }),
  };
  const app = createApp(deps, { appDistDir: options.appDistDir === undefined ? null : options.appDistDir });
  const request = (pathname: string, init?: RequestInit) =>
    Promise.resolve(app.request(`http://localhost${pathname}`, init));
  const cookies = new Map<string, Promise<string>>();
  const cookieOf = (userId: string) => {
    let cookie = cookies.get(userId);
    if (!cookie) {
      cookie = createSession(database.db, { secret, cookieName: sessionCookieName(config), userId }).then(
        (session) => session.cookie,
      );
      cookies.set(userId, cookie);
    }
    return cookie;
  };
  return {
    app,
    deps,
    request,
    as(member) {
      const signedIn: MemberClient["request"] = async (pathname, init = {}) => {
        const headers = new Headers(init.headers);
        headers.set("cookie", await cookieOf(member.id));
        headers.set("origin", config.PUBLIC_URL);
        return request(pathname, { ...init, headers });
      };
      return {
        request: signedIn,
        get: (pathname) => signedIn(pathname),
        send: (pathname, body, method = "POST") =>
          signedIn(pathname, {
            method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
        cookie: () => cookieOf(member.id),
      };
    },
    close: async () => {
      await deps.live.close();
      await deps.workspaces.close();
      await sessionCache.close();
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

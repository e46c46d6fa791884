import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript test fixture shared with the e2e server.
import { startOidcProvider } from "../../../scripts/lib/oidc-test-provider.mjs";
import { UNUSED_AUTH_PATHS } from "../../auth/auth";
import { accounts, events, profiles, sessions, users } from "../../db/schema";
import { LOGO_BUCKET, LOGO_KEY } from "../../routes/site";
import { createTestApp, type TestApp } from "../app";
import { nativePushEnv } from "../native-push";
import { readEvents } from "../sse";
import { ACCESS_TABLE, type AccessCase } from "./table";
import { buildWorld, PLATFORM_ADMIN_EMAIL, WHO, type Who, type World } from "./world";

const ORIGIN = "http://localhost:3000";
let provider: { issuer: string; close: () => Promise<void> };
let t: TestApp;
let world: World;

beforeAll(async () => {
  // Google and Apple configured, so that their sign-in endpoints exist and face the sweep too.
  provider = await startOidcProvider({
    clientId: "sweep",
    clientSecret: "sweep-secret",
    redirectUris: [`${ORIGIN}/api/auth/callback/google`, `${ORIGIN}/api/auth/oauth2/callback/google`],
  });
  t = await createTestApp({
    PUBLIC_URL: ORIGIN,
    ADMIN_EMAILS: PLATFORM_ADMIN_EMAIL,
    GOOGLE_CLIENT_ID: "sweep",
    GOOGLE_CLIENT_SECRET: "sweep-secret",
    GOOGLE_ISSUER_URL: provider.issuer,
    // Both native push platforms configured, so that registering a device succeeds.
    ...nativePushEnv(),
  });
  world = await buildWorld(t);
  await t.deps.storage.put(LOGO_BUCKET, LOGO_KEY, Buffer.from("<svg/>"), "image/svg+xml");
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Every API route the app serves, as "METHOD /path", Better Auth's endpoints one by one. */
function servedRoutes(app: TestApp): string[] {
  const routes = new Set<string>();
  for (const route of app.app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
    if (route.path === "/api/auth/*") continue;
    routes.add(`${route.method} ${route.path}`);
  }
  const disabled = new Set<string>(UNUSED_AUTH_PATHS);
  for (const endpoint of Object.values(app.deps.auth.api) as {
    path?: string;
    options?: { method?: unknown };
  }[]) {
    if (!endpoint?.path || disabled.has(endpoint.path)) continue;
    const methods = ([] as unknown[]).concat(endpoint.options?.method ?? []);
    for (const method of methods)
      if (method === "GET" || method === "POST") routes.add(`${method} /api/auth${endpoint.path}`);
  }
  return [...routes].sort();
}

/** The values no answer may carry: password hashes, session and provider tokens, secrets of events. */
async function plantedSecrets(): Promise<string[]> {
  const { db } = t.deps;
  const found = [
    ...(await db.select({ v: accounts.password }).from(accounts)),
    ...(await db.select({ v: accounts.accessToken }).from(accounts)),
    ...(await db.select({ v: accounts.refreshToken }).from(accounts)),
    ...(await db.select({ v: accounts.idToken }).from(accounts)),
    ...(await db.select({ v: sessions.token }).from(sessions)),
    ...(await db.select({ v: profiles.blueskyAccessJwt }).from(profiles)),
    ...(await db.select({ v: profiles.blueskyRefreshJwt }).from(profiles)),
  ].map((row) => row.v);
  for (const row of await db.select({ settings: events.registrationSettings }).from(events)) {
    for (const type of Object.values(row.settings)) found.push(type?.passcode ?? null);
  }
  return found.filter((value): value is string => typeof value === "string" && value.length >= 8);
}

/**
 * Tables a refused request may still write: the attempt counters of the limits (a refused attempt
 * counts against its limit, deliberately) and the session row Better Auth reads and extends.
 */
const REFUSALS_MAY_WRITE = new Set(["attempt_counters", "sessions"]);

/** A digest of every table's rows, domain_events included, by table (one statement). */
let digestStatement: string | null = null;
async function tableDigests(): Promise<Map<string, string>> {
  const { db } = t.deps;
  if (!digestStatement) {
    const tables = (
      await db.execute<{ name: string }>(
        sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      )
    ).rows
      .map((row) => row.name)
      .filter((name) => !REFUSALS_MAY_WRITE.has(name));
    digestStatement = tables
      .map(
        (name) =>
          `select '${name}' as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from "${name}" r`,
      )
      .join(" union all ");
  }
  const rows = (await db.execute<{ name: string; digest: string }>(sql.raw(digestStatement))).rows;
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two digests. */
function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, digest]) => before.get(name) !== digest).map(([name]) => name);
}

interface Answer {
  route: string;
  kase: AccessCase;
  who: Who;
  status: number;
  body: string;
  ownEmail: string | null;
  /** For a write: the tables it changed (a refused one must change none). */
  changed: string[] | null;
}
/** Sends every case of every row as every actor, once; both checks below read the answers. */
let sweeping: Promise<Answer[]> | null = null;
function sweep(): Promise<Answer[]> {
  sweeping ??= (async () => {
    const answers: Answer[] = [];
    let lastDigest: Map<string, string> | null = null;
    for (const [route, cases] of Object.entries(ACCESS_TABLE)) {
      const method = route.split(" ")[0] ?? "GET";
      for (const kase of cases) {
        for (const who of WHO) {
          const spec = kase.request(world, who, t);
          const headers: Record<string, string> = { origin: ORIGIN, ...spec.headers };
          const init: RequestInit = { method, headers };
          // A multipart body (an upload) goes as it is: fetch sets its content type and boundary.
          if (spec.body instanceof FormData || spec.body instanceof Uint8Array)
            init.body = spec.body as BodyInit;
          else if (spec.body !== undefined) {
            init.body = JSON.stringify(spec.body);
            headers["content-type"] = "application/json";
          }
          const write = method !== "GET";
          const client = who === "visitor" ? t : t.as(world.members[who]);
          // Consecutive writes share a digest: the one after a write is the one before the next.
          const before: Map<string, string> | null = write ? (lastDigest ?? (await tableDigests())) : null;
          const response = await client.request(spec.path, init);
          const ownEmail = spec.ownEmail ?? (who === "visitor" ? null : world.members[who].email);
          const body = await bodyOf(response);
          lastDigest = before ? await tableDigests() : null;
          const changed = before && lastDigest ? changedTables(before, lastDigest) : null;
          answers.push({ route, kase, who, status: response.status, body, ownEmail, changed });
        }
      }
    }
    return answers;
  })();
  return sweeping;
}

/**
 * An answer's text; an event stream (the live channel) never ends, so its first event stands for
 * it, and the connection is then cut.
 */
async function bodyOf(response: Response): Promise<string> {
  if (!response.headers.get("content-type")?.startsWith("text/event-stream")) return response.text();
  const stream = readEvents(response);
  try {
    const first = await stream.next();
    return `event: ${first.event}\ndata: ${first.data}`;
  } finally {
    await stream.close();
  }
}

describe("access sweep", () => {
  it("has a row for every route the app serves, and no row for a route it does not", () => {
    const served = servedRoutes(t);
    expect(
      served.filter((route) => !(route in ACCESS_TABLE)),
      "routes without a row",
    ).toEqual([]);
    expect(
      Object.keys(ACCESS_TABLE).filter((route) => !served.includes(route)),
      "rows without a route",
    ).toEqual([]);
  });

  it("gives every actor the status of its row, for every route", async () => {
    const mismatches = (await sweep())
      .filter((answer) => answer.status !== answer.kase.expect[answer.who])
      .map(
        (answer) =>
          `${answer.route} (${answer.kase.name}) as ${answer.who}: ${answer.status}, expected ${answer.kase.expect[answer.who]} ${answer.body.slice(0, 200)}`,
      );
    expect(mismatches).toEqual([]);
    // Every route × case × actor, in turn: a few thousand requests on one embedded database.
  }, 180_000);

  it("changes nothing on a refused write: no row of any table, no domain event", async () => {
    const answers = await sweep();
    // The digest sees writes: most accepted writes of the sweep changed some table.
    const accepted = answers.filter((answer) => answer.changed && answer.status < 300);
    expect(accepted.filter((answer) => answer.changed?.includes("domain_events")).length).toBeGreaterThan(50);
    const changes = answers
      .filter((answer) => answer.status >= 400 && answer.status < 500 && answer.changed?.length)
      .map(
        (answer) =>
          `${answer.route} (${answer.kase.name}) as ${answer.who}: ${answer.status}, changed ${answer.changed?.join(", ")}`,
      );
    expect(changes).toEqual([]);
  }, 180_000);

  it("never answers with a password hash, a session or provider token, a passcode or someone else's e-mail", async () => {
    const secrets = await plantedSecrets();
    const emails = (await t.deps.db.select({ email: users.email }).from(users)).map((row) =>
      row.email.toLowerCase(),
    );
    expect(secrets.length).toBeGreaterThan(10);
    const answers = await sweep();
    expect(answers.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    for (const answer of answers) {
      const body = answer.body.toLowerCase();
      for (const secret of secrets) {
        if (answer.body.includes(secret))
          leaks.push(`${answer.route} (${answer.kase.name}) as ${answer.who}: a secret`);
      }
      if (answer.kase.showsOtherEmails) continue;
      for (const email of emails) {
        if (email !== answer.ownEmail?.toLowerCase() && body.includes(email)) {
          leaks.push(`${answer.route} (${answer.kase.name}) as ${answer.who}: ${email}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it("serves none of Better Auth's unused endpoints", async () => {
    for (const path of UNUSED_AUTH_PATHS) {
      const get = await t.as(world.members.stranger).request(`/api/auth${path}`);
      const post = await t
        .as(world.members.stranger)
        .request(`/api/auth${path}`, { method: "POST", body: "{}" });
      expect([get.status, post.status], path).toEqual([404, 404]);
    }
  });
});

describe("the end-to-end seeding routes", () => {
  it("do not exist outside test installs", async () => {
    const production = await createTestApp({ NODE_ENV: "production", BOT_CHECK: "pow" });
    try {
      const response = await production.request("/api/test/members", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status).toBe(404);
      expect(production.app.routes.some((route) => route.path.startsWith("/api/test"))).toBe(false);
    } finally {
      await production.close();
    }
  });
});

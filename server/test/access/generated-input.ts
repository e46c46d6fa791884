import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript test fixture shared with the e2e server.
import { startOidcProvider } from "../../../scripts/lib/oidc-test-provider.mjs";
import { sessionCookieName } from "../../auth/session";
import { createTestApp, raisedMemberLimits, type TestApp } from "../app";
import { createSession } from "../factories";
import { nativePushEnv } from "../native-push";
import { startTestPds, type TestPds } from "../pds";
import { type BodyPlan, bodyPlan, buildBody } from "./generated-bodies";
import { storedTextProblems } from "./stored-text";
import { ACCESS_TABLE } from "./table";
import { buildWorld, PLATFORM_ADMIN_EMAIL, WHO, type Who, type World } from "./world";

/**
 * Issue 8, item 5, "No 500 on any input": every write route of the access table gets RUNS
 * generated bodies, each derived from its row's own body (hostile strings, wrong types, extra and
 * missing fields, deep JSON, bodies that are no JSON), sent by members and visitors. Any 4xx is
 * fine (429 included); a 5xx fails with the route and the input. Afterwards no stored text may
 * hold a refused character or break a limit. A route added to the table joins by itself.
 */
// 100 bodies a route in the README's test command, 25 in CI's PostgreSQL pass: CI has to stay
// under 30 minutes on a two-core machine whose system calls are slow (docs/input-validation.md).
// GENERATED_INPUT_RUNS=10000 searches deeper.
const RUNS = Number(process.env.GENERATED_INPUT_RUNS ?? 100);
const ORIGIN = "http://localhost:3000";

/**
 * The suite for one shard of the write routes (every `shards`-th route from `shard`): the routes
 * are spread over several test files, each with its own app and database, so that the test
 * runner's workers share the work (generated-input-*.pds.test.ts).
 */
export function describeGeneratedInput(shard: number, shards: number) {
  const WRITE_ROUTES = Object.entries(ACCESS_TABLE)
    .filter(([route]) => /^(POST|PUT|PATCH|DELETE) /.test(route))
    .filter((_entry, index) => index % shards === shard);

  let provider: { issuer: string; close: () => Promise<void> };
  let pds: TestPds;
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    provider = await startOidcProvider({
      clientId: "fuzz",
      clientSecret: "fuzz-secret",
      redirectUris: [`${ORIGIN}/api/auth/callback/google`, `${ORIGIN}/api/auth/oauth2/callback/google`],
    });
    // A real PDS: credentials that pass our checks are tried there, and refused, as in production.
    pds = await startTestPds();
    t = await createTestApp(
      {
        PUBLIC_URL: ORIGIN,
        ADMIN_EMAILS: PLATFORM_ADMIN_EMAIL,
        GOOGLE_CLIENT_ID: "fuzz",
        GOOGLE_CLIENT_SECRET: "fuzz-secret",
        GOOGLE_ISSUER_URL: provider.issuer,
        BLUESKY_SERVICE_URL: pds.url,
        // Both native push platforms configured: a well-formed device token is registered, not 503.
        ...nativePushEnv(),
      },
      {
        // Every body that passes validation must reach its command, though one member may send all
        // the runs of every route (a like and an unlike share one count): at production's limits
        // most would be answered 429 (tested in limits/member-limits.test.ts) before the command.
        memberLimits: raisedMemberLimits(RUNS * WRITE_ROUTES.length),
      },
    );
    world = await buildWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
    await pds?.close();
  });

  /** Shortens a body for the failure message; 1 MB bodies stay readable. */
  function preview(text: string): string {
    const shown = JSON.stringify(text.length > 400 ? `${text.slice(0, 400)}…` : text);
    return `${shown} (${text.length} characters)`;
  }

  /**
   * Fresh sessions for the members, one set per route: t.as() keeps one session per member, and a
   * sign-out among one route's runs would sign the member out of every later route.
   */
  async function signInMembers(): Promise<Map<Who, string>> {
    const cookies = new Map<Who, string>();
    for (const who of WHO) {
      if (who === "visitor") continue;
      const session = await createSession(t.deps.db, {
        secret: t.deps.secret,
        cookieName: sessionCookieName(t.deps.config),
        userId: world.members[who].id,
      });
      cookies.set(who, session.cookie);
    }
    return cookies;
  }

  /** Sends one generated body to a route as the actor; throws, with the input, on a 5xx. */
  async function send(route: string, cookies: Map<Who, string>, who: Who, caseIndex: number, plan: BodyPlan) {
    const [method = "POST"] = route.split(" ");
    const cases = ACCESS_TABLE[route] ?? [];
    const kase = cases[caseIndex % cases.length];
    if (!kase) throw new Error(`${route} has no case`);
    const spec = kase.request(world, who, t);
    const body = buildBody(spec.body, plan);
    const headers: Record<string, string> = { origin: ORIGIN, ...spec.headers };
    if (body.contentType) headers["content-type"] = body.contentType;
    const cookie = cookies.get(who);
    if (cookie) headers.cookie = cookie;
    const response = await t.request(spec.path, { method, headers, body: body.text });
    const answer = await response.text();
    if (response.status >= 500) {
      throw new Error(
        `${route} (${kase.name}) as ${who} answered ${response.status}\n` +
          `body: ${preview(body.text)} as ${body.contentType ?? "no content type"}\n` +
          `answer: ${answer.slice(0, 300)}`,
      );
    }
  }

  /** Mostly signed-in members, a visitor one time in four. */
  const actor = fc.oneof(
    { arbitrary: fc.constant<Who>("visitor"), weight: 1 },
    { arbitrary: fc.constantFrom(...WHO.filter((who) => who !== "visitor")), weight: 3 },
  );

  describe("generated input", () => {
    for (const [route] of WRITE_ROUTES) {
      it(`${route}: no 5xx on ${RUNS} generated bodies`, { timeout: 120_000 }, async () => {
        const cookies = await signInMembers();
        await fc.assert(
          fc.asyncProperty(actor, fc.nat(), bodyPlan, async (who, caseIndex, plan) => {
            await send(route, cookies, who, caseIndex, plan);
          }),
          { numRuns: RUNS },
        );
      });
    }
  });

  describe("after the generated input", () => {
    it("stored no text with a refused character or over its limit", async () => {
      const { problems, values } = await storedTextProblems(t.deps.db);
      // The runs stored something (sign-ups, beta sign-ups, profiles): the scan looked at real rows.
      expect(values).toBeGreaterThan(100);
      expect(problems).toEqual([]);
    });
  });
}

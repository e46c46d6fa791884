import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createMember, createSession } from "../test/factories";
import { sessionCookieName, signSessionToken, verifySessionCookie } from "./session";
import { SESSION_EXPIRES_IN_SECONDS } from "./session-lifetime";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "chief@example.org" });
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;

async function memberWithSession() {
  const member = await createMember(t.deps.db, { firstName: "Ada", lastName: "Lovelace" });
  const session = await createSession(t.deps.db, {
    secret: t.deps.secret,
    cookieName: sessionCookieName(t.deps.config),
    userId: member.id,
  });
  return { member, session };
}

/** The session reader on a request that carries only this Cookie header. */
function read(cookie: string | undefined) {
  return t.deps.readSession({ cookie, headers: () => new Headers(cookie ? { cookie } : {}) });
}

describe("the session reader", () => {
  it("reads the member and their profile from a signed session cookie, among other cookies", async () => {
    const { member, session } = await memberWithSession();
    const result = await read(`theme=dark; ${session.cookie}; other=1`);
    expect(result?.member).toMatchObject({ kind: "member", id: member.id, email: member.email });
    expect(result?.profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    expect(result?.setCookies).toEqual([]);
  });

  it("reads a member who has no profile yet with a null profile", async () => {
    const { member, session } = await memberWithSession();
    await t.deps.db.delete(profiles).where(eq(profiles.userId, member.id));
    const result = await read(session.cookie);
    expect(result?.member.id).toBe(member.id);
    expect(result?.profile).toBeNull();
  });

  it("answers a visitor without a cookie, with a forged signature or with a session that has ended", async () => {
    const { session } = await memberWithSession();
    expect(await read(undefined)).toBeNull();
    const forged = `${session.cookieName}=${encodeURIComponent(`${session.token}.${Buffer.alloc(32).toString("base64")}`)}`;
    expect(await read(forged)).toBeNull();
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, session.token));
    expect(await read(session.cookie)).toBeNull();
  });

  it("extends a session once a day through Better Auth, which sends the cookie again", async () => {
    const { member, session } = await memberWithSession();
    // Created two days ago: due for its daily extension.
    const dueAt = new Date(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - 2 * DAY_MS);
    await t.deps.db.update(sessions).set({ expiresAt: dueAt }).where(eq(sessions.token, session.token));
    const result = await read(session.cookie);
    expect(result?.member.id).toBe(member.id);
    expect(result?.setCookies.join()).toContain(`${session.cookieName}=`);
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.token, session.token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(dueAt.getTime() + DAY_MS);
  });

  it("never extends a session the member asked not to be remembered", async () => {
    const { session } = await memberWithSession();
    const dueAt = new Date(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - 2 * DAY_MS);
    await t.deps.db.update(sessions).set({ expiresAt: dueAt }).where(eq(sessions.token, session.token));
    const result = await read(`${session.cookie}; commonground.dont_remember=true`);
    expect(result?.setCookies).toEqual([]);
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.token, session.token));
    expect(row?.expiresAt.getTime()).toBe(dueAt.getTime());
  });

  it("refuses a cookie signed with another secret, and knows platform admins from the configuration", async () => {
    expect(verifySessionCookie(signSessionToken("abc", "s1".repeat(20)), "s1".repeat(20))).toBe("abc");
    expect(verifySessionCookie(signSessionToken("abc", "s1".repeat(20)), "s2".repeat(20))).toBeNull();
    const { session } = await memberWithSession();
    expect(
      await read(
        `${session.cookieName}=${signSessionToken(session.token, "another-secret-another-secret-42")}`,
      ),
    ).toBeNull();
    const chief = await createMember(t.deps.db, { email: "Chief@Example.org" });
    const chiefSession = await createSession(t.deps.db, {
      secret: t.deps.secret,
      cookieName: sessionCookieName(t.deps.config),
      userId: chief.id,
    });
    expect((await read(chiefSession.cookie))?.member.isPlatformAdmin).toBe(true);
    expect((await read(session.cookie))?.member.isPlatformAdmin).toBe(false);
  });

  it("sends the extended cookie to the browser with the answer", async () => {
    const { member, session } = await memberWithSession();
    const dueAt = new Date(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - 2 * DAY_MS);
    await t.deps.db.update(sessions).set({ expiresAt: dueAt }).where(eq(sessions.token, session.token));
    const response = await t.request("/api/me", { headers: { cookie: session.cookie } });
    expect((await response.json()).user.id).toBe(member.id);
    expect(response.headers.getSetCookie().join()).toMatch(/commonground\.session_token=.*Max-Age=2592000/);
    // Once extended, the session is read without writing anything.
    const again = await t.request("/api/me", { headers: { cookie: session.cookie } });
    expect(again.headers.getSetCookie()).toEqual([]);
  });
});

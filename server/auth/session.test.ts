import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createMember, createSession } from "../test/factories";
import {
  SESSION_EXPIRES_IN_SECONDS,
  sessionCookieName,
  signSessionToken,
  verifySessionCookie,
} from "./session";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "chief@example.org" });
});
afterAll(async () => {
  await t?.close();
});

const me = (cookie: string) => t.request("/api/me", { headers: { cookie } });

async function sessionFor(email?: string) {
  const member = await createMember(t.deps.db, { email });
  const session = await createSession(t.deps.db, {
    secret: t.deps.secret,
    cookieName: sessionCookieName(t.deps.config),
    userId: member.id,
  });
  return { member, session };
}

describe("the session reader", () => {
  it("reads Better Auth's signed cookie, and refuses one signed with another secret", async () => {
    expect(verifySessionCookie(signSessionToken("abc", "s1".repeat(20)), "s1".repeat(20))).toBe("abc");
    expect(verifySessionCookie(signSessionToken("abc", "s1".repeat(20)), "s2".repeat(20))).toBeNull();
    const { member, session } = await sessionFor();
    expect((await (await me(session.cookie)).json()).user.id).toBe(member.id);
    const forged = `${session.cookieName}=${signSessionToken(session.token, "another-secret-another-secret-42")}`;
    expect((await (await me(forged)).json()).user).toBeNull();
  });

  it("knows the platform admins from the configuration", async () => {
    const { session } = await sessionFor("Chief@Example.org");
    expect((await (await me(session.cookie)).json()).isPlatformAdmin).toBe(true);
  });

  it("treats an expired session as signed out", async () => {
    const { session } = await sessionFor();
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, session.token));
    expect((await (await me(session.cookie)).json()).user).toBeNull();
  });

  it("extends a session a day old through Better Auth, with a new cookie for the browser", async () => {
    const { member, session } = await sessionFor();
    const dayOld = new Date(Date.now() + (SESSION_EXPIRES_IN_SECONDS - 25 * 3600) * 1000);
    await t.deps.db.update(sessions).set({ expiresAt: dayOld }).where(eq(sessions.token, session.token));
    const response = await me(session.cookie);
    expect((await response.json()).user.id).toBe(member.id);
    expect(response.headers.getSetCookie().join()).toMatch(/commonground\.session_token=.*Max-Age=2592000/);
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.token, session.token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_EXPIRES_IN_SECONDS - 60) * 1000);
    // A fresh session is read without writing anything.
    expect((await me(session.cookie)).headers.getSetCookie()).toEqual([]);
  });
});

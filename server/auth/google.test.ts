import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript test fixture shared with the e2e server.
import { startOidcProvider } from "../../scripts/lib/oidc-test-provider.mjs";
import { accounts, pendingAgreements, profiles, userAgreements, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { TEST_ORIGIN } from "../test/auth";

let provider: { issuer: string; close: () => Promise<void> };
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: "cg-test",
    clientSecret: "cg-test-secret",
    redirectUris: [`${TEST_ORIGIN}/api/auth/callback/google`],
  });
  t = await createTestApp({
    PUBLIC_URL: TEST_ORIGIN,
    GOOGLE_CLIENT_ID: "cg-test",
    GOOGLE_CLIENT_SECRET: "cg-test-secret",
    GOOGLE_ISSUER_URL: provider.issuer,
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** A cookie jar for one host: enough of a browser to walk the redirects of the code flow. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      if (name) this.cookies.set(name.trim(), rest.join("="));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** Runs the authorization-code flow from /register's Google button to our callback's redirect. */
async function registerWithGoogle(agree: boolean): Promise<Response> {
  const app = new Jar();
  const idp = new Jar();
  const headers = () => ({ "content-type": "application/json", origin: TEST_ORIGIN, cookie: app.header() });
  if (agree) {
    const agreed = await t.request("/api/auth-agreements", {
      method: "POST",
      headers: { ...headers(), "user-agent": "google-test-browser" },
      body: JSON.stringify({ method: "google_oauth", agreedToTerms: true }),
    });
    expect(agreed.status).toBe(200);
    app.take(agreed);
  }
  const start = await t.request("/api/auth/sign-in/social", {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({
      provider: "google",
      callbackURL: "/auth/callback",
      newUserCallbackURL: "/auth/callback?new=1",
      requestSignUp: true,
    }),
  });
  app.take(start);
  let url: string = (await start.json()).url;
  const authorize = new URL(url);
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get("access_type")).toBe("offline");
  expect(authorize.searchParams.get("prompt")).toBe("consent");
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(TEST_ORIGIN)) {
      const response = await t.request(url.slice(TEST_ORIGIN.length), { headers: { cookie: app.header() } });
      app.take(response);
      return response;
    }
    const response = await fetch(url, { redirect: "manual", headers: { cookie: idp.header() } });
    idp.take(response);
    const location = response.headers.get("location");
    if (!location)
      throw new Error(`provider answered ${response.status} without a redirect: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error("too many redirects");
}

describe("Google (OpenID Connect against a local provider)", () => {
  it("creates the member with the claimed names and records the agreement", async () => {
    const done = await registerWithGoogle(true);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/auth/callback?new=1");
    expect(done.headers.getSetCookie().join()).toContain("session_token=");

    const [user] = await t.deps.db.select().from(users).where(eq(users.email, "new.member@gmail.test"));
    expect(user).toMatchObject({
      emailVerified: true,
      signUpMethod: "google",
      name: "Noor Haddad",
      image: null,
    });
    const [profile] = await t.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? ""));
    expect(profile).toMatchObject({ firstName: "Noor", lastName: "Haddad" });
    const [account] = await t.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ""));
    expect(account?.providerId).toBe("google");
    const agreements = await t.deps.db
      .select()
      .from(userAgreements)
      .where(eq(userAgreements.userId, user?.id ?? ""));
    expect(agreements).toHaveLength(1);
    expect(agreements[0]).toMatchObject({
      method: "google_oauth",
      userAgent: "google-test-browser",
      agreedTermsVersion: "1.1",
    });
    expect(await t.deps.db.select().from(pendingAgreements)).toHaveLength(0);
  });

  it("signs the same member in again without creating another account", async () => {
    const again = await registerWithGoogle(false);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/auth/callback");
    expect(await t.deps.db.select().from(users).where(eq(users.email, "new.member@gmail.test"))).toHaveLength(
      1,
    );
  });

  it("tells the browser that Google is configured", async () => {
    expect((await (await t.request("/api/site/config")).json()).auth).toEqual({ google: true, apple: false });
  });
});

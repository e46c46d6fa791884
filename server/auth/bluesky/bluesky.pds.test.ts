import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ERROR } from "../../../shared/errors";
import { BLUESKY_MESSAGES } from "../../../shared/schemas/bluesky";
import { accounts, pendingAgreements, profiles, userAgreements, users } from "../../db/schema";
import { createTestApp } from "../../test/app";
import { cookieFrom, signedInMember, TEST_ORIGIN } from "../../test/auth";
import { createMailedTestApp, type MailedTestApp } from "../../test/mail";
import { startTestPds, type TestPds } from "../../test/pds";
import { TOO_MANY_ATTEMPTS } from "../attempt-limits";

type PdsAccount = Awaited<ReturnType<TestPds["createAccount"]>>;
let pds: TestPds;
let t: MailedTestApp;
let alice: PdsAccount;
let bob: PdsAccount;

beforeAll(async () => {
  pds = await startTestPds();
  t = await createMailedTestApp({ PUBLIC_URL: TEST_ORIGIN, BLUESKY_SERVICE_URL: pds.url });
  alice = await pds.createAccount("alice.test", "alice@example.org");
  bob = await pds.createAccount("bob.test", "bob@example.org");
});
afterAll(async () => {
  await t?.close();
  await pds?.close();
});

function post(path: string, body: unknown) {
  return t.request(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, "user-agent": "vitest-browser/1.0" },
    body: JSON.stringify(body),
  });
}

const signIn = (identifier: string, password: string) => post("/sign-in/bluesky", { identifier, password });

describe("Bluesky sign-in against a real PDS", () => {
  it("refuses empty credentials, a wrong password and an account nobody linked", async () => {
    expect((await (await signIn(" ", "")).json()).message).toBe(BLUESKY_MESSAGES.credentialsRequired);
    const wrong = await signIn("alice.test", "wrong-password");
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe(BLUESKY_MESSAGES.authFailed);
    const unlinked = await signIn("alice.test", alice.appPassword);
    expect(unlinked.status).toBe(404);
    expect(await unlinked.json()).toMatchObject({
      code: AUTH_ERROR.BLUESKY_NOT_LINKED,
      message: BLUESKY_MESSAGES.notLinked,
    });
  });

  it("signs in the member whose profile holds the DID, keeping the tokens encrypted on the server", async () => {
    const member = await signedInMember(t, { email: "alice.member@example.org", firstName: "Alice" });
    await t.deps.db
      .update(profiles)
      .set({ blueskyDid: alice.did, blueskyHandle: "old.handle" })
      .where(eq(profiles.userId, member.userId));

    const response = await signIn("@alice.test", alice.appPassword);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ success: true, handle: "alice.test", did: alice.did });
    expect(JSON.stringify(body)).not.toMatch(/jwt|password/i);
    const me = await (await t.request("/api/me", { headers: { cookie: cookieFrom(response) } })).json();
    expect(me.user.email).toBe("alice.member@example.org");
    expect(JSON.stringify(me)).not.toMatch(/jwt/i);

    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, member.userId));
    expect(profile?.blueskyHandle).toBe("alice.test");
    expect(profile?.blueskyAccessJwt).toMatch(/^v1\./);
    expect(profile?.blueskyAccessJwt).not.toContain("eyJ");
  });
});

describe("Bluesky attempts per account", () => {
  it("refuses the 11th sign-in for one handle within 15 minutes, before asking the PDS", async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn("@limited.test", "wrong-password")).status).toBe(401);
    }
    const refused = await signIn("Limited.test", "wrong-password");
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(TOO_MANY_ATTEMPTS);
  });
});

describe("Bluesky registration against a real PDS", () => {
  const complete = (ticket: string, fields: Record<string, unknown> = {}) =>
    post("/sign-up/bluesky", {
      ticket,
      firstName: "Bob",
      lastName: "Builder",
      email: "bob.member@example.org",
      agreedToTerms: true,
      ...fields,
    });

  it("checks the credentials, then each field of Complete Your Account in the spec's order", async () => {
    const empty = await post("/sign-up/bluesky/verify", { identifier: "", password: "" });
    expect((await empty.json()).message).toBe(BLUESKY_MESSAGES.credentialsRequired);
    const wrong = await post("/sign-up/bluesky/verify", { identifier: "bob.test", password: "nope" });
    expect((await wrong.json()).message).toBe(BLUESKY_MESSAGES.authFailed);

    const verified = await post("/sign-up/bluesky/verify", {
      identifier: "bob.test",
      password: bob.appPassword,
    });
    expect(verified.status).toBe(200);
    const { ticket, ...shown } = await verified.json();
    expect(shown).toMatchObject({ handle: "bob.test", did: bob.did });
    expect(JSON.stringify(shown)).not.toMatch(/jwt|password/i);

    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: " " }, BLUESKY_MESSAGES.requiredFields],
      [{ lastName: "" }, BLUESKY_MESSAGES.requiredFields],
      [{ email: "", agreedToTerms: false }, BLUESKY_MESSAGES.requiredFields],
      [{ email: "not-an-email", agreedToTerms: false }, BLUESKY_MESSAGES.terms],
      [{ email: "bob@example" }, BLUESKY_MESSAGES.invalidEmail],
      [{ firstName: "B".repeat(50) }, "First name must be less than 50 characters"],
    ];
    for (const [fields, message] of cases) {
      const response = await complete(ticket, fields);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(message);
    }

    // An address that already has an account is refused, and the dialog may try another one.
    await signedInMember(t, { email: "taken@example.org" });
    const taken = await complete(ticket, { email: "Taken@Example.org" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe(BLUESKY_MESSAGES.emailTaken);

    const created = await complete(ticket);
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ success: true, email: "bob.member@example.org", warning: null });
    // The ticket worked once.
    const again = await complete(ticket, { email: "bob.second@example.org" });
    expect((await again.json()).message).toBe(BLUESKY_MESSAGES.validateFailed);

    const [user] = await t.deps.db.select().from(users).where(eq(users.email, "bob.member@example.org"));
    expect(user).toMatchObject({ emailVerified: false, signUpMethod: "bluesky", name: "Bob Builder" });
    const [profile] = await t.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? ""));
    expect(profile).toMatchObject({
      firstName: "Bob",
      lastName: "Builder",
      blueskyDid: bob.did,
      blueskyHandle: "bob.test",
    });
    expect(profile?.blueskyConnectedAt).toBeInstanceOf(Date);
    expect(profile?.blueskyRefreshJwt).toMatch(/^v1\./);
    // Spec §9: a generated password the member never sees; "Forgot your password?" sets their own.
    const [credential] = await t.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ""));
    expect(credential?.providerId).toBe("credential");
    expect(credential?.password).toBeTruthy();
    const [pending] = await t.deps.db
      .select()
      .from(pendingAgreements)
      .where(eq(pendingAgreements.userId, user?.id ?? ""));
    expect(pending).toMatchObject({ method: "bluesky", email: "bob.member@example.org" });
  });

  it("refuses a Bluesky account that a profile holds already", async () => {
    const response = await post("/sign-up/bluesky/verify", {
      identifier: "bob.test",
      password: bob.appPassword,
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(BLUESKY_MESSAGES.alreadyLinked);
  });

  it("lets the new member in with Bluesky once the e-mail is confirmed, recording the agreement", async () => {
    const early = await signIn("bob.test", bob.appPassword);
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe(AUTH_ERROR.EMAIL_NOT_VERIFIED);

    const link = await t.linkIn(
      "bob.member@example.org",
      /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/,
    );
    const verified = await t.request(link.replace(TEST_ORIGIN, ""));
    expect(verified.headers.get("location")).toBe("/auth/callback?type=signup");

    const response = await signIn("bob.test", bob.appPassword);
    expect(response.status).toBe(200);
    const me = await (await t.request("/api/me", { headers: { cookie: cookieFrom(response) } })).json();
    expect(me.profile).toMatchObject({ firstName: "Bob", lastName: "Builder", blueskyConnected: true });
    const [agreement] = await t.deps.db
      .select()
      .from(userAgreements)
      .where(eq(userAgreements.userId, me.user.id));
    expect(agreement).toMatchObject({
      method: "bluesky",
      agreedTermsVersion: "1.1",
      userAgent: "vitest-browser/1.0",
    });
  });

  it("tells the member when the PDS cannot be reached", async () => {
    const offline = await createTestApp({
      PUBLIC_URL: TEST_ORIGIN,
      BLUESKY_SERVICE_URL: "http://127.0.0.1:9",
    });
    try {
      const response = await offline.request("/api/auth/sign-up/bluesky/verify", {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({ identifier: "bob.test", password: bob.appPassword }),
      });
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe(BLUESKY_MESSAGES.connectFailed);
    } finally {
      await offline.close();
    }
  });
});

describe("a member whose account lives on another PDS", () => {
  it("is found through the DID document, and only on a public address unless allowed", async () => {
    const elsewhere = await pds.addPds();
    const far = await elsewhere.createAccount("far.test", "far@example.org");
    const verify = async (app: Awaited<ReturnType<typeof createTestApp>>, identifier: string) =>
      app.request("/api/auth/sign-up/bluesky/verify", {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({ identifier, password: far.appPassword }),
      });
    const env = { PUBLIC_URL: TEST_ORIGIN, BLUESKY_SERVICE_URL: pds.url, BLUESKY_PLC_URL: pds.plcUrl };

    // The configured service does not host the account; its DID document names the loopback PDS.
    const guarded = await createTestApp(env);
    const open = await createTestApp({ ...env, BLUESKY_ALLOW_PRIVATE_PDS: "true" });
    try {
      const refused = await verify(guarded, far.did);
      expect(refused.status).toBe(401);
      expect((await refused.json()).message).toBe(BLUESKY_MESSAGES.authFailed);

      const found = await verify(open, far.did);
      expect(found.status).toBe(200);
      expect(await found.json()).toMatchObject({ did: far.did, handle: "far.test" });
    } finally {
      await guarded.close();
      await open.close();
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ERROR } from "../../shared/errors";
import { pendingAgreements, profiles, userAgreements, users } from "../db/schema";
import { cookieFrom } from "../test/auth";
import { createMailedTestApp, type MailedTestApp } from "../test/mail";

let t: MailedTestApp;
const ORIGIN = "http://localhost:3000";

beforeAll(async () => {
  t = await createMailedTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

function post(path: string, body: unknown, cookie?: string) {
  return t.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "user-agent": "vitest-browser/1.0",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const linkIn = (to: string, pattern: RegExp) => t.linkIn(to, pattern);

const ada = {
  firstName: "Ada",
  lastName: "Lovelace",
  name: "Ada Lovelace",
  email: "ada@example.org",
  password: "engine1843",
  agreedToTerms: true,
  callbackURL: "/auth/callback?type=signup",
};

describe("e-mail and password", () => {
  it("refuses a registration that breaks the spec's rules, with the spec's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: "abcdef" }, "Password must contain at least one digit"],
      [{ password: "123456" }, "Password must contain at least one letter"],
      [{ password: "a1" }, "Password must be at least 6 characters"],
      [{ firstName: " " }, "First name is required"],
      [{ lastName: "x".repeat(50) }, "Last name must be less than 50 characters"],
      [{ email: "not-an-email" }, "Please enter a valid email format"],
      [
        { agreedToTerms: false },
        "You must agree to the Terms of Service and Privacy Policy to create an account",
      ],
    ];
    for (const [change, message] of cases) {
      const response = await post("/api/auth/sign-up/email", {
        ...ada,
        email: "rules@example.org",
        ...change,
      });
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toBe(message);
    }
    expect(await t.deps.db.select().from(users).where(eq(users.email, "rules@example.org"))).toHaveLength(0);
  });

  it("refuses a password among the most common, in any case", async () => {
    for (const password of ["password1", "qwerty123", "abc123", "letmein1", "iloveyou1", "Password1"]) {
      const response = await post("/api/auth/sign-up/email", {
        ...ada,
        email: "common@example.org",
        password,
      });
      expect(response.status, password).toBe(400);
      expect(await response.json(), password).toMatchObject({
        message: "This password is too common. Please choose another one.",
        field: "password",
      });
    }
    expect(await t.deps.db.select().from(users).where(eq(users.email, "common@example.org"))).toHaveLength(0);
    // An uncommon one ("engine1843") registers: the next test.
  });

  it("registers, mails a verification link, refuses sign-in until it is followed, then signs in", async () => {
    const signUp = await post("/api/auth/sign-up/email", ada);
    expect(signUp.status).toBe(200);
    expect(signUp.headers.getSetCookie().some((line) => line.includes("session_token="))).toBe(false);

    const [user] = await t.deps.db.select().from(users).where(eq(users.email, ada.email));
    expect(user).toMatchObject({ emailVerified: false, signUpMethod: "email" });
    const [profile] = await t.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? ""));
    expect(profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: ada.email });
    const [pending] = await t.deps.db.select().from(pendingAgreements);
    expect(pending).toMatchObject({ agreedTermsVersion: "1.1", userAgent: "vitest-browser/1.0" });

    const early = await post("/api/auth/sign-in/email", {
      email: ada.email,
      password: ada.password,
      callbackURL: "/auth/callback?type=signup",
    });
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe(AUTH_ERROR.EMAIL_NOT_VERIFIED);

    const link = await linkIn(ada.email, /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/);
    const verified = await t.request(link.replace(ORIGIN, ""), {
      headers: { "user-agent": "vitest-browser/1.0" },
    });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/auth/callback?type=signup");
    expect(cookieFrom(verified)).toContain("session_token=");

    const [after] = await t.deps.db.select().from(users).where(eq(users.email, ada.email));
    expect(after?.emailVerified).toBe(true);
    const agreements = await t.deps.db
      .select()
      .from(userAgreements)
      .where(eq(userAgreements.userId, after?.id ?? ""));
    expect(agreements).toHaveLength(1);
    expect(agreements[0]).toMatchObject({
      agreedTermsVersion: "1.1",
      agreedPrivacyVersion: "1.1",
      method: "email",
    });
    expect(await t.deps.db.select().from(pendingAgreements)).toHaveLength(0);

    const signIn = await post("/api/auth/sign-in/email", { email: ada.email, password: ada.password });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    expect(signIn.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    expect(signIn.headers.getSetCookie().join()).toMatch(/SameSite=Lax/i);
    const me = await (await t.request("/api/me", { headers: { cookie } })).json();
    expect(me.user.email).toBe(ada.email);
    expect(JSON.stringify(me)).not.toContain("password");
  });

  it("refuses a return address that is not plain ASCII, right password or not", async () => {
    for (const callbackURL of ["Ā", "/café", "/a b"]) {
      const response = await post("/api/auth/sign-in/email", {
        email: ada.email,
        password: ada.password,
        callbackURL,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("The return address is not valid.");
    }
  });

  it("refuses a wrong password", async () => {
    const response = await post("/api/auth/sign-in/email", { email: ada.email, password: "wrong-password1" });
    expect(response.status).toBe(401);
  });

  it("resets a forgotten password once, within the hour, and ends the other sessions", async () => {
    const other = cookieFrom(
      await post("/api/auth/sign-in/email", { email: ada.email, password: ada.password }),
    );

    const request = await post("/api/auth/request-password-reset", {
      email: ada.email,
      redirectTo: "/auth/reset-password-confirm",
    });
    expect(request.status).toBe(200);
    const link = await linkIn(ada.email, /http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/);
    const opened = await t.request(link.replace(ORIGIN, ""));
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get("location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/auth/reset-password-confirm");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const common = await post("/api/auth/reset-password", { token, newPassword: "iloveyou1" });
    expect(common.status).toBe(400);
    expect((await common.json()).message).toBe("This password is too common. Please choose another one.");
    const reset = await post("/api/auth/reset-password", { token, newPassword: "analytical1842" });
    expect(reset.status).toBe(200);
    const again = await post("/api/auth/reset-password", { token, newPassword: "another1842" });
    expect(again.status).toBe(400);

    const stale = await (await t.request("/api/me", { headers: { cookie: other } })).json();
    expect(stale.user).toBeNull();
    expect((await post("/api/auth/sign-in/email", { email: ada.email, password: ada.password })).status).toBe(
      401,
    );
    expect(
      (await post("/api/auth/sign-in/email", { email: ada.email, password: "analytical1842" })).status,
    ).toBe(200);
  });

  it("answers a reset request for an unknown address exactly like a known one", async () => {
    const known = await post("/api/auth/request-password-reset", {
      email: ada.email,
      redirectTo: "/auth/reset-password-confirm",
    });
    const unknown = await post("/api/auth/request-password-reset", {
      email: "nobody@example.org",
      redirectTo: "/auth/reset-password-confirm",
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it("refuses state-changing requests from another origin", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: ada.email, password: "analytical1842" }),
    });
    expect(response.status).toBe(403);
    const beta = await t.request("/api/beta-signups", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: "{}",
    });
    expect(beta.status).toBe(403);
  });
});

import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOT_CHECK_HEADER } from "../../shared/bot-check";
import { CLIENT_LIMITS } from "../limits/rules";
import { createTestApp, type TestApp } from "../test/app";
import { TEST_ORIGIN } from "../test/auth";
import { encodeBotCheckToken } from "./bot-check";

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy that names the client, so that the per-address limits apply as in production.
  t = await createTestApp({
    PUBLIC_URL: TEST_ORIGIN,
    BOT_CHECK: "pow",
    TRUST_PROXY_HEADER: "x-forwarded-for",
  });
});
afterAll(async () => {
  await t?.close();
});

async function solvedToken(action: string): Promise<string> {
  const body = await (await t.request(`/api/bot-check/challenge?action=${action}`)).json();
  expect(body.provider).toBe("pow");
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return encodeBotCheckToken(body.challenge, solution);
}

function signUp(email: string, token?: string, app: TestApp = t, address = "192.0.2.10") {
  return app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: TEST_ORIGIN,
      "x-forwarded-for": address,
      ...(token ? { [BOT_CHECK_HEADER]: token } : {}),
    },
    body: JSON.stringify({
      email,
      password: "robots4ever",
      name: "Rob Ot",
      firstName: "Rob",
      lastName: "Ot",
      agreedToTerms: true,
    }),
  });
}

describe("self-hosted proof-of-work bot check", () => {
  it("refuses a sign-up without a solved challenge, with the spec's words", async () => {
    const response = await signUp("nobot@example.org");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("reCAPTCHA verification failed. Please try again.");
  });

  it("accepts a solved challenge once, and only for its own action", async () => {
    const token = await solvedToken("signup");
    expect((await signUp("human@example.org", token)).status).toBe(200);
    expect((await signUp("replay@example.org", token)).status).toBe(400);
    const loginToken = await solvedToken("login");
    expect((await signUp("wrong-action@example.org", loginToken)).status).toBe(400);
  });

  it("guards sign-in too", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify({ email: "human@example.org", password: "robots4ever" }),
    });
    expect(response.status).toBe(400);
  });

  it("counts an address's sign-ups only once they pass it: requests without a solution use up nothing", async () => {
    const school = "192.0.2.77";
    for (let i = 0; i < CLIENT_LIMITS.signUp.max + 5; i++) {
      expect((await signUp(`unsolved${i}@example.org`, undefined, t, school)).status).toBe(400);
    }
    expect((await signUp("pupil@example.org", await solvedToken("signup"), t, school)).status).toBe(200);
  });

  it("refuses an unknown action", async () => {
    expect((await t.request("/api/bot-check/challenge?action=launch")).status).toBe(422);
  });
});

describe("Google reCAPTCHA when its keys are set", () => {
  let keyed: TestApp;
  beforeAll(async () => {
    // Google is out of reach here: the verification endpoint answers nothing, as in an outage.
    keyed = await createTestApp({
      PUBLIC_URL: TEST_ORIGIN,
      BOT_CHECK: "pow",
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SECRET_KEY: "secret-key",
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
    });
  });
  afterAll(async () => {
    await keyed?.close();
  });

  it("gives the browser the site key, and lets Google's script and frame through the CSP", async () => {
    const response = await keyed.request("/api/bot-check/challenge?action=signup");
    expect(await response.json()).toEqual({ provider: "recaptcha", challenge: null, siteKey: "site-key" });
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toContain("frame-src 'self' https://www.google.com/recaptcha/");
    const ours = (await t.request("/api/bot-check/challenge?action=signup")).headers.get(
      "content-security-policy",
    );
    expect(ours).not.toContain("google");
  });

  it("refuses when there is no token, and fails closed when Google cannot confirm one", async () => {
    for (const token of [undefined, "a-token-google-never-confirmed"]) {
      const response = await signUp("keyed@example.org", token, keyed);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("reCAPTCHA verification failed. Please try again.");
    }
  });
});

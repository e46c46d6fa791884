import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOT_CHECK_FAILED, BOT_CHECK_HEADER } from "../../../shared/bot-check";
import { encodeBotCheckToken } from "../../auth/bot-check";
import { betaSignups, domainEvents } from "../../db/schema";
import { CLIENT_LIMITS } from "../../limits/rules";
import { createTestApp, postJson, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  // Requests name their client through the proxy header only where a test says so.
  t = await createTestApp({ TRUST_PROXY_HEADER: "x-forwarded-for" });
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  name: "Maya Chen",
  email: "Maya@Riverside.org",
  organization: "Riverside Food Bank",
  organizationType: "nonprofit",
  message: "We run 40 volunteer shifts a month.",
};

describe("POST /api/beta-signups", () => {
  it("stores a new sign-up and thanks the visitor", async () => {
    const response = await t.request("/api/beta-signups", postJson(valid));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.status).toBe("received");
    expect(body.message).toContain("Maya Chen");
    const rows = await t.deps.db.select().from(betaSignups);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "maya@riverside.org",
      organizationType: "nonprofit",
      status: "pending",
    });
    const events = await t.deps.db.select().from(domainEvents);
    expect(events.map((event) => event.type)).toContain("beta_signup.created");
  });

  it("answers a repeated address, in any letter case, exactly like a new one, without a second row", async () => {
    const repeat = await t.request("/api/beta-signups", postJson({ ...valid, email: "MAYA@riverside.ORG" }));
    const fresh = await t.request("/api/beta-signups", postJson({ ...valid, email: "MAYA@lakeside.ORG" }));
    expect(repeat.status).toBe(fresh.status);
    const [repeatBody, freshBody] = [await repeat.json(), await fresh.json()];
    expect(repeatBody).toEqual({ ...freshBody, message: freshBody.message.replace("lakeside", "riverside") });
    expect(await t.deps.db.select().from(betaSignups)).toHaveLength(2);
  });

  it("refuses invalid input with the form's messages", async () => {
    const response = await t.request(
      "/api/beta-signups",
      postJson({ name: " ", email: "not-an-email", organization: "", organizationType: "club" }),
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    const byPath = Object.fromEntries(
      body.error.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(byPath).toMatchObject({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      organization: "Please enter your organization's name.",
      organizationType: "Please choose your organization type.",
    });
  });

  it("refuses an over-long message", async () => {
    const response = await t.request(
      "/api/beta-signups",
      postJson({ ...valid, email: "long@x.org", message: "x".repeat(2001) }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).error.issues[0].path).toBe("message");
  });
});

describe("POST /api/beta-signups against scripts", () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp({ BOT_CHECK: "pow", TRUST_PROXY_HEADER: "x-forwarded-for" });
  });
  afterAll(async () => {
    await guarded?.close();
  });

  const send = (email: string, address: string, token?: string) => {
    const init = postJson({ ...valid, email });
    init.headers = {
      ...(init.headers as Record<string, string>),
      "x-forwarded-for": address,
      ...(token ? { [BOT_CHECK_HEADER]: token } : {}),
    };
    return guarded.request("/api/beta-signups", init);
  };
  async function solvedToken(): Promise<string> {
    const body = await (await guarded.request("/api/bot-check/challenge?action=beta_signup")).json();
    const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
    if (!solution) throw new Error("challenge not solved");
    return encodeBotCheckToken(body.challenge, solution);
  }

  it("stores nothing without a solved bot check, and counts nothing against the address", async () => {
    const address = "198.51.100.20";
    for (let i = 0; i < CLIENT_LIMITS.betaSignUp.max + 5; i++) {
      const response = await send(`script${i}@example.org`, address);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(BOT_CHECK_FAILED);
    }
    expect(await guarded.deps.db.select().from(betaSignups)).toHaveLength(0);
    expect((await send("real@example.org", address, await solvedToken())).status).toBe(201);
  });
});

it("limits sign-ups from one address (bot check off here: the order is proven above)", async () => {
  const send = (email: string, address: string) => {
    const init = postJson({ ...valid, email });
    init.headers = { ...(init.headers as Record<string, string>), "x-forwarded-for": address };
    return t.request("/api/beta-signups", init);
  };
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i <= CLIENT_LIMITS.betaSignUp.max; i++) {
    last = await send(`office${i}@example.org`, "198.51.100.21");
    statuses.push(last.status);
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(CLIENT_LIMITS.betaSignUp.max);
  expect(statuses.at(-1)).toBe(429);
  expect(last?.headers.get("retry-after")).toBe(String(CLIENT_LIMITS.betaSignUp.windowSeconds));
  expect((await send("elsewhere@example.org", "198.51.100.22")).status).toBe(201);
});

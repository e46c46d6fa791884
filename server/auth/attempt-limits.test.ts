import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ERROR } from "../../shared/errors";
import { users } from "../db/schema";
import { ACCOUNT_LIMITS, CLIENT_LIMITS, SIGN_IN_THROTTLE } from "../limits/rules";
import { cookieFrom, TEST_ORIGIN } from "../test/auth";
import { createMailedTestApp, type MailedTestApp } from "../test/mail";
import { unique } from "../test/unique";

let t: MailedTestApp;
let now = Date.parse("2026-11-22T09:00:00Z");
const PASSWORD = "lessons2026";

beforeAll(async () => {
  // Behind a proxy that names the client, as in production: each test picks its own address.
  t = await createMailedTestApp(
    { PUBLIC_URL: TEST_ORIGIN, TRUST_PROXY_HEADER: "x-forwarded-for" },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t?.close();
});

let addressCount = 0;
/** A client address of its own for each test, so that tests do not share counts. */
const newAddress = () => `203.0.113.${++addressCount}`;

function post(path: string, body: unknown, address: string) {
  return t.request(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
}

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  firstName: "Pupil",
  lastName: "Learner",
  agreedToTerms: true,
  ...extra,
});

/** A confirmed account, made through the real sign-up endpoint. */
async function confirmedAccount(address: string, firstName = "Owner") {
  const email = `owner-${unique()}@example.org`;
  expect((await post("/sign-up/email", registration(email, { firstName }), address)).status).toBe(200);
  await t.deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return email;
}

/** The mail delivered to `to` so far whose subject matches. */
async function mailTo(to: string, subject: RegExp) {
  await t.worker.runDue();
  return t.smtp.messages.filter(
    (mail) => JSON.stringify(mail.to).toLowerCase().includes(to) && subject.test(mail.subject ?? ""),
  );
}

describe("limits per client address", () => {
  it("lets a class of 30 sign up and sign in from one school address within 10 minutes, typos free", async () => {
    const school = newAddress();
    // Every mistyped form is refused without using up the school's allowance.
    for (let i = 0; i < CLIENT_LIMITS.signUp.max + 10; i++) {
      const typo = await post(
        "/sign-up/email",
        registration(`typo${i}@example.org`, { password: "short" }),
        school,
      );
      expect(typo.status).toBe(400);
    }
    const emails = Array.from({ length: 30 }, (_, i) => `pupil${i}-${unique()}@school.example`);
    for (const email of emails) {
      const response = await post("/sign-up/email", registration(email), school);
      expect(response.status, email).toBe(200);
    }
    await t.deps.db.update(users).set({ emailVerified: true }).where(inArray(users.email, emails));
    for (const email of emails) {
      const response = await post("/sign-in/email", { email, password: PASSWORD }, school);
      expect(response.status, email).toBe(200);
    }
    // Thirty password hashes and a hundred requests: slow on a busy two-core machine.
  }, 120_000);

  it("still turns away a script from one address once it has used its allowance", async () => {
    const script = newAddress();
    const ask = (email: string, address = script) =>
      post("/request-password-reset", { email, redirectTo: "/auth/reset-password-confirm" }, address);
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_LIMITS.accountMail.max; i++) {
      statuses.push((await ask(`target${i}-${unique()}@example.org`)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(CLIENT_LIMITS.accountMail.max);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await ask(`other-${unique()}@example.org`, newAddress())).status).toBe(200);
  });
});

describe("limits per account, on their own clock", () => {
  it("limits reset mails to 3 an hour per address for exactly the hour, known or not", async () => {
    const address = newAddress();
    for (const email of [await confirmedAccount(address), `ghost-${unique()}@example.org`]) {
      const start = now;
      const ask = () =>
        post("/request-password-reset", { email, redirectTo: "/auth/reset-password-confirm" }, address);
      for (let i = 0; i < ACCOUNT_LIMITS.passwordResetMail.max; i++) expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("3600");
      expect((await refused.json()).code).toBe(AUTH_ERROR.TOO_MANY_ATTEMPTS);
      // Ten and a half minutes (where the old limit lapsed), then a millisecond short of the hour.
      now = start + 10.5 * 60_000;
      expect((await ask()).status).toBe(429);
      now = start + 3_600_000 - 1;
      expect((await ask()).status).toBe(429);
      now = start + 3_600_000;
      expect((await ask()).status).toBe(200);
    }
  });
});

describe("failed sign-ins", () => {
  it("slow the attacker with growing waits, tell the owner once by mail, and let the owner in after the wait", async () => {
    const address = newAddress();
    const email = await confirmedAccount(address, "Marie");
    const attacker = newAddress();
    const free = SIGN_IN_THROTTLE.account.freeFailures;
    for (let i = 0; i < free; i++) {
      expect((await post("/sign-in/email", { email, password: `guess${i}abc` }, attacker)).status).toBe(401);
    }
    // Even the right password waits now: answering it would let the attacker test guesses.
    const waiting = await post("/sign-in/email", { email, password: PASSWORD }, address);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toBe("30");
    expect((await waiting.json()).message).toBe(
      "Too many failed sign-in attempts. Please wait 30 seconds before trying again.",
    );

    const warnings = await mailTo(email, /Failed sign-in attempts/);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain("Hi Marie,");
    expect(warnings[0]?.text).toContain(`${TEST_ORIGIN}/password-reset`);

    // The attacker tries again after the wait: the next wait doubles.
    now += 30_000;
    expect((await post("/sign-in/email", { email, password: "guess-again1" }, attacker)).status).toBe(401);
    const longer = await post("/sign-in/email", { email, password: PASSWORD }, address);
    expect(longer.headers.get("retry-after")).toBe("60");

    // The owner, after the wait, gets in; the failures are then forgotten.
    now += 60_000;
    const signedIn = await post("/sign-in/email", { email, password: PASSWORD }, address);
    expect(signedIn.status).toBe(200);
    expect(cookieFrom(signedIn)).toContain("session_token=");
    expect((await post("/sign-in/email", { email, password: "typo-once1" }, address)).status).toBe(401);
    expect((await post("/sign-in/email", { email, password: PASSWORD }, address)).status).toBe(200);
    // One warning for the whole episode.
    expect(await mailTo(email, /Failed sign-in attempts/)).toHaveLength(1);
  });

  it("slow one address trying password after password across accounts", async () => {
    const owner = await confirmedAccount(newAddress());
    const stuffer = newAddress();
    for (let i = 0; i < SIGN_IN_THROTTLE.client.freeFailures; i++) {
      const response = await post(
        "/sign-in/email",
        { email: `list${i}-${unique()}@example.org`, password: "Summer2026" },
        stuffer,
      );
      expect(response.status).toBe(401);
    }
    const next = await post("/sign-in/email", { email: owner, password: PASSWORD }, stuffer);
    expect(next.status).toBe(429);
    expect(next.headers.get("retry-after")).toBe(String(SIGN_IN_THROTTLE.client.firstDelaySeconds));
    // The owner, from their own address, is not slowed by it.
    expect((await post("/sign-in/email", { email: owner, password: PASSWORD }, newAddress())).status).toBe(
      200,
    );
  });
});

describe("signing up with an address that has an account", () => {
  it("answers as for a new address, and tells the owner by mail, once an hour", async () => {
    const address = newAddress();
    const email = await confirmedAccount(address, "Grace");
    const fresh = `fresh-${unique()}@example.org`;
    const [repeat, brandNew] = await Promise.all([
      post("/sign-up/email", registration(email, { firstName: "Mallory" }), newAddress()),
      post("/sign-up/email", registration(fresh), newAddress()),
    ]);
    expect(repeat.status).toBe(brandNew.status);
    const [repeatBody, newBody] = [await repeat.json(), await brandNew.json()];
    expect(Object.keys(repeatBody.user).sort()).toEqual(Object.keys(newBody.user).sort());
    expect(repeatBody.user.emailVerified).toBe(false);

    const notices = await mailTo(email, /Someone tried to create/);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("Hi Grace,");
    expect(notices[0]?.text).toContain(`${TEST_ORIGIN}/auth`);
    expect(notices[0]?.text).toContain(`${TEST_ORIGIN}/password-reset`);
    expect(notices[0]?.text).not.toContain("Mallory");

    await post("/sign-up/email", registration(email), newAddress());
    expect(await mailTo(email, /Someone tried to create/)).toHaveLength(1);
    now += 3_600_000;
    await post("/sign-up/email", registration(email), newAddress());
    expect(await mailTo(email, /Someone tried to create/)).toHaveLength(2);
    // The account itself is untouched.
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe("Grace Learner");
  });
});

describe("what a sign-up may write", () => {
  it("names the account from the validated names, whatever `name` says, and greets by the first name", async () => {
    const email = `victim-${unique()}@example.org`;
    const response = await post(
      "/sign-up/email",
      registration(email, {
        firstName: "Ada",
        lastName: "Lovelace",
        name: "there, Your account is suspended. Log in at https://evil.example to restore it",
      }),
      newAddress(),
    );
    expect(response.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Ada Lovelace", image: null });
    const [verification] = await mailTo(email, /Confirm your email/);
    expect(verification?.text).toMatch(/^Hi Ada,/);
    expect(`${verification?.text}${verification?.html}`).not.toContain("evil.example");
  });

  it("ignores a 300,000-character name", async () => {
    const email = `long-${unique()}@example.org`;
    const response = await post(
      "/sign-up/email",
      registration(email, { name: "x".repeat(300_000) }),
      newAddress(),
    );
    expect(response.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe("Pupil Learner");
  });

  it("refuses a picture that is not an upload of ours, and an address over 254 characters", async () => {
    const picture = await post(
      "/sign-up/email",
      registration(`pic-${unique()}@example.org`, { image: "javascript:alert(1)" }),
      newAddress(),
    );
    expect(picture.status).toBe(400);
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.org`;
    expect(long.length).toBe(255);
    const tooLong = await post("/sign-up/email", registration(long), newAddress());
    expect(tooLong.status).toBe(400);
    expect(await t.deps.db.select().from(users).where(eq(users.email, long))).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { pruneJob } from "../maintenance";
import { createTestDatabase } from "../test/database";
import { unique } from "../test/unique";
import { claimOnce } from "./counters";
import { createLimits, type Limits } from "./limits";
import { MEMBER_LIMITS } from "./member-rules";
import { ACCOUNT_LIMITS, CLIENT_LIMITS, FLOOD_LIMIT, SIGN_IN_THROTTLE, throttleDelaySeconds } from "./rules";

let database: DatabaseHandle;
let now = Date.parse("2026-11-22T09:00:00Z");
let limits: Limits;

beforeAll(async () => {
  database = await createTestDatabase();
  limits = createLimits({ db: database.db, clock: () => now });
});
afterAll(async () => {
  await database?.close();
});

/** Uses up the limit at the current time: `max` attempts allowed, the next refused. */
async function fillUp(hit: () => ReturnType<Limits["flood"]>, max: number) {
  for (let i = 0; i < max; i++) expect((await hit()).allowed, `attempt ${i + 1}`).toBe(true);
  return hit();
}

describe("fixed limits hold for exactly their window", () => {
  const cases = [
    ...Object.entries(ACCOUNT_LIMITS).map(([name, limit]) => ({
      label: `account ${name}`,
      limit,
      hit: (subject: string) => limits.account(name as keyof typeof ACCOUNT_LIMITS, subject),
    })),
    ...Object.entries(CLIENT_LIMITS).map(([name, limit]) => ({
      label: `client ${name}`,
      limit,
      hit: (subject: string) => limits.client(name as keyof typeof CLIENT_LIMITS, subject),
    })),
    { label: "flood", limit: FLOOD_LIMIT, hit: (subject: string) => limits.flood(subject) },
  ];

  for (const { label, limit, hit } of cases) {
    it(`${label}: ${limit.max} per ${limit.windowSeconds} s`, async () => {
      const subject = `subject-${unique()}`;
      const first = now;
      const refused = await fillUp(() => hit(subject), limit.max);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: limit.windowSeconds });
      // A millisecond before the window ends: still refused, and told to wait that last second.
      now = first + limit.windowSeconds * 1000 - 1;
      expect(await hit(subject)).toEqual({ allowed: false, retryAfterSeconds: 1 });
      // The moment it ends, a new window starts with this attempt.
      now = first + limit.windowSeconds * 1000;
      expect((await fillUp(() => hit(subject), limit.max)).allowed).toBe(false);
      // Other subjects were never touched.
      expect((await hit(`other-${unique()}`)).allowed).toBe(true);
    });
  }

  it("counts the same address in any letter case as one account", async () => {
    const email = `case-${unique()}@example.org`;
    for (let i = 0; i < ACCOUNT_LIMITS.passwordResetMail.max; i++) {
      await limits.account("passwordResetMail", i % 2 ? email.toUpperCase() : ` ${email} `);
    }
    expect((await limits.account("passwordResetMail", email)).allowed).toBe(false);
  });

  it("holds for the whole window even after the daily prune has run", async () => {
    const email = `prune-${unique()}@example.org`;
    // On the real clock here: the prune goes by the database's.
    now = Date.now();
    const first = now;
    await fillUp(() => limits.account("passwordResetMail", email), ACCOUNT_LIMITS.passwordResetMail.max);
    // The daily prune deletes counters whose window has ended, and this one's has not.
    await pruneJob.run({} as never, database.db);
    now = first + 59 * 60_000;
    expect((await limits.account("passwordResetMail", email)).allowed).toBe(false);
  });
});

describe("per-member limits", () => {
  it("count a write refused by the shorter window nowhere else, and refuse by the longer one", async () => {
    const member = `member-${unique()}`;
    const [hourly, daily] = MEMBER_LIMITS.upload.windows;
    if (!hourly || !daily) throw new Error("uploads have an hourly and a daily window");
    const start = now;
    const hours = daily.max / hourly.max;
    for (let hour = 0; hour < hours; hour++) {
      now = start + hour * hourly.windowSeconds * 1000;
      // A full hour, then a script's retries: refused, and not counted in the day.
      expect((await fillUp(() => limits.member("upload", member), hourly.max)).allowed).toBe(false);
      for (let i = 0; i < 20; i++) expect((await limits.member("upload", member)).allowed).toBe(false);
    }
    now = start + hours * hourly.windowSeconds * 1000;
    expect(await limits.member("upload", member)).toEqual({
      allowed: false,
      retryAfterSeconds: daily.windowSeconds - hours * hourly.windowSeconds,
    });
    // Other members and other kinds of write are counted apart.
    expect((await limits.member("upload", `other-${unique()}`)).allowed).toBe(true);
    expect((await limits.member("post", member)).allowed).toBe(true);
    now = start + daily.windowSeconds * 1000;
    expect((await limits.member("upload", member)).allowed).toBe(true);
  });
});

describe("the sign-in throttle", () => {
  it("grows the wait with each failure past the free ones, up to its ceiling", () => {
    const rule = SIGN_IN_THROTTLE.account;
    const waits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 20].map((n) => throttleDelaySeconds(rule, n));
    expect(waits).toEqual([0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("makes the next sign-in wait from the latest failure, and forgets failures after a right password", async () => {
    const email = `throttle-${unique()}@example.org`;
    for (let i = 1; i < SIGN_IN_THROTTLE.account.freeFailures; i++) {
      expect(await limits.signInFailed(email, null)).toBe(i);
      expect(await limits.signInWait(email, null)).toBe(0);
    }
    expect(await limits.signInFailed(email, null)).toBe(5);
    expect(await limits.signInWait(email, null)).toBe(30);
    now += 29_999;
    expect(await limits.signInWait(email, null)).toBe(1);
    now += 1;
    expect(await limits.signInWait(email, null)).toBe(0);
    expect(await limits.signInFailed(email, null)).toBe(6);
    expect(await limits.signInWait(email, null)).toBe(60);
    await limits.signedIn(email);
    expect(await limits.signInWait(email, null)).toBe(0);
  });

  it("forgets an account's failures exactly a day after the latest", async () => {
    const email = `memory-${unique()}@example.org`;
    for (let i = 0; i < 6; i++) await limits.signInFailed(email, null);
    const last = now;
    now = last + SIGN_IN_THROTTLE.account.memorySeconds * 1000 - 1;
    expect(await limits.signInFailed(email, null)).toBe(7);
    now += SIGN_IN_THROTTLE.account.memorySeconds * 1000;
    expect(await limits.signInFailed(email, null)).toBe(1);
  });

  it("slows one address trying many accounts, and a right password elsewhere does not clear it", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < SIGN_IN_THROTTLE.client.freeFailures; i++) {
      await limits.signInFailed(`stuffed-${unique()}@example.org`, address);
    }
    const victim = `victim-${unique()}@example.org`;
    expect(await limits.signInWait(victim, address)).toBe(SIGN_IN_THROTTLE.client.firstDelaySeconds);
    await limits.signedIn(`own-${unique()}@example.org`);
    expect(await limits.signInWait(victim, address)).toBe(SIGN_IN_THROTTLE.client.firstDelaySeconds);
    // From another address the victim's account is not slowed.
    expect(await limits.signInWait(victim, "192.0.2.1")).toBe(0);
  });
});

describe("claims", () => {
  it("are granted once until they expire, across callers", async () => {
    const key = `claim-${unique()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => claimOnce(database.db, key, now, now + 60_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimOnce(database.db, key, now + 59_999, now + 120_000)).toBe(false);
    expect(await claimOnce(database.db, key, now + 60_000, now + 120_000)).toBe(true);
  });
});

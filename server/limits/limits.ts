import { createHash } from "node:crypto";
import type { Executor } from "../db/client";
import type { Clock } from "../lib/clock";
import { claimOnce, clearCounter, countAttempt, readCounter } from "./counters";
import { MEMBER_LIMITS, type MemberLimitName, type MemberLimitRules } from "./member-rules";
import {
  ACCOUNT_LIMITS,
  CLIENT_LIMITS,
  type FixedLimit,
  FLOOD_LIMIT,
  REGISTRATION_CODE_THROTTLE,
  SIGN_IN_THROTTLE,
  type ThrottleRule,
  throttleDelaySeconds,
} from "./rules";

/**
 * The growing waits after failures (rules.ts), each with its counters' key prefix (sign-in's
 * predates the others and keeps its name) and the subjects it remembers failures by.
 */
const THROTTLES = {
  signIn: { prefix: "sign-in-failures", rules: SIGN_IN_THROTTLE },
  registrationCode: { prefix: "registration-code-failures", rules: REGISTRATION_CODE_THROTTLE },
} as const;
type ThrottleName = keyof typeof THROTTLES;
type ThrottleScope<T extends ThrottleName> = keyof (typeof THROTTLES)[T]["rules"];
type ThrottleSubjects<T extends ThrottleName> = Record<ThrottleScope<T>, string | null>;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Case and spacing do not make a new account; overlong subjects are keyed by their hash. */
function subjectKey(subject: string): string {
  const normal = subject.trim().toLowerCase();
  return normal.length <= 200 ? normal : createHash("sha256").update(normal).digest("hex");
}

const secondsUntil = (now: number, then: number) => Math.max(1, Math.ceil((then - now) / 1000));

export interface LimitsOptions {
  db: Executor;
  clock: Clock;
  /**
   * Test-only: other per-member limits than MEMBER_LIMITS, for a test that writes in bulk as one
   * member (server/test/app.ts `memberLimits`). The server (start.ts) never passes it, and no
   * configuration reaches it.
   */
  memberLimits?: MemberLimitRules;
}

/**
 * The limits on attempts (rules.ts), over the attempt counters in the shared database, on an
 * injectable clock. One instance per process; every server shares the counts.
 */
export function createLimits({ db, clock, memberLimits = MEMBER_LIMITS }: LimitsOptions) {
  async function hit(key: string, limit: FixedLimit, amount = 1): Promise<LimitVerdict> {
    const now = clock();
    const state = await countAttempt(db, key, limit.windowSeconds, now, { amount });
    if (state.count <= limit.max) return { allowed: true };
    // A refused attempt costs nothing: a series of 52 dates refused leaves room for a shorter one.
    await countAttempt(db, key, limit.windowSeconds, now, { amount: -amount });
    return { allowed: false, retryAfterSeconds: secondsUntil(now, state.expiresAt) };
  }
  const failureKey = <T extends ThrottleName>(name: T, scope: ThrottleScope<T>, subject: string) =>
    `${THROTTLES[name].prefix}:${String(scope)}:${subjectKey(subject)}`;

  /** When the failures under each subject let the next try through; seconds from now (0: go ahead). */
  async function throttleWait<T extends ThrottleName>(name: T, subjects: ThrottleSubjects<T>) {
    const now = clock();
    const { rules } = THROTTLES[name];
    const until = await Promise.all(
      Object.entries(subjects).map(async ([scope, subject]) => {
        if (!subject) return 0;
        const state = await readCounter(
          db,
          failureKey(name, scope as ThrottleScope<T>, subject as string),
          now,
        );
        const rule = rules[scope as keyof typeof rules] as ThrottleRule;
        return state ? state.lastAt + throttleDelaySeconds(rule, state.count) * 1000 : 0;
      }),
    );
    const latest = Math.max(0, ...until);
    return latest > now ? secondsUntil(now, latest) : 0;
  }

  /** Remembers one failure under each subject; answers each subject's failures in its memory. */
  async function throttleFailed<T extends ThrottleName>(name: T, subjects: ThrottleSubjects<T>) {
    const now = clock();
    const { rules } = THROTTLES[name];
    const counts = await Promise.all(
      Object.entries(subjects).map(async ([scope, subject]) => {
        if (!subject) return [scope, 0] as const;
        const rule = rules[scope as keyof typeof rules] as ThrottleRule;
        const key = failureKey(name, scope as ThrottleScope<T>, subject as string);
        const state = await countAttempt(db, key, rule.memorySeconds, now, { sliding: true });
        return [scope, state.count] as const;
      }),
    );
    return Object.fromEntries(counts) as Record<ThrottleScope<T>, number>;
  }

  return {
    clock,
    /** Counts one attempt of a client address against its limit. */
    client(name: keyof typeof CLIENT_LIMITS, address: string) {
      return hit(`client:${name}:${address}`, CLIENT_LIMITS[name]);
    },
    /** Counts one attempt on an account (an e-mail address or a Bluesky handle). */
    account(name: keyof typeof ACCOUNT_LIMITS, subject: string) {
      return hit(`account:${name}:${subjectKey(subject)}`, ACCOUNT_LIMITS[name]);
    },
    /**
     * Counts one write of a member (or `amount`: a series of 52 dates is 52 events) against each
     * window of its limit, shortest first; a write refused by one window is not counted in the
     * longer ones, so a burst refused within the hour does not use up the day.
     */
    async member(name: MemberLimitName, memberId: string, amount = 1): Promise<LimitVerdict> {
      const { windows } = memberLimits[name];
      for (const limit of windows) {
        const verdict = await hit(`member:${name}:${limit.windowSeconds}:${memberId}`, limit, amount);
        if (!verdict.allowed) return verdict;
      }
      return { allowed: true };
    },
    /** Counts any auth request of a client address against the flood guard. */
    flood(address: string) {
      return hit(`flood:${address}`, FLOOD_LIMIT);
    },

    /**
     * Seconds a sign-in must still wait after recent failures on this account or from this
     * address (0: go ahead). Waiting does not count: only a failed password does.
     */
    signInWait(account: string, address: string | null): Promise<number> {
      return throttleWait("signIn", { account, client: address });
    },
    /** Remembers a wrong password; answers how many the account has had in its memory. */
    async signInFailed(account: string, address: string | null): Promise<number> {
      return (await throttleFailed("signIn", { account, client: address })).account;
    },
    /**
     * Seconds a member must still wait before trying another registration code for this event,
     * after wrong ones from them there or from their address (0: go ahead).
     */
    registrationCodeWait(memberId: string, eventId: number, address: string | null): Promise<number> {
      return throttleWait("registrationCode", { memberEvent: `${memberId}:${eventId}`, client: address });
    },
    /** Remembers a wrong registration code. */
    async registrationCodeFailed(memberId: string, eventId: number, address: string | null): Promise<void> {
      await throttleFailed("registrationCode", { memberEvent: `${memberId}:${eventId}`, client: address });
    },
    /**
     * The right password: the account's failures are forgotten. The address's are not, or an
     * attacker could clear them by signing in to an account of their own.
     */
    signedIn(account: string) {
      return clearCounter(db, failureKey("signIn", "account", account));
    },

    /** True the first time `key` is claimed within `seconds` (a spent solution, a one-off mail). */
    once(key: string, seconds: number) {
      const now = clock();
      return claimOnce(db, `once:${key}`, now, now + seconds * 1000);
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;

/**
 * Every limit on attempts, as data: how many, and for how long. The reasoning is in
 * docs/decisions.md ("Limits on attempts"); tests read the numbers from here.
 */
export interface FixedLimit {
  /** Attempts allowed in one window. */
  max: number;
  /** The window starts with its first attempt and lasts this long, exactly. */
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Per client address (the school, the office, the café behind one public address). Counted only
 * for requests that passed the bot check and validation, so a typo costs nothing and a script
 * without a solved check cannot use up a school's allowance.
 */
export const CLIENT_LIMITS = {
  signUp: { max: 60, windowSeconds: 10 * MINUTE },
  signIn: { max: 120, windowSeconds: 10 * MINUTE },
  blueskyCheck: { max: 60, windowSeconds: 10 * MINUTE },
  /** Reset and confirmation mails carry no bot check; the per-account limits below bind first. */
  accountMail: { max: 30, windowSeconds: 10 * MINUTE },
  betaSignUp: { max: 20, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, FixedLimit>;

/**
 * Per account: the e-mail address typed, or the Bluesky handle. Tight, because each attempt
 * sends mail to someone or checks a password; unknown addresses count like known ones, so a
 * limit never tells who has an account.
 */
export const ACCOUNT_LIMITS = {
  signUp: { max: 5, windowSeconds: HOUR },
  passwordResetMail: { max: 3, windowSeconds: HOUR },
  verificationMail: { max: 3, windowSeconds: HOUR },
  /** Each attempt is a password check at the member's PDS. */
  blueskyCheck: { max: 10, windowSeconds: 15 * MINUTE },
  /** "Someone tried to create an account with your address": one mail an hour at most. */
  existingAccountMail: { max: 1, windowSeconds: HOUR },
} as const satisfies Record<string, FixedLimit>;

/**
 * Every request to the auth endpoints from one client address, before anything else is looked
 * at: a flood guard only, far above what any school or office sends.
 */
export const FLOOD_LIMIT: FixedLimit = { max: 300, windowSeconds: MINUTE };

/** Growing delays after failed sign-ins: no lock-out, only a slower attacker. */
export interface ThrottleRule {
  /** Failures without any delay. */
  freeFailures: number;
  /** The wait after the last free failure; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the latest one. */
  memorySeconds: number;
}

export const SIGN_IN_THROTTLE = {
  /** One account: five tries for a forgetful owner, then 30 s, 1, 2, 4, 8 min, at most 15 min. */
  account: { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * MINUTE, memorySeconds: 24 * HOUR },
  /** One client address: a classroom's typos fit; credential stuffing across accounts does not. */
  client: { freeFailures: 50, firstDelaySeconds: 5, maxDelaySeconds: 5 * MINUTE, memorySeconds: HOUR },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Wrong registration codes of an event (issue 26: 300 guesses took 3.8 s, then the right one
 * worked). A member and event: five tries for a mistyped code, then 30 s, 1, 2, 4, 8 min, at most
 * 15; a client address, across members and events: a room of volunteers typing the code at once
 * fits, one script with many accounts does not.
 */
export const REGISTRATION_CODE_THROTTLE = {
  memberEvent: {
    freeFailures: 5,
    firstDelaySeconds: 30,
    maxDelaySeconds: 15 * MINUTE,
    memorySeconds: 24 * HOUR,
  },
  client: { freeFailures: 30, firstDelaySeconds: 5, maxDelaySeconds: 5 * MINUTE, memorySeconds: HOUR },
} as const satisfies Record<string, ThrottleRule>;

/** Seconds to wait after `failures` failures under the rule (0: no wait). */
export function throttleDelaySeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (failures - rule.freeFailures));
}

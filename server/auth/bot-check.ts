import { type Challenge, createChallenge, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

/** The actions of spec §7 that a bot check guards. */
export const BOT_CHECK_ACTIONS = ["login", "google_login", "google_register", "signup"] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

export const BOT_CHECK_HEADER = "x-bot-check";
/** Spec §8: the bot check's failure text stays the first build's, whatever the mechanism. */
export const BOT_CHECK_FAILED = "reCAPTCHA verification failed. Please try again.";

const ALGORITHM = "PBKDF2/SHA-256";
/** About 0.1 s of work for a browser, 5 000 PBKDF2 rounds per try. */
const COST = 5000;
const LIFETIME_MS = 10 * 60_000;

/** A signed proof-of-work challenge for one action, valid ten minutes. */
export function createBotChallenge(secret: string, action: BotCheckAction): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    data: { action },
  });
}

/** What the browser sends back: the challenge and its solution, as base64url JSON. */
export function encodeBotCheckToken(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64url");
}

/**
 * True when the token solves a challenge we signed, for this action, not yet expired and not
 * used before. Used challenges are remembered in the shared database, so a solution works once
 * across every server.
 */
export async function verifyBotCheckToken(
  db: Database,
  secret: string,
  token: string | null | undefined,
  action: BotCheckAction,
): Promise<boolean> {
  if (!token) return false;
  let parsed: { challenge: Challenge; solution: Solution };
  try {
    parsed = JSON.parse(Buffer.from(token, "base64url").toString());
  } catch {
    return false;
  }
  if (parsed?.challenge?.parameters?.algorithm !== ALGORITHM) return false;
  if (parsed.challenge.parameters.data?.action !== action) return false;
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).catch(() => null);
  if (!result?.verified) return false;
  const [fresh] = await db
    .insert(rateLimits)
    .values({ key: `bot-check:${parsed.challenge.parameters.nonce}`, count: 1, lastRequest: Date.now() })
    .onConflictDoNothing()
    .returning({ id: rateLimits.id });
  return Boolean(fresh);
}

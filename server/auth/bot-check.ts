import { type Challenge, createChallenge, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { BotCheckAction } from "../../shared/bot-check";
import type { Database } from "../db/client";
import type { Config } from "../env";
import { claimOnce } from "../limits/counters";

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
  // Remembered for as long as the challenge could still verify; after that it expires anyway.
  const now = Date.now();
  return claimOnce(db, `bot-check:${parsed.challenge.parameters.nonce}`, now, now + LIFETIME_MS);
}

/** Which bot check this install uses: none (tests), Google reCAPTCHA v3 when keyed, else ours. */
export type BotCheckProvider = "off" | "recaptcha" | "pow";

export function botCheckProvider(config: Config): BotCheckProvider {
  if (config.BOT_CHECK === "off") return "off";
  return config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY ? "recaptcha" : "pow";
}

const RECAPTCHA_TIMEOUT_MS = 10_000;

/**
 * Asks Google whether a reCAPTCHA v3 token was earned on our site, for this action, with a score
 * we accept. Anything else (no answer, an error, a low score) refuses: the check fails closed.
 */
export async function verifyRecaptchaToken(
  config: Config,
  token: string | null | undefined,
  action: BotCheckAction,
  remoteIp: string | null | undefined,
): Promise<boolean> {
  if (!token || token.length > 4096 || !config.RECAPTCHA_SECRET_KEY) return false;
  const form = new URLSearchParams({ secret: config.RECAPTCHA_SECRET_KEY, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  try {
    const response = await fetch(config.RECAPTCHA_VERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const result = (await response.json()) as {
      success?: boolean;
      action?: string;
      score?: number;
      hostname?: string;
    };
    return (
      result.success === true &&
      result.action === action &&
      typeof result.score === "number" &&
      result.score >= config.RECAPTCHA_MIN_SCORE &&
      result.hostname === new URL(config.PUBLIC_URL).hostname
    );
  } catch {
    return false;
  }
}

/** The bot check of the install, whichever it is, for one request. */
export function verifyBotCheck(
  deps: { config: Config; db: Database; secret: string },
  token: string | null | undefined,
  action: BotCheckAction,
  remoteIp: string | null | undefined,
): Promise<boolean> {
  switch (botCheckProvider(deps.config)) {
    case "off":
      return Promise.resolve(true);
    case "recaptcha":
      return verifyRecaptchaToken(deps.config, token, action, remoteIp);
    case "pow":
      return verifyBotCheckToken(deps.db, deps.secret, token, action);
  }
}

import { APIError } from "better-auth/api";
import { AUTH_ERROR } from "../../shared/errors";
import type { Limits, LimitVerdict } from "../limits/limits";
import type { ACCOUNT_LIMITS, CLIENT_LIMITS } from "../limits/rules";
import { waitInWords } from "../limits/wait-in-words";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes before trying again.";

export const signInThrottledMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${waitInWords(seconds)} before trying again.`;

/** A 429 that says when to come back, in words and in `Retry-After`. */
export function tooManyAttempts(retryAfterSeconds: number, message = TOO_MANY_ATTEMPTS): never {
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { message, code: AUTH_ERROR.TOO_MANY_ATTEMPTS },
    { "retry-after": String(retryAfterSeconds) },
  );
}

function enforce(verdict: LimitVerdict) {
  if (!verdict.allowed) tooManyAttempts(verdict.retryAfterSeconds);
}

/**
 * The limits each auth endpoint meets once its bot check and validation have passed (rules.ts).
 * E-mail sign-in has no fixed per-account limit: its failures slow the next try instead
 * (`Limits.signInWait`). Bluesky's per-handle limit is counted by the plugin, which alone
 * knows the handle once the body is valid.
 */
const AUTH_LIMITS: Record<
  string,
  { client: keyof typeof CLIENT_LIMITS; account?: keyof typeof ACCOUNT_LIMITS }
> = {
  "/sign-up/email": { client: "signUp", account: "signUp" },
  "/sign-up/bluesky": { client: "signUp", account: "signUp" },
  "/sign-in/email": { client: "signIn" },
  "/sign-in/bluesky": { client: "signIn" },
  "/sign-up/bluesky/verify": { client: "blueskyCheck" },
  "/request-password-reset": { client: "accountMail", account: "passwordResetMail" },
  "/send-verification-email": { client: "accountMail", account: "verificationMail" },
};

/**
 * Counts the request against its client's and its account's limits, and refuses it when either
 * is over, or when recent failed sign-ins still make it wait.
 */
export async function enforceAuthLimits(
  limits: Limits,
  path: string,
  email: string | null,
  clientAddress: string | null,
) {
  const rule = AUTH_LIMITS[path];
  if (!rule) return;
  // No address only for calls from within the server itself (and in-process tests).
  if (clientAddress) enforce(await limits.client(rule.client, clientAddress));
  if (rule.account && email) enforce(await limits.account(rule.account, email));
  if (path === "/sign-in/email" && email) {
    const wait = await limits.signInWait(email, clientAddress);
    if (wait > 0) tooManyAttempts(wait, signInThrottledMessage(wait));
  }
}

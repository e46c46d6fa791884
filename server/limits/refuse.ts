import type { Context } from "hono";
import { AppError } from "../errors";
import type { LimitVerdict } from "./limits";

/**
 * Refuses a request of our own routes that is over its limit: 429 in words, and the seconds to
 * wait in `Retry-After`. (Better Auth's endpoints refuse through auth/attempt-limits.ts.)
 */
export function enforceLimit(c: Context, verdict: LimitVerdict, message: string): void {
  if (verdict.allowed) return;
  c.header("retry-after", String(verdict.retryAfterSeconds));
  throw new AppError("rate_limited", message);
}

import type { Context } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../errors";
import type { MemberEnv } from "../middleware/session";
import type { LimitVerdict } from "./limits";
import { MEMBER_LIMITS, type MemberLimitName } from "./member-rules";

/**
 * Refuses a request of our own routes that is over its limit: 429 in words, and the seconds to
 * wait in `Retry-After`. (Better Auth's endpoints refuse through auth/attempt-limits.ts.)
 */
export function enforceLimit(c: Context, verdict: LimitVerdict, message: string): void {
  if (verdict.allowed) return;
  c.header("retry-after", String(verdict.retryAfterSeconds));
  throw new AppError("rate_limited", message);
}

/**
 * Counts one write of the signed-in member (or `amount`, for a write that makes several) against
 * its limit (member-rules.ts, MEMBER_LIMITS) and refuses it when over. Call it after validation and
 * authorisation, just before the command: only a write that would otherwise happen counts.
 */
export async function enforceMemberLimit(
  c: Context<AppEnv & MemberEnv>,
  name: MemberLimitName,
  amount = 1,
): Promise<void> {
  enforceLimit(c, await c.var.deps.limits.member(name, c.var.member.id, amount), MEMBER_LIMITS[name].message);
}

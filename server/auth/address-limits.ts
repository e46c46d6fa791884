import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Per-address (per-account) limits on top of Better Auth's per-client ones: [attempts, window in
 * minutes]. The address is the e-mail, or for Bluesky the identifier typed.
 */
export const ADDRESS_LIMITS: Record<string, [number, number]> = {
  "/sign-in/email": [10, 15],
  "/sign-up/email": [5, 60],
  "/sign-up/bluesky": [5, 60],
  // Keyed by the Bluesky handle (or DID, or e-mail) typed: each attempt is a password check at a PDS.
  "/sign-in/bluesky": [10, 15],
  "/sign-up/bluesky/verify": [10, 15],
  "/me/bluesky": [10, 15],
  "/request-password-reset": [3, 60],
  "/send-verification-email": [3, 60],
};

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes before trying again.";

/**
 * Counts one attempt for the address on this path and tells whether it is over the limit.
 * One atomic upsert in the shared database, so the count holds across servers; unknown and known
 * addresses count alike, which keeps the limit from revealing who has an account.
 */
export async function overAddressLimit(db: Database, path: string, email: string): Promise<boolean> {
  const limit = ADDRESS_LIMITS[path];
  if (!limit) return false;
  const [max, minutes] = limit;
  const now = Date.now();
  const windowStart = now - minutes * 60_000;
  const key = `address:${path}:${email.trim().toLowerCase()}`;
  const result = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (gen_random_uuid(), ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning count`);
  const count = Number((result.rows[0] as { count: number | string }).count);
  return count > max;
}

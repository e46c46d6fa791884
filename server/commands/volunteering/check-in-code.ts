import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client";
import { eventCheckInCodes } from "../../db/schema";

/**
 * Makes the event's check-in code, or a new one in place of the old (which stops working at once).
 * Transaction: none; a single upsert on the event's row of the codes (its primary key settles races).
 */
export async function renewCheckInCode(db: Database, actorId: string, eventId: number): Promise<string> {
  const code = randomBytes(16).toString("base64url");
  await db
    .insert(eventCheckInCodes)
    .values({ eventId, code, createdBy: actorId })
    .onConflictDoUpdate({
      target: eventCheckInCodes.eventId,
      set: { code, createdBy: actorId, createdAt: new Date() },
    });
  return code;
}

/**
 * Whether `given` is the event's current code, compared in constant time.
 * Transaction: none; pure (no database access), locks nothing.
 */
export function sameCode(current: string | null, given: string): boolean {
  if (!current) return false;
  const a = Buffer.from(current);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

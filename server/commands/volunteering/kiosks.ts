import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { eventKiosks } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { lockEvent } from "../../queries/shifts";

/** Open kiosks one event may have at once. */
export const MAX_OPEN_KIOSKS = 20;

/**
 * The hash a kiosk's token is kept as.
 * Transaction: none; pure (no database access), locks nothing.
 */
export const kioskTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Opens a kiosk for the event (issue 29) and returns its token, which only the tablet keeps.
 * Transaction: one; locks the event's row (FOR UPDATE) so that two hosts never open one kiosk
 * more than MAX_OPEN_KIOSKS.
 */
export async function startKiosk(db: Database, actorId: string, eventId: number) {
  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) throw notFound("This event does not exist.");
    const [open] = await tx
      .select({ value: count() })
      .from(eventKiosks)
      .where(and(eq(eventKiosks.eventId, eventId), isNull(eventKiosks.endedAt)));
    if ((open?.value ?? 0) >= MAX_OPEN_KIOSKS) {
      throw new AppError("conflict", `This event has ${MAX_OPEN_KIOSKS} kiosks open: end one first.`);
    }
    const token = randomBytes(32).toString("base64url");
    const [kiosk] = await tx
      .insert(eventKiosks)
      .values({ eventId, tokenHash: kioskTokenHash(token), startedBy: actorId })
      .returning({ id: eventKiosks.id });
    if (!kiosk) throw new Error("the kiosk was not opened");
    return { id: kiosk.id, token };
  });
}

/**
 * Ends one of the event's kiosks: the tablet can do nothing more (it says so at its next request).
 * Transaction: none; a single UPDATE of the open kiosk's row.
 */
export async function endKiosk(db: Database, actorId: string, eventId: number, kioskId: string) {
  const ended = await db
    .update(eventKiosks)
    .set({ endedAt: new Date(), endedBy: actorId })
    .where(and(eq(eventKiosks.id, kioskId), eq(eventKiosks.eventId, eventId), isNull(eventKiosks.endedAt)))
    .returning({ id: eventKiosks.id });
  if (ended.length === 0) throw notFound("This kiosk is not open.");
}

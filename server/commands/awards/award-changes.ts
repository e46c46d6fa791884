import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { awards } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import type { EntityRef } from "../../loaders/memberships";
import { GIVEN_BY } from "../../queries/awards";

/** Said when an award was revoked already (by another admin meanwhile, or a repeated request). */
export const ALREADY_REVOKED_MESSAGE = "This award was revoked already.";

/**
 * An admin of the giver (the route checked `giveAwards` there) takes an award back, with the
 * reason: the row is kept, listed as revoked to the giver's admins and gone from the member's
 * profile; the member is not told.
 * Transaction: one (the update and its `award.revoked` event); only a row still given is
 * updated, so two admins revoking at once revoke it once (409 for the second).
 */
export async function revokeAward(
  db: Database,
  actorId: string,
  entity: EntityRef,
  awardId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(awards)
      .set({ revokedAt: now, revokedBy: actorId, revokeReason: reason })
      .where(
        and(
          eq(awards.id, awardId),
          eq(GIVEN_BY[entity.type], entity.id),
          eq(awards.kind, "manual"),
          isNull(awards.revokedAt),
        ),
      )
      .returning({ recipientId: awards.recipientId, grantId: awards.grantId, title: awards.title });
    if (!row) throw new AppError("conflict", ALREADY_REVOKED_MESSAGE);
    await recordEvent(tx, {
      type: "award.revoked",
      actorId,
      subject: { type: "award", id: awardId },
      payload: {
        recipientId: row.recipientId,
        entity,
        grantId: row.grantId ?? awardId,
        title: row.title,
        reason,
      },
    });
  });
}

/**
 * The member hides one of their awards from their profile, or shows it again (`hidden_at`);
 * setting what is already set changes nothing.
 * Transaction: none of its own; one statement, on the member's own row, locks nothing more.
 */
export async function setAwardHidden(
  db: Database,
  userId: string,
  awardId: string,
  hidden: boolean,
  now = new Date(),
): Promise<void> {
  await db
    .update(awards)
    .set({ hiddenAt: hidden ? now : null })
    .where(and(eq(awards.id, awardId), eq(awards.recipientId, userId)));
}

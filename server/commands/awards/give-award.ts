import { and, eq, inArray, sql } from "drizzle-orm";
import { AWARD_BADGE_BUCKET } from "../../../shared/awards";
import type { GiveAwardInput } from "../../../shared/schemas/awards";
import type { Database } from "../../db/client";
import { awards } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import { type EntityRef, MEMBERSHIP_TABLES } from "../../loaders/memberships";
import type { FileRow } from "../../media/store-upload";
import { keepPictures } from "../../media/unattached-uploads";
import { type AwardRow, findGrant } from "../../queries/awards";

const GIVER_FIELD = { group: "groupId", partnership: "partnershipId", event: "eventId" } as const;

/** Said when some of the chosen members are not (or no longer) members of the organisation. */
export const NOT_MEMBERS_MESSAGE = "Only current members can receive an award from here.";

/**
 * An organisation's admin (the route checked `giveAwards`) gives one award to one or several of
 * its active members: one row each, sharing a grant id, and one `award.given` event per row so
 * that each member is told once. The same `grantId` again (a retried request) gives nothing new
 * and answers the rows already given; under another organisation it is a conflict. A recipient
 * who is not an active member refuses the whole giving (422, naming them in `recipientIds`). The
 * badge (checked as the giver's upload in the entity-images bucket) is kept for good.
 * Transaction: one; the memberships are read in it, so a member who leaves meanwhile either got
 * the award first or is refused.
 */
export async function giveAward(
  db: Database,
  actorId: string,
  entity: EntityRef,
  input: GiveAwardInput,
  badge: FileRow | null,
): Promise<{ rows: AwardRow[]; repeated: boolean }> {
  const grantId = input.grantId ?? crypto.randomUUID();
  return db.transaction(async (tx) => {
    if (input.grantId) {
      // Two copies of one request at once: the second waits here and then finds the first's rows.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('award-grant'), hashtext(${input.grantId}))`,
      );
      const earlier = await findGrant(tx, input.grantId, input.recipientIds);
      if (earlier.length) {
        const same = earlier.every((row) => row.award[GIVER_FIELD[entity.type]] === entity.id);
        if (!same) throw new AppError("conflict", "This award was given elsewhere. Reload the page.");
        return { rows: earlier, repeated: true };
      }
    }
    const m = MEMBERSHIP_TABLES[entity.type];
    const members = await tx
      .select({ userId: m.userId })
      .from(m.table)
      .where(
        and(eq(m.entityId, entity.id), eq(m.table.status, "active"), inArray(m.userId, input.recipientIds)),
      );
    const found = new Set(members.map((row) => row.userId));
    const outsiders = input.recipientIds.filter((id) => !found.has(id));
    if (outsiders.length) {
      throw new AppError("validation_failed", NOT_MEMBERS_MESSAGE, [
        { path: "recipientIds", message: NOT_MEMBERS_MESSAGE },
      ]);
    }
    if (badge) {
      if (badge.bucketId !== AWARD_BADGE_BUCKET) throw new Error("badge outside its bucket");
      await keepPictures(tx, { badgeFileId: badge });
    }
    const inserted = await tx
      .insert(awards)
      .values(
        input.recipientIds.map((recipientId) => ({
          recipientId,
          awardedBy: actorId,
          kind: "manual",
          grantId,
          title: input.title,
          description: input.description,
          citation: input.citation,
          badgeImage: badge?.objectKey ?? null,
          [GIVER_FIELD[entity.type]]: entity.id,
        })),
      )
      .returning({ id: awards.id, recipientId: awards.recipientId });
    for (const row of inserted) {
      await recordEvent(tx, {
        type: "award.given",
        actorId,
        subject: { type: "award", id: row.id },
        payload: { recipientId: row.recipientId, entity, grantId, title: input.title },
      });
    }
    return { rows: await findGrant(tx, grantId, input.recipientIds), repeated: false };
  });
}

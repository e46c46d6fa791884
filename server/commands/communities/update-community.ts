import { sql } from "drizzle-orm";
import type { UpdateCommunityInput } from "../../../shared/schemas/communities";
import type { CommunityType } from "../../../shared/schemas/lists";
import type { Database } from "../../db/client";
import { recordEvent } from "../../events/record";
import { MEMBERSHIP_TABLES } from "../../loaders/memberships";
import type { Logger } from "../../logger";
import { deleteDroppedObjects, dropUploadRows } from "../../media/replaced-files";
import { keepPictures } from "../../media/unattached-uploads";
import type { MemberActor } from "../../policies/actor";
import { type CommunityValues, updateCommunityRow } from "../../queries/communities";
import type { ObjectStorage } from "../../storage/object-storage";
import { type CommunityPictures, pictureUrl } from "./create-community";

/**
 * Saves a group's or partnership's fields and records `community.updated` with those that
 * changed. A replaced picture that was an upload is deleted (its row now, its object after
 * commit). Made public, the requests waiting are let in: anyone may join now, and they asked.
 * Transaction: one; locks the group or partnership row (FOR UPDATE); old objects go after commit.
 */
export async function updateCommunity(
  deps: { db: Database; storage: ObjectStorage; logger: Logger },
  actor: MemberActor,
  type: CommunityType,
  id: number,
  input: UpdateCommunityInput,
  pictures: CommunityPictures,
) {
  const result = await deps.db.transaction(async (tx) => {
    const values: CommunityValues = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.description !== undefined) values.description = input.description;
    if (input.visibility !== undefined) values.visibility = input.visibility;
    if (pictures.profileImage !== undefined) values.profileImage = pictureUrl(pictures.profileImage);
    if (pictures.coverPhoto !== undefined) values.coverPhoto = pictureUrl(pictures.coverPhoto);
    const saved = await updateCommunityRow(tx, type, id, values);
    if (!saved) return null;
    await keepPictures(tx, {
      profileImageFileId: pictures.profileImage,
      coverPhotoFileId: pictures.coverPhoto,
    });
    const { before, after } = saved;
    if (before.visibility === "private" && after.visibility === "public") {
      const m = MEMBERSHIP_TABLES[type];
      await tx.execute(
        sql`update ${m.table} set status = 'active', joined_at = now() where ${m.entityId} = ${id} and status = 'pending'`,
      );
    }
    const fields = (Object.keys(values) as (keyof CommunityValues)[]).filter(
      (field) => before[field] !== after[field],
    );
    await recordEvent(tx, {
      type: "community.updated",
      actorId: actor.id,
      subject: { type, id: String(id) },
      payload: { fields },
    });
    const gone = await dropUploadRows(tx, [
      values.profileImage !== undefined && before.profileImage !== after.profileImage
        ? before.profileImage
        : null,
      values.coverPhoto !== undefined && before.coverPhoto !== after.coverPhoto ? before.coverPhoto : null,
    ]);
    return { row: after, gone };
  });
  if (!result) return null;
  await deleteDroppedObjects(deps, result.gone);
  return result.row;
}

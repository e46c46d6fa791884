import type { CreateCommunityInput } from "../../../shared/schemas/communities";
import type { CommunityType } from "../../../shared/schemas/lists";
import type { Database } from "../../db/client";
import { recordEvent } from "../../events/record";
import { upsertMembership } from "../../loaders/memberships";
import { fileUrl } from "../../media/file-url";
import type { FileRow } from "../../media/store-upload";
import { keepPictures } from "../../media/unattached-uploads";
import type { MemberActor } from "../../policies/actor";
import { type CommunityRow, insertCommunity } from "../../queries/communities";

/** The pictures of a community, loaded and authorised by the route (null: none). */
export interface CommunityPictures {
  profileImage?: FileRow | null;
  coverPhoto?: FileRow | null;
}

/**
 * The public URL of a community's picture (null or undefined passed through).
 * Transaction: none; pure (no database access), locks nothing.
 */
export const pictureUrl = (file: FileRow | null | undefined) =>
  file ? fileUrl(file.bucketId, file.objectKey) : file;

/**
 * Creates a group or partnership (a subgroup or sub-partnership under `parentId`), makes its
 * creator the owner, and records `community.created`, in one transaction.
 * Transaction: one; no row locks (inserts, and the UPDATE keeping the pictures' file rows).
 */
export async function createCommunity(
  db: Database,
  creator: MemberActor,
  type: CommunityType,
  input: CreateCommunityInput,
  pictures: CommunityPictures,
  parentId: number | null,
): Promise<CommunityRow> {
  return db.transaction(async (tx) => {
    await keepPictures(tx, {
      profileImageFileId: pictures.profileImage,
      coverPhotoFileId: pictures.coverPhoto,
    });
    const row = await insertCommunity(
      tx,
      type,
      {
        name: input.name,
        description: input.description,
        visibility: input.visibility,
        profileImage: pictureUrl(pictures.profileImage) ?? null,
        coverPhoto: pictureUrl(pictures.coverPhoto) ?? null,
      },
      parentId,
      creator.id,
    );
    await upsertMembership(tx, { type, id: row.id }, creator.id, { role: "owner", status: "active" });
    await recordEvent(tx, {
      type: "community.created",
      actorId: creator.id,
      subject: { type, id: String(row.id) },
      payload: { parentId },
    });
    return row;
  });
}

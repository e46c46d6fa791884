import type { Database } from "../../db/client";
import { loadAttachableFiles } from "../../media/own-files";
import type { FileRow } from "../../media/store-upload";
import type { MemberActor } from "../../policies";

/** One picture of a form: the field naming the upload and the bucket it must have gone to. */
type PictureField = { readonly field: string; readonly bucket: string };
type PictureFields = Readonly<Record<string, PictureField>>;

/**
 * Each entity's pictures and their buckets (spec §9): a group's and a partnership's picture in
 * their own bucket, an event's and its subgroups' in event-images, every cover in entity-covers.
 */
export const PICTURES = {
  group: {
    profileImage: { field: "profileImageFileId", bucket: "group-profile-images" },
    coverPhoto: { field: "coverPhotoFileId", bucket: "entity-covers" },
  },
  partnership: {
    profileImage: { field: "profileImageFileId", bucket: "partnership-profile-images" },
    coverPhoto: { field: "coverPhotoFileId", bucket: "entity-covers" },
  },
  event: {
    eventImage: { field: "eventImageFileId", bucket: "event-images" },
    coverPhoto: { field: "coverPhotoFileId", bucket: "entity-covers" },
  },
  eventSubgroup: {
    profileImage: { field: "profileImageFileId", bucket: "event-images" },
  },
} as const satisfies Record<string, PictureFields>;

type FieldValues<F extends PictureFields> = {
  [K in keyof F as F[K]["field"]]?: string | null;
};

/**
 * The uploads a create or an update names, loaded in one query and checked as the member's own,
 * in the right bucket (403 / 422 otherwise): each picture's file, null to remove it, undefined
 * when the form left it unchanged.
 */
export async function picturesOf<F extends PictureFields>(
  db: Database,
  member: MemberActor,
  fields: F,
  input: FieldValues<F>,
): Promise<{ [K in keyof F]: FileRow | null | undefined }> {
  const values = input as Record<string, string | null | undefined>;
  const wanted = Object.values(fields).flatMap(({ field, bucket }) => {
    const id = values[field];
    return id ? [{ field, id, bucket }] : [];
  });
  const files = await loadAttachableFiles(db, member, wanted);
  const pictures: Record<string, FileRow | null | undefined> = {};
  for (const [name, { field }] of Object.entries(fields)) {
    const id = values[field];
    pictures[name] = id === undefined ? undefined : id === null ? null : files.get(id);
  }
  return pictures as { [K in keyof F]: FileRow | null | undefined };
}

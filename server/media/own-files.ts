import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { files } from "../db/schema";
import { AppError } from "../errors";
import { authorize, type MemberActor } from "../policies";
import type { FileRow } from "./store-upload";

/**
 * Loads files a member attaches to something (an avatar, a cover, a post's media) in one query,
 * and checks each: it exists, the member uploaded it (the file policy: 403 otherwise) and it lies
 * in `bucket` (422 naming the field otherwise). Keyed by id.
 */
export async function loadAttachableFiles(
  db: Database,
  member: MemberActor,
  wanted: { field: string; id: string; bucket: string }[],
): Promise<Map<string, FileRow>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(
      inArray(
        files.id,
        wanted.map((item) => item.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const item of wanted) {
    const row = byId.get(item.id);
    const wrong = (message: string) =>
      new AppError("validation_failed", message, [{ path: item.field, message }]);
    if (!row) throw wrong("This file does not exist. Please upload it again.");
    authorize(member, "attach", { kind: "file", ownerId: row.ownerId, bucketId: row.bucketId });
    if (row.bucketId !== item.bucket)
      throw wrong(`This file was not uploaded as ${bucketNoun(item.bucket)}.`);
  }
  return byId;
}

const BUCKET_NOUNS: Record<string, string> = {
  avatars: "a profile picture",
  "entity-covers": "a cover photo",
  "group-profile-images": "a group picture",
  "partnership-profile-images": "a partnership picture",
  "event-images": "an event picture",
  "entity-images": "an award badge",
};
const bucketNoun = (bucket: string) => BUCKET_NOUNS[bucket] ?? "post media";

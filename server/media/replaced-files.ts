import { and, eq, or } from "drizzle-orm";
import type { Executor } from "../db/client";
import { files } from "../db/schema";
import type { Logger } from "../logger";
import type { ObjectStorage } from "../storage/object-storage";
import { parseFileUrl } from "./file-url";

/** An upload whose row is gone and whose object is to be deleted once the transaction commits. */
export interface DroppedUpload {
  bucketId: string;
  objectKey: string;
}

/**
 * Deletes the rows of the uploads these picture URLs name (a replaced or deleted picture), in the
 * caller's transaction, and returns the objects to delete after commit (deleteDroppedObjects).
 * URLs that are not uploads of ours (a seeded picture, null) are passed over.
 */
export async function dropUploadRows(
  tx: Executor,
  urls: readonly (string | null)[],
): Promise<DroppedUpload[]> {
  const refs = urls.map(parseFileUrl).filter((ref) => ref !== null);
  if (refs.length === 0) return [];
  return tx
    .delete(files)
    .where(or(...refs.map((ref) => and(eq(files.bucketId, ref.bucket), eq(files.objectKey, ref.key)))))
    .returning({ bucketId: files.bucketId, objectKey: files.objectKey });
}

/**
 * Deletes the objects of dropped uploads, after commit: a failure is logged and leaves an object
 * without a row (no page links to it), never a row without its object.
 */
export async function deleteDroppedObjects(
  deps: { storage: ObjectStorage; logger: Logger },
  dropped: readonly DroppedUpload[],
) {
  for (const file of dropped) {
    await deps.storage.delete(file.bucketId, file.objectKey).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: file.objectKey }, "a dropped upload's object could not be deleted");
    });
  }
}

import { and, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import { PICTURE_UPLOAD_BUCKETS } from "../../shared/limits";
import type { Database, Executor } from "../db/client";
import { files } from "../db/schema";
import { inList } from "../db/schema/helpers";
import { AppError } from "../errors";
import type { JobDefinition } from "../jobs/worker";
import type { Logger } from "../logger";
import type { ObjectStorage } from "../storage/object-storage";
import { type DroppedUpload, deleteDroppedObjects } from "./replaced-files";

export const UNATTACHED_UPLOADS_JOB = "media.unattached-uploads";
/**
 * How long an upload may wait for what shows it (a post, or a saved profile, community, event or
 * team): a composer or a form left open over a day loses it.
 */
export const UNATTACHED_UPLOAD_HOURS = 24;
/** Rows deleted per transaction, so that one run never holds many locks for long. */
const BATCH = 200;

export const UNATTACHED_UPLOADS_SCHEDULE = {
  name: "unattached-uploads",
  kind: UNATTACHED_UPLOADS_JOB,
  everySeconds: 3600,
};

/**
 * Deletes the rows of a post's pictures and videos, in the caller's transaction before the post
 * goes, and returns their objects for deletion after commit (deleteDroppedObjects): a deleted or
 * removed post leaves no picture behind at its address.
 */
export function dropPostMedia(tx: Executor, postId: string): Promise<DroppedUpload[]> {
  return tx
    .delete(files)
    .where(eq(files.postId, postId))
    .returning({ bucketId: files.bucketId, objectKey: files.objectKey });
}

/**
 * Marks the pictures a form saves (keyed by the form's field) as kept, in the caller's transaction
 * before their URLs are written: the update takes each row's lock, so the clean-up, which deletes
 * only pictures never kept, either waits and leaves the row or has deleted it already. Then the
 * save is refused under the field ("This file does not exist. Please upload it again.", as for a
 * file that never existed). A picture saved before (a series' dates share theirs) stays kept.
 */
export async function keepPictures(
  tx: Executor,
  pictures: Record<string, { id: string } | null | undefined>,
): Promise<void> {
  const wanted = Object.entries(pictures).filter((entry): entry is [string, { id: string }] => !!entry[1]);
  if (!wanted.length) return;
  const kept = await tx
    .update(files)
    .set({ attachedAt: sql`coalesce(${files.attachedAt}, now())` })
    .where(
      inArray(
        files.id,
        wanted.map(([, file]) => file.id),
      ),
    )
    .returning({ id: files.id });
  const missing = wanted.find(([, file]) => !kept.some((row) => row.id === file.id));
  if (missing) {
    const message = "This file does not exist. Please upload it again.";
    throw new AppError("validation_failed", message, [{ path: missing[0], message }]);
  }
}

const olderThanADay = lt(files.createdAt, sql`now() - make_interval(hours => ${UNATTACHED_UPLOAD_HOURS})`);

/**
 * What the clean-up deletes, each with the buckets as literals so that any plan may use its
 * partial index: post media no post took (files_unattached_media_idx) and pictures no form
 * saved (files_unattached_pictures_idx).
 */
const UNATTACHED = [
  and(sql`${files.bucketId} = 'post-media'`, isNull(files.postId), olderThanADay),
  and(inList(files.bucketId, PICTURE_UPLOAD_BUCKETS), isNull(files.attachedAt), olderThanADay),
  // Award badges (issue 30) no award took: found through files_bucket_key_idx's bucket prefix,
  // since a new bucket in the partial index above would be a migration.
  and(sql`${files.bucketId} = 'entity-images'`, isNull(files.attachedAt), olderThanADay),
];

/**
 * Deletes post-media uploads that no post took within UNATTACHED_UPLOAD_HOURS (the composer was
 * closed, or the post refused), those whose post is gone by a path that did not delete them
 * (the foreign key sets `post_id` to null), and pictures no form saved within the same time
 * (keepPictures): rows in batches, each batch's objects after its commit. A row a post or a form
 * is taking right now is locked by its transaction: the delete waits for it, reads the row again
 * and leaves it if it was taken (server/commands/posts/create-post.ts, claimMedia). Returns how
 * many uploads went.
 */
export async function deleteUnattachedUploads(deps: {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
}): Promise<number> {
  let deleted = 0;
  for (const unattached of UNATTACHED) deleted += await deleteInBatches(deps, unattached);
  return deleted;
}

async function deleteInBatches(
  deps: { db: Database; storage: ObjectStorage; logger: Logger },
  unattached: SQL | undefined,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const dropped = await deps.db
      .delete(files)
      .where(
        and(
          sql`${files.id} in (${deps.db
            .select({ id: files.id })
            .from(files)
            .where(unattached)
            .orderBy(files.createdAt)
            .limit(BATCH)})`,
          unattached,
        ),
      )
      .returning({ bucketId: files.bucketId, objectKey: files.objectKey });
    await deleteDroppedObjects(deps, dropped);
    deleted += dropped.length;
    if (dropped.length < BATCH) return deleted;
  }
}

/** The hourly job of UNATTACHED_UPLOADS_SCHEDULE. */
export function unattachedUploadsJob(deps: {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
}): JobDefinition {
  return {
    async run() {
      const deleted = await deleteUnattachedUploads(deps);
      if (deleted) deps.logger.info({ deleted }, "uploads no post or form took were deleted");
    },
  };
}

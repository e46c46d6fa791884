import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { files } from "../db/schema";
import type { JobDefinition } from "../jobs/worker";
import type { Logger } from "../logger";
import type { ObjectStorage } from "../storage/object-storage";
import { type DroppedUpload, deleteDroppedObjects } from "./replaced-files";

export const UNATTACHED_UPLOADS_JOB = "media.unattached-uploads";
/** How long a post-media upload may wait for its post: a composer left open over a day loses it. */
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
 * Deletes post-media uploads that no post took within UNATTACHED_UPLOAD_HOURS (the composer was
 * closed, or the post refused), and those whose post is gone by a path that did not delete them
 * (the foreign key sets `post_id` to null): rows in batches, each batch's objects after its
 * commit. A row a post is taking right now is locked by that post's transaction: the delete
 * waits for it, reads `post_id` again and leaves the row if the post took it
 * (server/commands/posts/create-post.ts, claimMedia). Returns how many uploads went.
 */
export async function deleteUnattachedUploads(deps: {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
}): Promise<number> {
  let deleted = 0;
  for (;;) {
    // The bucket as a literal, so that any plan may use files_unattached_media_idx.
    const unattached = and(
      sql`${files.bucketId} = 'post-media'`,
      isNull(files.postId),
      lt(files.createdAt, sql`now() - make_interval(hours => ${UNATTACHED_UPLOAD_HOURS})`),
    );
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
      if (deleted) deps.logger.info({ deleted }, "uploads no post took were deleted");
    },
  };
}

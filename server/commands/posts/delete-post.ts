import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { posts } from "../../db/schema";
import type { Logger } from "../../logger";
import { deleteDroppedObjects } from "../../media/replaced-files";
import { dropPostMedia } from "../../media/unattached-uploads";
import type { ObjectStorage } from "../../storage/object-storage";

/**
 * Deletes a post; its comments, likes and mentions go with it, its pictures and videos too (their
 * objects after commit), notifications keep their text.
 * Transaction: one; no explicit locks (its DELETEs take the rows they touch); objects after commit.
 */
export async function deletePost(
  deps: { db: Database; storage: ObjectStorage; logger: Logger },
  postId: string,
) {
  const dropped = await deps.db.transaction(async (tx) => {
    const media = await dropPostMedia(tx, postId);
    await tx.delete(posts).where(eq(posts.id, postId));
    return media;
  });
  await deleteDroppedObjects(deps, dropped);
}

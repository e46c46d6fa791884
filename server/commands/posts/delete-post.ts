import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { posts } from "../../db/schema";

/** Deletes a post; its comments, likes and mentions go with it, notifications keep their text. */
export async function deletePost(db: Database, postId: string) {
  await db.delete(posts).where(eq(posts.id, postId));
}

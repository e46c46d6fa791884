import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { posts } from "../../db/schema";
import { recordEvent } from "../../events/record";
import type { MemberActor } from "../../policies/actor";
import { prepareLink, syncMentions } from "./content-effects";

/**
 * Changes a post's text (its author, authorised by the route). Mentions follow the new text (only
 * members newly named hear of it); the preview follows its first link. Records `post.updated`.
 * Transaction: one; no explicit locks (the UPDATE takes the post row).
 */
export async function updatePost(db: Database, author: MemberActor, postId: string, content: string) {
  await db.transaction(async (tx) => {
    const linkUrl = await prepareLink(tx, content);
    await tx.update(posts).set({ content, linkUrl, updatedAt: new Date() }).where(eq(posts.id, postId));
    await recordEvent(tx, {
      type: "post.updated",
      actorId: author.id,
      subject: { type: "post", id: postId },
      payload: { authorId: author.id, linkUrl },
    });
    await syncMentions(tx, { postId, commentId: null, writerId: author.id }, content);
  });
}

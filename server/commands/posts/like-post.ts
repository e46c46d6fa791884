import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { postLikes, posts } from "../../db/schema";
import { recordEvent } from "../../events/record";
import type { MemberActor } from "../../policies/actor";

/** The post's count (kept by a trigger in the same transaction) and whether the member likes it. */
async function likeState(tx: Executor, member: MemberActor, postId: string) {
  const [total] = await tx.select({ n: posts.likeCount }).from(posts).where(eq(posts.id, postId));
  const [mine] = await tx
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, member.id)));
  return { likeCount: total?.n ?? 0, likedByMe: Boolean(mine) };
}

/**
 * Likes a post; liking it again changes nothing (PUT is idempotent) and records no second
 * `post.liked`, so its author hears of it once.
 * Transaction: one; no row locks (the (post, user) key settles a double like; a trigger keeps the count).
 */
export async function likePost(db: Database, member: MemberActor, post: { id: string; authorId: string }) {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(postLikes)
      .values({ postId: post.id, userId: member.id })
      .onConflictDoNothing()
      .returning({ postId: postLikes.postId });
    if (added.length) {
      await recordEvent(tx, {
        type: "post.liked",
        actorId: member.id,
        subject: { type: "post", id: post.id },
        payload: { postAuthorId: post.authorId },
      });
    }
    return likeState(tx, member, post.id);
  });
}

/**
 * Takes the member's like back; without a like, nothing changes.
 * Transaction: one; no explicit locks (the DELETE, and the count trigger's UPDATE of the post row).
 */
export async function unlikePost(db: Database, member: MemberActor, postId: string) {
  return db.transaction(async (tx) => {
    await tx.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, member.id)));
    return likeState(tx, member, postId);
  });
}

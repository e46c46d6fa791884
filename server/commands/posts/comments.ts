import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { comments } from "../../db/schema";
import { recordEvent } from "../../events/record";
import type { MemberActor } from "../../policies/actor";
import { syncMentions } from "./content-effects";

/**
 * Writes a comment with its mentions and records `comment.created` (the post's author hears of it).
 * Transaction: one; no row locks (inserts; the unique mention index settles repeats).
 */
export async function createComment(
  db: Database,
  member: MemberActor,
  post: { id: string; authorId: string },
  content: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ postId: post.id, authorId: member.id, content })
      .returning({ id: comments.id });
    if (!row) throw new Error("comment was not written");
    await recordEvent(tx, {
      type: "comment.created",
      actorId: member.id,
      subject: { type: "comment", id: row.id },
      payload: { postId: post.id, postAuthorId: post.authorId },
    });
    await syncMentions(tx, { postId: post.id, commentId: row.id, writerId: member.id }, content);
    return row.id;
  });
}

/**
 * Deletes a comment (its mentions go with it).
 * Transaction: none; a single DELETE statement.
 */
export async function deleteComment(db: Database, commentId: string) {
  await db.delete(comments).where(eq(comments.id, commentId));
}

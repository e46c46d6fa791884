import { eq } from "drizzle-orm";
import { DESCRIPTION_COUNT_MESSAGE } from "../../../shared/schemas/posts";
import type { Database } from "../../db/client";
import { type PostMediaItem, posts } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import type { MemberActor } from "../../policies/actor";
import { prepareLink, syncMentions } from "./content-effects";

/**
 * Changes a post's text (its author, authorised by the route) and, given `mediaAlt`, the
 * descriptions of its pictures (one per item, in order; "" for none). Mentions follow the new
 * text (only members newly named hear of it); the preview follows its first link. Records
 * `post.updated`. A copy already on Bluesky keeps what it was published with.
 * Transaction: one; with descriptions, locks the post row first (FOR UPDATE) to read its media;
 * otherwise the UPDATE takes it.
 */
export async function updatePost(
  db: Database,
  author: MemberActor,
  postId: string,
  input: { content: string; mediaAlt?: readonly string[] },
) {
  const { content, mediaAlt } = input;
  await db.transaction(async (tx) => {
    let media: PostMediaItem[] | undefined;
    if (mediaAlt) {
      const [row] = await tx
        .select({ media: posts.media })
        .from(posts)
        .where(eq(posts.id, postId))
        .for("update");
      if (!row || row.media.length !== mediaAlt.length) {
        throw new AppError("validation_failed", DESCRIPTION_COUNT_MESSAGE, [
          { path: "mediaAlt", message: DESCRIPTION_COUNT_MESSAGE },
        ]);
      }
      media = row.media.map(({ alt: _old, ...item }, index) => {
        const description = mediaAlt[index] ?? "";
        return description ? { ...item, alt: description } : item;
      });
    }
    const linkUrl = await prepareLink(tx, content);
    await tx
      .update(posts)
      .set({ content, linkUrl, updatedAt: new Date(), ...(media ? { media } : {}) })
      .where(eq(posts.id, postId));
    await recordEvent(tx, {
      type: "post.updated",
      actorId: author.id,
      subject: { type: "post", id: postId },
      payload: { authorId: author.id, linkUrl },
    });
    await syncMentions(tx, { postId, commentId: null, writerId: author.id }, content);
  });
}

import { and, eq, inArray, sql } from "drizzle-orm";
import { REMOVED_EXCERPT_LENGTH } from "../../../shared/moderation";
import type { Database, Executor } from "../../db/client";
import { comments, contentReports, posts } from "../../db/schema";
import { recordEvent } from "../../events/record";
import type { EntityRef } from "../../loaders/memberships";
import type { Logger } from "../../logger";
import { deleteDroppedObjects } from "../../media/replaced-files";
import { dropPostMedia } from "../../media/unattached-uploads";
import type { MemberActor } from "../../policies/actor";
import { logModeration } from "../../queries/moderation-log";
import type { ObjectStorage } from "../../storage/object-storage";

/** The post or comment a moderator removes, as the route loaded it. */
export interface RemovableContent {
  kind: "post" | "comment";
  id: string;
  authorId: string;
  content: string;
  /** The post itself, or the post the comment is on. */
  postId: string;
  entity: EntityRef | null;
}

/**
 * Removes a post (with its comments, likes and mentions) or a comment, for a reason: the open
 * reports of it (and, for a post, of its comments) are resolved, the moderation log keeps the
 * reason and the first words of what was removed, and the author is told (`content.removed`).
 * A post's pictures and videos go with it (their objects after commit).
 * Removal is a delete: nothing removed lingers in feeds or counts.
 * Transaction: one; no explicit locks (its UPDATE and DELETEs take their rows); objects after commit.
 */
export async function removeContent(
  deps: { db: Database; storage: ObjectStorage; logger: Logger },
  actor: MemberActor,
  target: RemovableContent,
  reason: string,
) {
  const dropped = await deps.db.transaction(async (tx) => {
    await resolveReports(tx, actor, target);
    const media = target.kind === "post" ? await dropPostMedia(tx, target.id) : [];
    if (target.kind === "post") await tx.delete(posts).where(eq(posts.id, target.id));
    else await tx.delete(comments).where(eq(comments.id, target.id));
    await logModeration(tx, {
      entity: target.entity,
      actorId: actor.id,
      action: target.kind === "post" ? "post.removed" : "comment.removed",
      subjectUserId: target.authorId,
      reason,
      details: {
        content: {
          kind: target.kind,
          authorId: target.authorId,
          excerpt: target.content.slice(0, REMOVED_EXCERPT_LENGTH),
        },
      },
    });
    await recordEvent(tx, {
      type: "content.removed",
      actorId: actor.id,
      subject: { type: target.kind, id: target.id },
      payload: {
        entity: target.entity,
        authorId: target.authorId,
        postId: target.kind === "comment" ? target.postId : null,
        reason,
      },
    });
    return media;
  });
  await deleteDroppedObjects(deps, dropped);
}

/** Closes the open reports of what goes, before the delete sets their references to null. */
async function resolveReports(tx: Executor, actor: MemberActor, target: RemovableContent) {
  const about =
    target.kind === "comment"
      ? eq(contentReports.commentId, target.id)
      : sql`(${contentReports.postId} = ${target.id} or ${inArray(
          contentReports.commentId,
          tx.select({ id: comments.id }).from(comments).where(eq(comments.postId, target.id)),
        )})`;
  await tx
    .update(contentReports)
    .set({ status: "resolved", resolvedBy: actor.id, resolvedAt: sql`now()` })
    .where(and(eq(contentReports.status, "open"), about));
}

import { Hono } from "hono";
import { removalSchema, reportSchema } from "../../../shared/schemas/communities";
import { commentIdParamSchema } from "../../../shared/schemas/posts";
import { removeContent } from "../../commands/moderation/remove-content";
import { reportContent } from "../../commands/moderation/reports";
import { deleteComment } from "../../commands/posts/comments";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { notFound } from "../../errors";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { type Actor, authorize } from "../../policies";
import { presentRemoved, presentReportFiled } from "../../presenters/moderation";
import { presentDeleted } from "../../presenters/post";
import { loadComment } from "../../queries/comments";
import { targetOf } from "../../queries/post-access";
import { loadPost } from "../posts/load";

/** The comment, its post and the actor's access: what every comment route decides on; 404 if gone. */
async function loadCommentAccess(db: Executor, actor: Actor, commentId: string) {
  const comment = await loadComment(db, commentId);
  if (!comment) throw notFound("This comment does not exist.");
  const { row, access } = await loadPost(db, actor, comment.postId);
  return {
    comment,
    entity: targetOf(row),
    access: { kind: "comment" as const, authorId: comment.author.userId, post: access },
  };
}

/**
 * Comments by their own id (writing and listing live under the post): deleting one's own, and
 * their moderation: reporting one, removing one with a reason (decisions.md, "Moderation").
 */
export const commentRoutes = new Hono<AppEnv>()
  .delete("/:commentId", requireSession, validate("param", commentIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { commentId } = c.req.valid("param");
    const { access } = await loadCommentAccess(db, c.var.actor, commentId);
    authorize(c.var.actor, "delete", access);
    await deleteComment(db, commentId);
    return c.json(presentDeleted(commentId));
  })
  .post(
    "/:commentId/reports",
    requireSession,
    validate("param", commentIdParamSchema),
    validate("json", reportSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { commentId } = c.req.valid("param");
      const { access, entity } = await loadCommentAccess(db, c.var.actor, commentId);
      authorize(c.var.actor, "report", access);
      const report = await reportContent(
        db,
        c.var.member,
        { kind: "comment", id: commentId, entity },
        c.req.valid("json").reason,
      );
      return c.json(presentReportFiled(report), report.created ? 201 : 200);
    },
  )
  .post(
    "/:commentId/removal",
    requireSession,
    validate("param", commentIdParamSchema),
    validate("json", removalSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { commentId } = c.req.valid("param");
      const { comment, access, entity } = await loadCommentAccess(db, c.var.actor, commentId);
      authorize(c.var.actor, "remove", access);
      await removeContent(
        c.var.deps,
        c.var.member,
        {
          kind: "comment",
          id: commentId,
          authorId: comment.author.userId,
          content: comment.content,
          postId: comment.postId,
          entity,
        },
        c.req.valid("json").reason,
      );
      return c.json(presentRemoved(commentId));
    },
  );

import { Hono } from "hono";
import { commentIdParamSchema } from "../../../shared/schemas/posts";
import { deleteComment } from "../../commands/posts/comments";
import type { AppEnv } from "../../context";
import { loadComment } from "../../db/comments";
import { notFound } from "../../errors";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentDeleted } from "../../presenters/post";
import { loadPost } from "../posts/load";

/** Comments by their own id: deleting one's own (writing and listing live under the post). */
export const commentRoutes = new Hono<AppEnv>().delete(
  "/:commentId",
  requireSession,
  validate("param", commentIdParamSchema),
  async (c) => {
    const { db } = c.var.deps;
    const { commentId } = c.req.valid("param");
    const comment = await loadComment(db, commentId);
    if (!comment) throw notFound("This comment does not exist.");
    const { access } = await loadPost(db, c.var.actor, comment.postId);
    authorize(c.var.actor, "delete", { kind: "comment", authorId: comment.author.userId, post: access });
    await deleteComment(db, commentId);
    return c.json(presentDeleted(commentId));
  },
);

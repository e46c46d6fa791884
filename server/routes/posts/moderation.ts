import { Hono } from "hono";
import { removalSchema, reportSchema } from "../../../shared/schemas/communities";
import { postIdParamSchema } from "../../../shared/schemas/posts";
import { removeContent } from "../../commands/moderation/remove-content";
import { reportContent } from "../../commands/moderation/reports";
import type { AppEnv } from "../../context";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentRemoved, presentReportFiled } from "../../presenters/moderation";
import { targetOf } from "../../queries/post-access";
import { loadPost } from "./load";

/**
 * Moderation of posts (decisions.md, "Moderation"): members report a post to the moderators of
 * where it lives; a moderator (or a platform admin) removes it, with a reason.
 */
export const postModerationRoutes = new Hono<AppEnv>()
  .post(
    "/:postId/reports",
    requireSession,
    validate("param", postIdParamSchema),
    validate("json", reportSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { postId } = c.req.valid("param");
      const { row, access } = await loadPost(db, c.var.actor, postId);
      authorize(c.var.actor, "report", access);
      const report = await reportContent(
        db,
        c.var.member,
        { kind: "post", id: postId, entity: targetOf(row) },
        c.req.valid("json").reason,
      );
      return c.json(presentReportFiled(report), report.created ? 201 : 200);
    },
  )
  .post(
    "/:postId/removal",
    requireSession,
    validate("param", postIdParamSchema),
    validate("json", removalSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { postId } = c.req.valid("param");
      const { row, access } = await loadPost(db, c.var.actor, postId);
      authorize(c.var.actor, "remove", access);
      await removeContent(
        c.var.deps,
        c.var.member,
        {
          kind: "post",
          id: postId,
          authorId: row.authorId,
          content: row.content,
          postId,
          entity: targetOf(row),
        },
        c.req.valid("json").reason,
      );
      return c.json(presentRemoved(postId));
    },
  );

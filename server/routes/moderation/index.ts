import { Hono } from "hono";
import { MEMBERS_PAGE_SIZE } from "../../../shared/limits";
import { reportIdParamSchema, timeCursorQuerySchema } from "../../../shared/schemas/communities";
import { takePage } from "../../../shared/schemas/cursor";
import { dismissReport } from "../../commands/moderation/reports";
import type { AppEnv } from "../../context";
import { notFound } from "../../errors";
import { platformAccessOf } from "../../lib/platform-access";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentPage } from "../../presenters/community";
import { presentDismissed, presentReport } from "../../presenters/moderation";
import { findReport, listOpenReports } from "../../queries/reports";
import { loadEntity } from "../entities/load";

/**
 * Reports by their own id, and the platform admins' queue: reports of posts and comments on
 * members' profiles, which belong to no community (decisions.md, "Moderation").
 */
export const reportRoutes = new Hono<AppEnv>()
  .get("/", requireSession, validate("query", timeCursorQuerySchema), async (c) => {
    const { db } = c.var.deps;
    authorize(c.var.actor, "moderateProfilePosts", platformAccessOf(c));
    const rows = await listOpenReports(db, null, c.req.valid("query"), MEMBERS_PAGE_SIZE + 1);
    const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.createdKey, last.id]);
    return c.json(presentPage("reports", page.map(presentReport), next));
  })
  .post("/:reportId/dismiss", requireSession, validate("param", reportIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const report = await findReport(db, c.req.valid("param").reportId);
    if (!report) throw notFound("This report does not exist.");
    if (report.entity) authorize(c.var.actor, "moderate", await loadEntity(db, c.var.actor, report.entity));
    else authorize(c.var.actor, "moderateProfilePosts", platformAccessOf(c));
    await dismissReport(db, c.var.member, report);
    return c.json(presentDismissed(report.id));
  });

import { Hono } from "hono";
import type { EntityType } from "../../../shared/enums";
import { MEMBERS_PAGE_SIZE } from "../../../shared/limits";
import { logQuerySchema, timeCursorQuerySchema } from "../../../shared/schemas/communities";
import { takePage } from "../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import type { AppEnv } from "../../context";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentPage } from "../../presenters/community";
import { presentLogEntry, presentReport } from "../../presenters/moderation";
import { listModerationLog } from "../../queries/moderation-log";
import { listOpenReports } from "../../queries/reports";
import { loadEntity } from "./load";

/**
 * An entity's moderation (decisions.md, "Moderation"): the reports waiting for its moderators,
 * and the log of what its moderators and admins did, for those who may read it.
 */
export function entityModerationRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .get(
      "/:id/reports",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", timeCursorQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const access = await loadEntity(db, c.var.actor, { type, id: c.req.valid("param").id });
        authorize(c.var.actor, "moderate", access);
        const rows = await listOpenReports(db, access, c.req.valid("query"), MEMBERS_PAGE_SIZE + 1);
        const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.createdKey, last.id]);
        return c.json(presentPage("reports", page.map(presentReport), next));
      },
    )
    .get(
      "/:id/moderation-log",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", logQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const access = await loadEntity(db, c.var.actor, { type, id: c.req.valid("param").id });
        authorize(c.var.actor, "readAuditLog", access);
        const rows = await listModerationLog(db, access, c.req.valid("query"), MEMBERS_PAGE_SIZE + 1);
        const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.entry.id]);
        return c.json(presentPage("entries", page.map(presentLogEntry), next));
      },
    );
}

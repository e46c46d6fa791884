import { Hono } from "hono";
import type { EntityType } from "../../../shared/enums";
import { LIST_PAGE_SIZE } from "../../../shared/limits";
import { takePage } from "../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import { entityHoursQuerySchema, hourDecisionSchema } from "../../../shared/schemas/volunteering";
import { decideHours } from "../../commands/volunteering/hour-decisions";
import type { AppEnv } from "../../context";
import { enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentEntityHoursPage, presentHourDecisions } from "../../presenters/hour-logs";
import { listEntityHours } from "../../queries/hour-logs";
import { loadEntity } from "./load";

/**
 * The hours credited to a group, partnership or event (issue 29): its verification queue, for
 * its hosts, admins and owners and, through inheritance, those of its parents and organiser;
 * verifying or declining them, singly or in bulk, with a note the member sees.
 */
export function entityHourRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .get(
      "/:id/hours",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", entityHoursQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        authorize(c.var.member, "verifyHours", await loadEntity(db, c.var.member, { type, id }));
        const { cursor, ...query } = c.req.valid("query");
        const rows = await listEntityHours(db, { type, id }, query, cursor ?? null, LIST_PAGE_SIZE + 1);
        const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.log.workDate, last.log.id]);
        return c.json(presentEntityHoursPage(c.var.member, page, next));
      },
    )
    .post(
      "/:id/hours/decisions",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", hourDecisionSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        authorize(c.var.member, "verifyHours", await loadEntity(db, c.var.member, { type, id }));
        await enforceMemberLimit(c, "hourDecision");
        return c.json(
          presentHourDecisions(await decideHours(db, c.var.member.id, { type, id }, c.req.valid("json"))),
        );
      },
    );
}

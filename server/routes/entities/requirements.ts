import { Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../../shared/limits";
import { takePage } from "../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import type { CommunityType } from "../../../shared/schemas/lists";
import {
  progressQuerySchema,
  requirementParamSchema,
  requirementSchema,
  requirementsQuerySchema,
} from "../../../shared/schemas/volunteering";
import {
  createRequirement,
  deleteRequirement,
  REQUIREMENT_MESSAGES,
  shareHours,
  stopSharingHours,
} from "../../commands/volunteering/requirements";
import type { AppEnv } from "../../context";
import { notFound } from "../../errors";
import { enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, can } from "../../policies";
import {
  presentProgressPage,
  presentRequirement,
  presentRequirements,
  progressCsv,
} from "../../presenters/requirements";
import {
  findRequirement,
  isSharing,
  listRequirements,
  minutesToward,
  sharingProgress,
} from "../../queries/requirements";
import { contentDisposition } from "../../storage/download-headers";
import { loadEntity } from "./load";

/** The most sharing members one CSV export lists. */
const CSV_MAX_MEMBERS = 20_000;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A group's or partnership's service-hour requirements (issue 29): its members read them and
 * share their hours with it (or stop); its admins and owners (and, inherited, its parents') set
 * and remove them and follow every sharing member's progress, as a page or as CSV.
 */
export function requirementRoutes(type: CommunityType) {
  return new Hono<AppEnv>()
    .get(
      "/:id/requirements",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", requirementsQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const ref = { type, id: c.req.valid("param").id };
        const access = await loadEntity(db, c.var.member, ref);
        authorize(c.var.member, "view", access);
        const rows = await listRequirements(db, ref, c.req.valid("query").cursor ?? null, LIST_PAGE_SIZE + 1);
        const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.periodTo, last.id]);
        const sharing = await isSharing(db, c.var.member.id, ref);
        const own = sharing ? await minutesToward(db, c.var.member.id, page) : null;
        return c.json(
          presentRequirements(page, next, own, today(), {
            manage: can(c.var.member, "update", access),
            share: access.membership?.status === "active",
          }),
        );
      },
    )
    .post(
      "/:id/requirements",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", requirementSchema),
      async (c) => {
        const { db } = c.var.deps;
        const ref = { type, id: c.req.valid("param").id };
        authorize(c.var.member, "update", await loadEntity(db, c.var.member, ref));
        await enforceMemberLimit(c, "requirement");
        const row = await createRequirement(db, c.var.member.id, ref, c.req.valid("json"));
        return c.json({ requirement: presentRequirement(row) }, 201);
      },
    )
    .delete(
      "/:id/requirements/:requirementId",
      requireSession,
      validate("param", requirementParamSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, requirementId } = c.req.valid("param");
        authorize(c.var.member, "update", await loadEntity(db, c.var.member, { type, id }));
        await enforceMemberLimit(c, "requirement");
        await deleteRequirement(db, { type, id }, requirementId);
        return c.body(null, 204);
      },
    )
    .get(
      "/:id/requirements/:requirementId/progress",
      requireSession,
      validate("param", requirementParamSchema),
      validate("query", progressQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, requirementId } = c.req.valid("param");
        authorize(c.var.member, "update", await loadEntity(db, c.var.member, { type, id }));
        const requirement = await findRequirement(db, { type, id }, requirementId);
        if (!requirement) throw notFound(REQUIREMENT_MESSAGES.notFound);
        const rows = await sharingProgress(
          db,
          { type, id },
          requirement,
          c.req.valid("query").cursor ?? null,
          LIST_PAGE_SIZE + 1,
        );
        const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.minutes, last.userId]);
        return c.json(presentProgressPage(requirement, page, next, today()));
      },
    )
    .get(
      "/:id/requirements/:requirementId/csv",
      requireSession,
      validate("param", requirementParamSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, requirementId } = c.req.valid("param");
        authorize(c.var.member, "update", await loadEntity(db, c.var.member, { type, id }));
        const requirement = await findRequirement(db, { type, id }, requirementId);
        if (!requirement) throw notFound(REQUIREMENT_MESSAGES.notFound);
        const rows = await sharingProgress(db, { type, id }, requirement, null, CSV_MAX_MEMBERS);
        c.header("content-type", "text/csv; charset=utf-8");
        c.header(
          "content-disposition",
          contentDisposition(
            "attachment",
            `service-hours-${requirement.periodFrom}-to-${requirement.periodTo}.csv`,
          ),
        );
        c.header("cache-control", "private, no-store");
        return c.body(progressCsv(requirement, rows, today()));
      },
    )
    .put("/:id/hour-share", requireSession, validate("param", entityIdParamSchema), async (c) => {
      const { db } = c.var.deps;
      const ref = { type, id: c.req.valid("param").id };
      authorize(c.var.member, "view", await loadEntity(db, c.var.member, ref));
      authorize(c.var.member, "share", { kind: "volunteerHours", userId: c.var.member.id });
      await enforceMemberLimit(c, "hourShare");
      await shareHours(db, c.var.member.id, ref);
      return c.body(null, 204);
    })
    .delete("/:id/hour-share", requireSession, validate("param", entityIdParamSchema), async (c) => {
      const { db } = c.var.deps;
      const ref = { type, id: c.req.valid("param").id };
      // Stopping is always allowed, even for one who lost sight of the community.
      await loadEntity(db, c.var.member, ref);
      authorize(c.var.member, "share", { kind: "volunteerHours", userId: c.var.member.id });
      await enforceMemberLimit(c, "hourShare");
      await stopSharingHours(db, c.var.member.id, ref);
      return c.body(null, 204);
    });
}

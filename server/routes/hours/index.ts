import { Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../../shared/limits";
import { takePage } from "../../../shared/schemas/cursor";
import {
  editHoursSchema,
  hourLogParamSchema,
  hoursQuerySchema,
  hourTotalsQuerySchema,
  logHoursSchema,
} from "../../../shared/schemas/volunteering";
import { editHours, logHours, withdrawHours } from "../../commands/volunteering/hour-logs";
import {
  resendSupervisorLink,
  type SiteAddress,
  tooSoonMessage,
} from "../../commands/volunteering/supervisor-links";
import type { AppDeps, AppEnv } from "../../context";
import { notFound } from "../../errors";
import { enforceLimit, enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import {
  presentHourLogChanges,
  presentHoursPage,
  presentHourTotals,
  presentLoggedHours,
} from "../../presenters/hour-logs";
import { presentSharedRequirements } from "../../presenters/requirements";
import { listHourLogChanges, listMemberHours, verifiedTotals } from "../../queries/hour-logs";
import { minutesToward, sharedRequirements } from "../../queries/requirements";

/** The site's name and address, for the links its mails hold. */
const siteOf = ({ config }: AppDeps): SiteAddress => ({
  appName: config.APP_NAME,
  publicUrl: config.PUBLIC_URL,
});

/** The requirements a member's dashboard and history show: those ending soonest. */
const SHARED_REQUIREMENTS_SHOWN = 20;

/**
 * `/api/me/hours`: the member's own volunteer hours (issue 29): their logs, newest first, by
 * status; their verified totals; their progress toward the requirements of the communities they
 * share their hours with; logging hours themselves; withdrawing hours still pending; sending an
 * outside supervisor a new link.
 */
export const hourRoutes = new Hono<AppEnv>()
  .get("/", requireSession, validate("query", hoursQuerySchema), async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "volunteerHours", userId: member.id });
    const { cursor, ...filter } = c.req.valid("query");
    const rows = await listMemberHours(c.var.deps.db, member.id, filter, cursor ?? null, LIST_PAGE_SIZE + 1);
    const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.log.workDate, last.log.id]);
    return c.json(presentHoursPage(page, next));
  })
  .get("/totals", requireSession, validate("query", hourTotalsQuerySchema), async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "volunteerHours", userId: member.id });
    return c.json(presentHourTotals(await verifiedTotals(c.var.deps.db, member.id, c.req.valid("query"))));
  })
  .get("/requirements", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "volunteerHours", userId: member.id });
    const today = new Date().toISOString().slice(0, 10);
    const rows = await sharedRequirements(c.var.deps.db, member.id, today, SHARED_REQUIREMENTS_SHOWN);
    const minutes = await minutesToward(
      c.var.deps.db,
      member.id,
      rows.map((row) => row.requirement),
    );
    return c.json(presentSharedRequirements(rows, minutes, today));
  })
  .post("/", requireSession, validate("json", logHoursSchema), async (c) => {
    const { member } = c.var;
    authorize(member, "log", { kind: "volunteerHours", userId: member.id });
    await enforceMemberLimit(c, "hourLog");
    const input = c.req.valid("json");
    if (input.organisation.kind === "outside") await enforceMemberLimit(c, "supervisorMail");
    return c.json(
      presentLoggedHours(await logHours(c.var.deps.db, member.id, input, siteOf(c.var.deps))),
      201,
    );
  })
  .post("/:logId/supervisor-link", requireSession, validate("param", hourLogParamSchema), async (c) => {
    const { member } = c.var;
    authorize(member, "log", { kind: "volunteerHours", userId: member.id });
    await enforceMemberLimit(c, "supervisorMail");
    const now = new Date();
    const refused = await resendSupervisorLink(
      c.var.deps.db,
      member.id,
      c.req.valid("param").logId,
      siteOf(c.var.deps),
      now,
    );
    if (refused)
      enforceLimit(
        c,
        { allowed: false, retryAfterSeconds: refused.retryAfterSeconds },
        tooSoonMessage(refused.retryAfterSeconds, now),
      );
    return c.body(null, 204);
  })
  .patch(
    "/:logId",
    requireSession,
    validate("param", hourLogParamSchema),
    validate("json", editHoursSchema),
    async (c) => {
      const { member } = c.var;
      authorize(member, "log", { kind: "volunteerHours", userId: member.id });
      await enforceMemberLimit(c, "hourLog");
      await editHours(
        c.var.deps.db,
        member.id,
        c.req.valid("param").logId,
        c.req.valid("json"),
        siteOf(c.var.deps),
      );
      return c.body(null, 204);
    },
  )
  .get("/:logId/changes", requireSession, validate("param", hourLogParamSchema), async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "volunteerHours", userId: member.id });
    const rows = await listHourLogChanges(c.var.deps.db, member.id, c.req.valid("param").logId);
    if (!rows) throw notFound("These hours do not exist.");
    return c.json(presentHourLogChanges(rows));
  })
  .post("/:logId/withdrawal", requireSession, validate("param", hourLogParamSchema), async (c) => {
    const { member } = c.var;
    authorize(member, "withdraw", { kind: "volunteerHours", userId: member.id });
    await withdrawHours(c.var.deps.db, member.id, c.req.valid("param").logId);
    return c.body(null, 204);
  });

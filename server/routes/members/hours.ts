import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../../shared/limits";
import { takePage } from "../../../shared/schemas/cursor";
import { userIdParamSchema } from "../../../shared/schemas/ids";
import {
  hoursQuerySchema,
  hourTotalsQuerySchema,
  type OrganisationFilter,
} from "../../../shared/schemas/volunteering";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { loadEntityAccess } from "../../loaders/entity-access";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, can, type MemberActor } from "../../policies";
import { presentHoursPage, presentHourTotals } from "../../presenters/hour-logs";
import { type HistoryFilter, listMemberHours, verifiedTotals } from "../../queries/hour-logs";

/**
 * What of a member's history the viewer may read, as a filter the policy allows (issue 29): all
 * of it for the member; the member's logs credited to an organisation the viewer verifies hours
 * for, when the history is filtered by it; otherwise the verified logs, when the member made
 * them visible; otherwise 403.
 */
async function readableHistory(
  db: Executor,
  viewer: MemberActor,
  userId: string,
  filter: HistoryFilter,
): Promise<HistoryFilter> {
  const [profile] = await db
    .select({ hoursVisible: profiles.hoursVisible })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile) throw notFound("This member does not exist.");
  const hours = { kind: "volunteerHours" as const, userId, visibleToMembers: profile.hoursVisible };
  if (can(viewer, "view", hours)) return filter;
  const organisation: OrganisationFilter | undefined = filter.organisation;
  if (organisation && organisation.kind !== "outside") {
    const access = await loadEntityAccess(db, viewer, { type: organisation.kind, id: organisation.id });
    const verifies = access !== null && can(viewer, "verifyHours", access);
    if (verifies) {
      authorize(viewer, "viewForOrganisation", { ...hours, verifiesOrganisation: true });
      return filter;
    }
  }
  authorize(viewer, "viewVerified", hours, "This member keeps their volunteer hours to themselves.");
  return { ...filter, onlyVerified: true };
}

/**
 * `/api/members/:userId/hours`: another member's volunteer history, as far as the viewer may
 * read it (readableHistory): the logs, newest first, and the verified totals.
 */
export const memberHourRoutes = new Hono<AppEnv>()
  .get(
    "/:userId/hours",
    requireSession,
    validate("param", userIdParamSchema),
    validate("query", hoursQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const { userId } = c.req.valid("param");
      const { cursor, ...asked } = c.req.valid("query");
      const filter = await readableHistory(db, c.var.member, userId, asked);
      const rows = await listMemberHours(db, userId, filter, cursor ?? null, LIST_PAGE_SIZE + 1);
      const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.log.workDate, last.log.id]);
      return c.json(presentHoursPage(page, next));
    },
  )
  .get(
    "/:userId/hours/totals",
    requireSession,
    validate("param", userIdParamSchema),
    validate("query", hourTotalsQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const { userId } = c.req.valid("param");
      const filter = await readableHistory(db, c.var.member, userId, c.req.valid("query"));
      return c.json(presentHourTotals(await verifiedTotals(db, userId, filter)));
    },
  );

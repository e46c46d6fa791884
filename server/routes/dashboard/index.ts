import { Hono } from "hono";
import {
  DASHBOARD_EVENTS_LIMIT,
  DASHBOARD_GROUPS_LIMIT,
  DASHBOARD_HOSTED_EVENTS_LIMIT,
  DASHBOARD_PARTNERSHIPS_LIMIT,
} from "../../../shared/limits";
import type { AppEnv } from "../../context";
import { requireSession } from "../../middleware/session";
import { authorize } from "../../policies";
import {
  presentDashboardEvents,
  presentDashboardGroups,
  presentDashboardPartnerships,
} from "../../presenters/dashboard";
import { listMemberCommunities } from "../../queries/member-communities";
import { listOwnEvents } from "../../queries/member-events";

/**
 * The dashboard's side cards (spec §2 "Dashboard cards", §7 "Dashboard and events"): always the
 * signed-in member's own data (spec §6), so there is nothing to validate and nothing of anyone
 * else to load.
 */
export const dashboardRoutes = new Hono<AppEnv>()
  .get("/groups", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "dashboard", userId: member.id });
    const page = await listMemberCommunities(c.var.deps.db, "group", member.id, DASHBOARD_GROUPS_LIMIT);
    return c.json(presentDashboardGroups(page));
  })
  .get("/partnerships", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "dashboard", userId: member.id });
    const page = await listMemberCommunities(
      c.var.deps.db,
      "partnership",
      member.id,
      DASHBOARD_PARTNERSHIPS_LIMIT,
    );
    return c.json(presentDashboardPartnerships(page));
  })
  .get("/events", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "dashboard", userId: member.id });
    const rows = await listOwnEvents(c.var.deps.db, member.id, {
      limit: DASHBOARD_EVENTS_LIMIT,
      hostedLimit: DASHBOARD_HOSTED_EVENTS_LIMIT,
    });
    return c.json(presentDashboardEvents(rows));
  });

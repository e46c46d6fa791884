import { Hono } from "hono";
import { supervisorDecisionSchema, supervisorTokenSchema } from "../../../shared/schemas/volunteering";
import { decideBySupervisor, openSupervisorLink } from "../../commands/volunteering/supervisor-links";
import type { AppEnv } from "../../context";
import { memberName } from "../../loaders/member-actor";
import { validate } from "../../middleware/validate";
import { presentSupervisorDecision, presentSupervisorRequest } from "../../presenters/hour-logs";
import { findEntityName } from "../../queries/entity-names";

/**
 * `/api/supervisor-hours`: an outside organisation's supervisor, without an account, answers a
 * volunteer's hours through the one-time link mailed to them (issue 29). The link's secret is the
 * only right here (256 random bits, kept hashed); it comes in the body, never in an address that
 * logs keep.
 */
export const supervisorHourRoutes = new Hono<AppEnv>()
  .post("/lookup", validate("json", supervisorTokenSchema), async (c) => {
    const { db } = c.var.deps;
    const { link, log } = await openSupervisorLink(db, c.req.valid("json").token, new Date());
    const event = log.eventId ? await findEntityName(db, { type: "event", id: log.eventId }) : null;
    return c.json(presentSupervisorRequest(link, log, await memberName(db, log.userId), event));
  })
  .post("/", validate("json", supervisorDecisionSchema), async (c) => {
    return c.json(presentSupervisorDecision(await decideBySupervisor(c.var.deps.db, c.req.valid("json"))));
  });

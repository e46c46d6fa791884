import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { eventAdminTestQuerySchema } from "../../../shared/schemas/debug";
import type { AppEnv } from "../../context";
import { eventRegistrations, events } from "../../db/schema";
import { notFound } from "../../errors";
import { loadEntityAccess } from "../../loaders/entity-access";
import { loadMemberActor, memberName } from "../../loaders/member-actor";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { effectiveRole } from "../../policies/entity";
import { explainEvent } from "../../policies/event-explanation";
import { presentDebugMember, presentEventExplanation } from "../../presenters/debug";
import { findEntityName } from "../../queries/entity-names";
import { loadEditRole } from "../../queries/workspaces";
import { authorizeDebug } from "./access";

/**
 * /debug/event-admin-test: one event, one member, and every decision the policies make for that
 * member there, each with its rule (policies/event-explanation.ts). The member is judged as the
 * policies judge them in their own requests: their access loaded by the same loader.
 */
export const eventAdminTestRoutes = new Hono<AppEnv>().get(
  "/",
  requireSession,
  validate("query", eventAdminTestQuerySchema),
  async (c) => {
    authorizeDebug(c);
    const { eventId, userId } = c.req.valid("query");
    const { db, config } = c.var.deps;
    const [event] = await db
      .select({
        name: events.eventName,
        visibility: events.visibility,
        groupId: events.groupId,
        partnershipId: events.partnershipId,
      })
      .from(events)
      .where(eq(events.eventId, eventId));
    if (!event) throw notFound("This event does not exist.");
    const actor = await loadMemberActor(db, config, userId);
    if (!actor) throw notFound("This member does not exist.");
    const access = await loadEntityAccess(db, actor, { type: "event", id: eventId });
    if (!access) throw notFound("This event does not exist.");
    const organiserRef =
      event.groupId !== null
        ? { type: "group" as const, id: event.groupId }
        : event.partnershipId !== null
          ? { type: "partnership" as const, id: event.partnershipId }
          : null;
    const [organiser, organiserName, editRole, registration, name] = await Promise.all([
      organiserRef ? loadEntityAccess(db, actor, organiserRef) : null,
      organiserRef ? findEntityName(db, organiserRef) : null,
      loadEditRole(db, { type: "event", id: eventId }),
      db
        .select({ id: eventRegistrations.registrationId })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId))),
      memberName(db, userId),
    ]);
    const registered = registration.length > 0;
    const sections = explainEvent(actor, { event: access, organiser, editRole, registered });
    return c.json(
      presentEventExplanation({
        event: {
          id: eventId,
          name: event.name,
          visibility: event.visibility,
          organiser: organiserRef ? `${organiserRef.type}-${organiserRef.id}` : null,
          organiserName,
        },
        member: presentDebugMember(c.var.actor, { ...actor, name }),
        access,
        effectiveRole: effectiveRole(access),
        registered,
        editRole,
        sections,
      }),
    );
  },
);

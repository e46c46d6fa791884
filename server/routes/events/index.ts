import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import type { AppEnv } from "../../context";
import { events, groups, partnerships, profiles } from "../../db/schema";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentEvent } from "../../presenters/entity";
import { loadEntity } from "../entity-access";

/** Events (spec §2 `/events/{eventId}`), with their host and organising group or partnership. */
export const eventRoutes = new Hono<AppEnv>().get(
  "/:id",
  requireSession,
  validate("param", entityIdParamSchema),
  async (c) => {
    const { db } = c.var.deps;
    const ref = { type: "event" as const, id: c.req.valid("param").id };
    const access = await loadEntity(db, c.var.actor, ref);
    authorize(c.var.actor, "preview", access);
    const [found] = await db
      .select({
        event: events,
        host: {
          userId: profiles.userId,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          avatarUrl: profiles.avatarUrl,
        },
        groupName: groups.name,
        partnershipName: partnerships.name,
      })
      .from(events)
      .leftJoin(profiles, eq(profiles.userId, events.hostUserId))
      .leftJoin(groups, eq(groups.groupId, events.groupId))
      .leftJoin(partnerships, eq(partnerships.partnershipId, events.partnershipId))
      .where(eq(events.eventId, ref.id));
    if (!found) throw new Error("event vanished between two reads");
    const { event } = found;
    const organiser =
      event.groupId !== null && found.groupName !== null
        ? { type: "group" as const, id: event.groupId, name: found.groupName }
        : event.partnershipId !== null && found.partnershipName !== null
          ? { type: "partnership" as const, id: event.partnershipId, name: found.partnershipName }
          : null;
    return c.json({
      event: presentEvent(c.var.actor, event, access, {
        host: found.host?.userId ? found.host : null,
        organiser,
      }),
    });
  },
);

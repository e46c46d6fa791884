import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../../shared/limits";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import { eventsQuerySchema } from "../../../shared/schemas/lists";
import type { AppEnv } from "../../context";
import { listEventRows } from "../../db/entity-lists";
import { loadEntityAccessMany } from "../../db/memberships";
import { events, groups, partnerships, profiles } from "../../db/schema";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, can } from "../../policies";
import { presentEvent } from "../../presenters/entity";
import { presentEventListItem, presentEventsPage } from "../../presenters/entity-list";
import { loadEntity } from "../entity-access";

/**
 * Events (spec §2 `/events`, `/events/{eventId}`): the list of those the member may view,
 * upcoming or past, and each event with its host and organising group or partnership.
 */
export const eventRoutes = new Hono<AppEnv>()
  .get("/", requireSession, validate("query", eventsQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const { actor } = c.var;
    // The query keeps private events from those who may not view them; the policy has the last word.
    const rows = await listEventRows(db, actor, c.req.valid("query"), LIST_PAGE_SIZE + 1, new Date());
    const page = rows.slice(0, LIST_PAGE_SIZE);
    const access = await loadEntityAccessMany(
      db,
      actor,
      "event",
      page.map((row) => row.event.eventId),
    );
    const items = page.flatMap((row) => {
      const rowAccess = access.get(row.event.eventId);
      if (!rowAccess || !can(actor, "view", rowAccess)) return [];
      return [presentEventListItem(actor, row, rowAccess)];
    });
    const next = rows.length > LIST_PAGE_SIZE ? (page.at(-1) ?? null) : null;
    return c.json(presentEventsPage(items, next));
  })
  .get("/:id", requireSession, validate("param", entityIdParamSchema), async (c) => {
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
  });

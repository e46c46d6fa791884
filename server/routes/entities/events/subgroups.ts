import { Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../../../shared/limits";
import { takePage } from "../../../../shared/schemas/cursor";
import {
  createEventSubgroupSchema,
  eventSubgroupMemberParamSchema,
  eventSubgroupMembersQuerySchema,
  eventSubgroupParamSchema,
  eventSubgroupsQuerySchema,
  updateEventSubgroupSchema,
} from "../../../../shared/schemas/event-subgroups";
import { entityIdParamSchema } from "../../../../shared/schemas/ids";
import {
  createEventSubgroup,
  deleteEventSubgroup,
  joinEventSubgroup,
  removeFromEventSubgroup,
  updateEventSubgroup,
} from "../../../commands/events/subgroups";
import type { AppEnv } from "../../../context";
import type { Database } from "../../../db/client";
import { notFound } from "../../../errors";
import { requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { type Actor, authorize, type EventSubgroupAccess } from "../../../policies";
import { joinRefusal } from "../../../policies/event-subgroup";
import { presentPage } from "../../../presenters/community";
import {
  presentEventSubgroup,
  presentEventSubgroupMember,
  presentEventSubgroupsPage,
} from "../../../presenters/event-subgroups";
import {
  findEventSubgroup,
  listEventSubgroupMembers,
  listEventSubgroups,
} from "../../../queries/event-subgroups";
import { loadEntity } from "../load";
import { PICTURES, picturesOf } from "../pictures";

/** The event-wide access (the list, the create form): no one subgroup is meant. */
async function loadEventLevel(db: Database, actor: Actor, eventId: number): Promise<EventSubgroupAccess> {
  const event = await loadEntity(db, actor, { type: "event", id: eventId });
  return { kind: "eventSubgroup", event, registered: false, isMember: false };
}

/**
 * The load step of a subgroup route. The event decides first (404 when it does not exist; 401 or
 * 403 for whoever may not view it, so a private event's subgroups are not even confirmed to
 * exist), then the subgroup must be the event's own (404 otherwise, a subgroup of another event
 * included).
 */
async function loadSubgroup(db: Database, actor: Actor, eventId: number, subgroupId: number) {
  const eventLevel = await loadEventLevel(db, actor, eventId);
  authorize(actor, "view", eventLevel);
  const found = await findEventSubgroup(db, eventId, subgroupId, actor.id);
  if (!found) throw notFound("This subgroup does not exist.");
  const access: EventSubgroupAccess = {
    ...eventLevel,
    registered: found.registered,
    isMember: found.subgroup.isMember,
  };
  return { ...found, access };
}

/**
 * An event's subgroups (spec §2 `/events/{eventId}/create-subgroup`,
 * `/events/{eventId}/subgroups/{subgroupId}`; decisions.md, "Event subgroups"): listed, read,
 * created, edited and deleted by the event's admins; joined by its registered members, left by
 * whoever is in one; members listed a page at a time and removed by the admins.
 */
export const eventSubgroupRoutes = new Hono<AppEnv>()
  .get(
    "/:id/subgroups",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("query", eventSubgroupsQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const { actor } = c.var;
      const { id } = c.req.valid("param");
      const access = await loadEventLevel(db, actor, id);
      authorize(actor, "view", access);
      const rows = await listEventSubgroups(db, id, actor.id, c.req.valid("query"), LIST_PAGE_SIZE + 1);
      const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.sortKey, last.subgroupId]);
      return c.json(presentEventSubgroupsPage(actor, access, page, next));
    },
  )
  .post(
    "/:id/subgroups",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("json", createEventSubgroupSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id } = c.req.valid("param");
      authorize(member, "create", await loadEventLevel(db, member, id));
      const input = c.req.valid("json");
      const picture = (await picturesOf(db, member, PICTURES.eventSubgroup, input)).profileImage;
      const row = await createEventSubgroup(db, member.id, id, input, picture);
      const created = await loadSubgroup(db, member, id, row.subgroupId);
      return c.json(
        { subgroup: presentEventSubgroup(member, created.subgroup, created.event, created.access) },
        201,
      );
    },
  )
  .get(
    "/:id/subgroups/:subgroupId",
    requireSession,
    validate("param", eventSubgroupParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { id, subgroupId } = c.req.valid("param");
      const found = await loadSubgroup(db, c.var.actor, id, subgroupId);
      return c.json({
        subgroup: presentEventSubgroup(c.var.actor, found.subgroup, found.event, found.access),
      });
    },
  )
  .patch(
    "/:id/subgroups/:subgroupId",
    requireSession,
    validate("param", eventSubgroupParamSchema),
    validate("json", updateEventSubgroupSchema),
    async (c) => {
      const { deps } = c.var;
      const { member } = c.var;
      const { id, subgroupId } = c.req.valid("param");
      authorize(member, "update", (await loadSubgroup(deps.db, member, id, subgroupId)).access);
      const input = c.req.valid("json");
      const picture = (await picturesOf(deps.db, member, PICTURES.eventSubgroup, input)).profileImage;
      await updateEventSubgroup(deps, member.id, id, subgroupId, input, picture);
      const saved = await loadSubgroup(deps.db, member, id, subgroupId);
      return c.json({ subgroup: presentEventSubgroup(member, saved.subgroup, saved.event, saved.access) });
    },
  )
  .delete(
    "/:id/subgroups/:subgroupId",
    requireSession,
    validate("param", eventSubgroupParamSchema),
    async (c) => {
      const { deps } = c.var;
      const { member } = c.var;
      const { id, subgroupId } = c.req.valid("param");
      authorize(member, "delete", (await loadSubgroup(deps.db, member, id, subgroupId)).access);
      await deleteEventSubgroup(deps, member.id, id, subgroupId);
      return c.body(null, 204);
    },
  )
  .get(
    "/:id/subgroups/:subgroupId/members",
    requireSession,
    validate("param", eventSubgroupParamSchema),
    validate("query", eventSubgroupMembersQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const { actor } = c.var;
      const { id, subgroupId } = c.req.valid("param");
      const { access } = await loadSubgroup(db, actor, id, subgroupId);
      const rows = await listEventSubgroupMembers(db, subgroupId, c.req.valid("query"), LIST_PAGE_SIZE + 1);
      const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.joinedKey, last.userId]);
      return c.json(
        presentPage(
          "members",
          page.map((row) => presentEventSubgroupMember(actor, access, row)),
          next,
        ),
      );
    },
  )
  .post(
    "/:id/subgroups/:subgroupId/members",
    requireSession,
    validate("param", eventSubgroupParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id, subgroupId } = c.req.valid("param");
      const { access } = await loadSubgroup(db, member, id, subgroupId);
      authorize(member, "join", access, joinRefusal(access));
      await joinEventSubgroup(db, member.id, id, subgroupId);
      const joined = await loadSubgroup(db, member, id, subgroupId);
      return c.json(
        { subgroup: presentEventSubgroup(member, joined.subgroup, joined.event, joined.access) },
        201,
      );
    },
  )
  // Before `/members/:userId`: "me" is the caller, not an id.
  .delete(
    "/:id/subgroups/:subgroupId/members/me",
    requireSession,
    validate("param", eventSubgroupParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id, subgroupId } = c.req.valid("param");
      const { access } = await loadSubgroup(db, member, id, subgroupId);
      authorize(member, "leave", access, "You are not in this subgroup.");
      await removeFromEventSubgroup(db, member.id, id, subgroupId, member.id);
      return c.body(null, 204);
    },
  )
  .delete(
    "/:id/subgroups/:subgroupId/members/:userId",
    requireSession,
    validate("param", eventSubgroupMemberParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id, subgroupId, userId } = c.req.valid("param");
      authorize(member, "removeMember", (await loadSubgroup(db, member, id, subgroupId)).access);
      await removeFromEventSubgroup(db, member.id, id, subgroupId, userId);
      return c.body(null, 204);
    },
  );

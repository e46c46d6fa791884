import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { RecurrenceFrequency } from "../../../../shared/enums";
import { LIST_PAGE_SIZE } from "../../../../shared/limits";
import { takePage } from "../../../../shared/schemas/cursor";
import {
  createEventSchema,
  organisersQuerySchema,
  updateEventSchema,
} from "../../../../shared/schemas/events";
import { entityIdParamSchema } from "../../../../shared/schemas/ids";
import { eventsQuerySchema } from "../../../../shared/schemas/lists";
import { parseOnBehalfOf } from "../../../../shared/shifts";
import { createEvent, type Organiser, updateEvent } from "../../../commands/events/save-event";
import type { AppEnv } from "../../../context";
import type { Database } from "../../../db/client";
import { eventSeries, events, groups, partnerships, profiles } from "../../../db/schema";
import { forbidden, notFound } from "../../../errors";
import { platformAccessOf } from "../../../lib/platform-access";
import { enforceMemberLimit } from "../../../limits/refuse";
import { loadEntityAccess, loadEntityAccessMany } from "../../../loaders/entity-access";
import { requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { type Actor, authorize, can, type EntityAccess } from "../../../policies";
import { INHERITED_ROLES } from "../../../policies/roles";
import { presentOrganisers } from "../../../presenters/dashboard";
import { presentEvent, presentSavedEvent } from "../../../presenters/entity";
import { presentEventListItem, presentEventsPage } from "../../../presenters/entity-list";
import { EVENT_WITH_ORGANISERS, listEventRows } from "../../../queries/entity-lists";
import { listMemberCommunities } from "../../../queries/member-communities";
import { loadEntity } from "../load";
import { PICTURES, picturesOf } from "../pictures";

/**
 * Events (spec §2 `/events`, `/events/{eventId}`): the list of those the member may view,
 * upcoming or past, and each event with its host and organising group or partnership.
 */
/**
 * The organising group or partnership a form names (`group-{n}` / `partnership-{n}`), which the
 * member must run (`createEvent`: its admins and owners); null for none, undefined when unchanged.
 */
async function organiserOf(
  db: Database,
  actor: Actor,
  value: string | null | undefined,
): Promise<Organiser | undefined> {
  if (value === undefined) return undefined;
  const ref = parseOnBehalfOf(value);
  if (!ref) return null;
  const access = await loadEntityAccess(db, actor, ref);
  if (!access || !can(actor, "createEvent", access)) {
    throw forbidden("You can organise events for the groups and partnerships you run only.");
  }
  return ref;
}

/** The group or partnership organising the event now, as its form key and the actor's access to it. */
async function currentOrganiser(db: Database, actor: Actor, eventId: number) {
  const [row] = await db
    .select({ groupId: events.groupId, partnershipId: events.partnershipId })
    .from(events)
    .where(eq(events.eventId, eventId));
  const ref = row?.groupId
    ? { type: "group" as const, id: row.groupId }
    : row?.partnershipId
      ? { type: "partnership" as const, id: row.partnershipId }
      : null;
  return {
    key: ref ? `${ref.type}-${ref.id}` : null,
    access: ref ? await loadEntityAccess(db, actor, ref) : null,
  };
}

/**
 * The organiser an event moves to (`group-{n}`, `partnership-{n}`, or null for none), if the
 * actor may move it there (policies/event-organiser.ts): 403 in words saying which rule refused.
 */
async function movedOrganiser(
  db: Database,
  actor: Actor,
  event: EntityAccess,
  current: EntityAccess | null,
  value: string | null,
): Promise<Organiser> {
  const ref = parseOnBehalfOf(value);
  const next = ref ? await loadEntityAccess(db, actor, ref) : null;
  if (ref && !next) throw notFound("This group or partnership does not exist.");
  const name = current ? "its organising group or partnership" : "the event";
  authorize(
    actor,
    "change",
    { kind: "eventOrganiser", event, current },
    current
      ? `Only an owner of ${name} can change or remove the organiser of this event.`
      : "You do not have permission to do that.",
  );
  authorize(
    actor,
    "change",
    { kind: "eventOrganiser", event, current, next },
    "You can move an event only to a group or partnership you run, and moving it cannot give you more rights over it than you have.",
  );
  return ref;
}

/** The communities the event form offers as organisers: the member's first, by name. */
const ORGANISER_CHOICES = 50;

export const eventRoutes = new Hono<AppEnv>()
  .post("/", requireSession, validate("json", createEventSchema), async (c) => {
    const { db } = c.var.deps;
    authorize(c.var.actor, "createCommunity", platformAccessOf(c));
    const input = c.req.valid("json");
    const organiser = (await organiserOf(db, c.var.actor, input.organiser)) ?? null;
    const pictures = await picturesOf(db, c.var.member, PICTURES.event, input);
    // Counted by the dates it makes: a weekly series for a year is 52 events.
    await enforceMemberLimit(
      c,
      "eventCreate",
      input.recurrence && input.startDate ? input.recurrence.count : 1,
    );
    const row = await createEvent(db, c.var.member, input, pictures, organiser);
    return c.json(presentSavedEvent(row.id), 201);
  })
  .get("/organisers", requireSession, validate("query", organisersQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    // `runs`: the communities whose events the member may organise, those they run (policies/roles.ts
    // `createEvent`); `member`: all of theirs, the events list's organiser filter.
    const roles = c.req.valid("query").role === "runs" ? INHERITED_ROLES : undefined;
    const [groups, partnerships] = await Promise.all([
      listMemberCommunities(db, "group", member.id, ORGANISER_CHOICES, roles),
      listMemberCommunities(db, "partnership", member.id, ORGANISER_CHOICES, roles),
    ]);
    return c.json(presentOrganisers(groups.items, partnerships.items));
  })
  .patch(
    "/:id",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("json", updateEventSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { actor } = c.var;
      const { id } = c.req.valid("param");
      const access = await loadEntity(db, actor, { type: "event", id });
      const input = c.req.valid("json");
      const current = await currentOrganiser(db, actor, id);
      // The organiser it has already stays without a second look: a host who no longer runs that
      // group can still fix a typo in the description.
      const moves = input.organiser !== undefined && input.organiser !== current.key;
      const { organiser: _organiser, scope: _scope, ...fields } = input;
      // Only moving it needs no right to edit the rest (a platform admin detaching it).
      if (!moves || Object.values(fields).some((value) => value !== undefined)) {
        authorize(actor, "update", access);
      }
      const organiser = moves
        ? await movedOrganiser(db, actor, access, current.access, input.organiser ?? null)
        : undefined;
      const pictures = await picturesOf(db, c.var.member, PICTURES.event, input);
      await updateEvent(c.var.deps, c.var.member, id, input, pictures, organiser);
      return c.json(presentSavedEvent(id));
    },
  )
  .get("/", requireSession, validate("query", eventsQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const { actor } = c.var;
    // The query keeps private events from those who may not view them; the policy has the last word.
    const rows = await listEventRows(db, actor, c.req.valid("query"), LIST_PAGE_SIZE + 1, new Date());
    const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.startKey, last.event.eventId]);
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
    return c.json(presentEventsPage(items, next));
  })
  .get("/:id", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const ref = { type: "event" as const, id: c.req.valid("param").id };
    const access = await loadEntity(db, c.var.actor, ref);
    authorize(c.var.actor, "preview", access);
    const [found] = await db
      .select({
        ...EVENT_WITH_ORGANISERS,
        series: { frequency: eventSeries.frequency, occurrenceCount: eventSeries.occurrenceCount },
      })
      .from(events)
      .leftJoin(profiles, eq(profiles.userId, events.hostUserId))
      .leftJoin(groups, eq(groups.groupId, events.groupId))
      .leftJoin(partnerships, eq(partnerships.partnershipId, events.partnershipId))
      .leftJoin(eventSeries, eq(eventSeries.seriesId, events.seriesId))
      .where(eq(events.eventId, ref.id));
    if (!found) throw new Error("event vanished between two reads");
    const { event } = found;
    const organiser =
      event.groupId !== null && found.groupName !== null
        ? { type: "group" as const, id: event.groupId, name: found.groupName }
        : event.partnershipId !== null && found.partnershipName !== null
          ? { type: "partnership" as const, id: event.partnershipId, name: found.partnershipName }
          : null;
    const organiserAccess = organiser ? await loadEntityAccess(db, c.var.actor, organiser) : null;
    return c.json({
      event: presentEvent(c.var.actor, event, access, {
        host: found.host?.userId ? found.host : null,
        organiser,
        organiserAccess: { kind: "eventOrganiser", event: access, current: organiserAccess },
        series: found.series?.frequency
          ? {
              frequency: found.series.frequency as RecurrenceFrequency,
              occurrenceCount: found.series.occurrenceCount,
            }
          : null,
      }),
    });
  });

import { Hono } from "hono";
import { MEMBERS_PAGE_SIZE } from "../../../shared/limits";
import {
  childrenQuerySchema,
  type MembersQuery,
  membersQuerySchema,
  timeCursorQuerySchema,
} from "../../../shared/schemas/communities";
import { takePage } from "../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import { askPartnerSchema, partnerParamSchema } from "../../../shared/schemas/partners";
import { approvePartner, askPartner, declinePartner, endPartner } from "../../commands/partnerships/partners";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { notFound } from "../../errors";
import { enforceMemberLimit } from "../../limits/refuse";
import { loadEntityAccessMany } from "../../loaders/entity-access";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { type Actor, authorize, can, type EntityAccess, type PartnerAccess } from "../../policies";
import { presentPage } from "../../presenters/community";
import {
  presentGroupPartnership,
  presentPartner,
  presentPartnerOption,
  presentPartnerStatus,
} from "../../presenters/partner";
import {
  findPartner,
  listGroupPartnerships,
  listPartnerOptions,
  listPartners,
  type PartnerRow,
} from "../../queries/partners";
import { loadEntity } from "./load";

/** The partnership and the group a route acts on, with the group's standing (404 if either is missing). */
async function loadPair(db: Executor, actor: Actor, partnershipId: number, groupId: number) {
  const partnership = await loadEntity(db, actor, { type: "partnership", id: partnershipId });
  const group = await loadEntity(db, actor, { type: "group", id: groupId });
  const row = await findPartner(db, partnershipId, groupId);
  const access: PartnerAccess = { kind: "partner", partnership, group, status: row?.status ?? null };
  return { partnership, group, row, access };
}

/** The group's row, for a route that answers or ends it: 404 when the group has none. */
function existing(row: PartnerRow | null): PartnerRow {
  if (!row) throw notFound("This group is not a partner of this partnership.");
  return row;
}

/** The viewer's access to each group (or partnership) of a page, in a fixed number of queries. */
async function accesses(db: Executor, actor: Actor, type: "group" | "partnership", ids: number[]) {
  const accessOf = await loadEntityAccessMany(db, actor, type, ids);
  return (id: number): EntityAccess => {
    const access = accessOf.get(id);
    if (!access) throw new Error(`${type} ${id} vanished from its page`);
    return access;
  };
}

const groupAccesses = async (db: Executor, actor: Actor, rows: { groupId: number }[]) => {
  const of = await accesses(
    db,
    actor,
    "group",
    rows.map((row) => row.groupId),
  );
  return (row: { groupId: number }) => of(row.groupId);
};

/**
 * The partnerships a group belongs to as a partner organisation, for whoever may view the group;
 * its admins may end each from here. Mounted under /groups.
 */
export const groupPartnershipRoutes = new Hono<AppEnv>().get(
  "/:id/partnerships",
  requireSession,
  validate("param", entityIdParamSchema),
  validate("query", timeCursorQuerySchema),
  async (c) => {
    const { db } = c.var.deps;
    const group = await loadEntity(db, c.var.actor, { type: "group", id: c.req.valid("param").id });
    authorize(c.var.actor, "view", group);
    const rows = await listGroupPartnerships(db, group.id, c.req.valid("query"), MEMBERS_PAGE_SIZE + 1);
    const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.joinedKey, last.id]);
    const partnershipOf = await accesses(
      db,
      c.var.actor,
      "partnership",
      page.map((row) => row.partnershipId),
    );
    return c.json(
      presentPage(
        "partnerships",
        page.map((row) => presentGroupPartnership(c.var.actor, partnershipOf(row.partnershipId), group, row)),
        next,
      ),
    );
  },
);

/** One page of a partnership's partners (active) or requests (pending), as the viewer sees each. */
async function partnerPage(
  actor: Actor,
  db: Executor,
  partnership: EntityAccess,
  status: "active" | "pending",
  query: MembersQuery,
) {
  const rows = await listPartners(db, partnership.id, status, query, MEMBERS_PAGE_SIZE + 1);
  const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.joinedKey, last.id]);
  const groupOf = await groupAccesses(db, actor, page);
  return { items: page.map((row) => presentPartner(actor, partnership, groupOf(row), row)), next };
}

/**
 * Partner organisations of a partnership (decisions.md, "Partnerships are coalitions"): the
 * partners and the requests waiting, the groups the viewer could bring, a group's admin asking,
 * the partnership's admins answering, either side ending it. Mounted under /partnerships.
 */
export const partnerRoutes = new Hono<AppEnv>()
  .get(
    "/:id/partners",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("query", membersQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const partnership = await loadEntity(db, c.var.actor, {
        type: "partnership",
        id: c.req.valid("param").id,
      });
      authorize(c.var.actor, "view", partnership);
      const { items, next } = await partnerPage(c.var.actor, db, partnership, "active", c.req.valid("query"));
      return c.json(presentPage("partners", items, next));
    },
  )
  .get(
    "/:id/partner-requests",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("query", membersQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const partnership = await loadEntity(db, c.var.actor, {
        type: "partnership",
        id: c.req.valid("param").id,
      });
      authorize(c.var.actor, "manageMembers", partnership);
      const { items, next } = await partnerPage(
        c.var.actor,
        db,
        partnership,
        "pending",
        c.req.valid("query"),
      );
      return c.json(presentPage("requests", items, next));
    },
  )
  .get(
    "/:id/partner-options",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("query", childrenQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const partnership = await loadEntity(db, c.var.actor, {
        type: "partnership",
        id: c.req.valid("param").id,
      });
      authorize(c.var.actor, "view", partnership);
      const rows = await listPartnerOptions(
        db,
        partnership.id,
        c.var.member.id,
        c.req.valid("query"),
        MEMBERS_PAGE_SIZE + 1,
      );
      const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.sortKey, last.groupId]);
      const groupOf = await groupAccesses(db, c.var.actor, page);
      return c.json(
        presentPage(
          "options",
          page.map((row) => presentPartnerOption(c.var.actor, partnership, groupOf(row), row)),
          next,
        ),
      );
    },
  )
  .post(
    "/:id/partners",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("json", askPartnerSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { groupId, message } = c.req.valid("json");
      const { partnership, access } = await loadPair(db, c.var.actor, c.req.valid("param").id, groupId);
      authorize(
        c.var.actor,
        "ask",
        access,
        "This group is already a partner, or has asked, or is not yours to bring.",
      );
      await enforceMemberLimit(c, "partnerRequest");
      const status = can(c.var.actor, "manageMembers", partnership) ? "active" : "pending";
      const now = await askPartner(
        db,
        c.var.member,
        { partnershipId: partnership.id, groupId },
        status,
        message ?? null,
      );
      return c.json(presentPartnerStatus(now), 201);
    },
  )
  .post(
    "/:id/partners/:groupId/approve",
    requireSession,
    validate("param", partnerParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { id, groupId } = c.req.valid("param");
      const { partnership, group, row, access } = await loadPair(db, c.var.actor, id, groupId);
      existing(row);
      authorize(c.var.actor, "approve", access);
      await approvePartner(db, c.var.member, { partnershipId: id, groupId });
      const partner = existing(await findPartner(db, id, groupId));
      return c.json({ partner: presentPartner(c.var.actor, partnership, group, partner) });
    },
  )
  .post(
    "/:id/partners/:groupId/decline",
    requireSession,
    validate("param", partnerParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { id, groupId } = c.req.valid("param");
      const { row, access } = await loadPair(db, c.var.actor, id, groupId);
      existing(row);
      authorize(c.var.actor, "decline", access);
      await declinePartner(db, c.var.member, { partnershipId: id, groupId });
      return c.json(presentPartnerStatus(null));
    },
  )
  .delete("/:id/partners/:groupId", requireSession, validate("param", partnerParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { id, groupId } = c.req.valid("param");
    const { row, access } = await loadPair(db, c.var.actor, id, groupId);
    const seen = existing(row);
    authorize(c.var.actor, "end", access);
    await endPartner(db, c.var.member, { partnershipId: id, groupId }, seen.status);
    return c.json(presentPartnerStatus(null));
  });

import { Hono } from "hono";
import { MEMBERS_PAGE_SIZE } from "../../../shared/limits";
import {
  childrenQuerySchema,
  createCommunitySchema,
  updateCommunitySchema,
} from "../../../shared/schemas/communities";
import { takePage } from "../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import type { CommunityType } from "../../../shared/schemas/lists";
import { createCommunity } from "../../commands/communities/create-community";
import { updateCommunity } from "../../commands/communities/update-community";
import type { AppEnv } from "../../context";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { platformAccessOf } from "../../lib/platform-access";
import { enforceMemberLimit } from "../../limits/refuse";
import { loadEntityAccessMany } from "../../loaders/entity-access";
import { countActiveMembers } from "../../loaders/memberships";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { type Actor, authorize, can, type EntityAccess } from "../../policies";
import {
  type CommunityExtras,
  presentChild,
  presentCommunity,
  presentPage,
} from "../../presenters/community";
import {
  type CommunityRow,
  findCommunity,
  findCommunitySummary,
  listChildren,
} from "../../queries/communities";
import { countPendingRequests } from "../../queries/community-members";
import { findOpenInvitation } from "../../queries/invitations";
import { countPendingPartners } from "../../queries/partners";
import { countOpenReports } from "../../queries/reports";
import { loadEntity } from "./load";
import { PICTURES, picturesOf } from "./pictures";

/** What a community's page shows beside its row, as far as the viewer may see it. */
async function loadExtras(
  db: Database,
  actor: Actor,
  row: CommunityRow,
  access: EntityAccess,
): Promise<CommunityExtras> {
  const ref = { type: row.type, id: row.id };
  return {
    parent: await findCommunitySummary(db, row.type, row.parentId),
    memberCount: await countActiveMembers(db, ref),
    pendingRequests: can(actor, "manageMembers", access) ? await countPendingRequests(db, ref) : null,
    pendingPartners:
      row.type === "partnership" && can(actor, "manageMembers", access)
        ? await countPendingPartners(db, row.id)
        : null,
    openReports: can(actor, "moderate", access) ? await countOpenReports(db, ref) : null,
    invitation:
      actor.kind === "member" && actor.emailVerified && access.membership?.status !== "active"
        ? await findOpenInvitation(db, ref, actor.email)
        : null,
  };
}

async function loadRow(db: Database, type: CommunityType, id: number) {
  const row = await findCommunity(db, type, id);
  if (!row) throw notFound(`This ${type} does not exist.`);
  return row;
}

/**
 * Groups or partnerships (spec §2 `/groups/*`, `/partnerships/*`): create, read, edit, and their
 * subgroups or sub-partnerships, listed and created under them. One factory, mounted for each.
 */
export function communityRoutes(type: CommunityType) {
  return new Hono<AppEnv>()
    .post("/", requireSession, validate("json", createCommunitySchema), async (c) => {
      const { db } = c.var.deps;
      authorize(c.var.actor, "createCommunity", platformAccessOf(c));
      const input = c.req.valid("json");
      const pictures = await picturesOf(db, c.var.member, PICTURES[type], input);
      await enforceMemberLimit(c, "communityCreate");
      const row = await createCommunity(db, c.var.member, type, input, pictures, null);
      const access = await loadEntity(db, c.var.actor, { type, id: row.id });
      const extras = await loadExtras(db, c.var.actor, row, access);
      return c.json({ community: presentCommunity(c.var.actor, row, access, extras) }, 201);
    })
    .get("/:id", requireSession, validate("param", entityIdParamSchema), async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid("param");
      const access = await loadEntity(db, c.var.actor, { type, id });
      authorize(c.var.actor, "preview", access);
      const row = await loadRow(db, type, id);
      const extras = await loadExtras(db, c.var.actor, row, access);
      return c.json({ community: presentCommunity(c.var.actor, row, access, extras) });
    })
    .patch(
      "/:id",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", updateCommunitySchema),
      async (c) => {
        const { deps } = c.var;
        const { id } = c.req.valid("param");
        const access = await loadEntity(deps.db, c.var.actor, { type, id });
        authorize(c.var.actor, "update", access);
        const input = c.req.valid("json");
        const pictures = await picturesOf(deps.db, c.var.member, PICTURES[type], input);
        const row = await updateCommunity(deps, c.var.member, type, id, input, pictures);
        if (!row) throw notFound(`This ${type} does not exist.`);
        const after = await loadEntity(deps.db, c.var.actor, { type, id });
        const extras = await loadExtras(deps.db, c.var.actor, row, after);
        return c.json({ community: presentCommunity(c.var.actor, row, after, extras) });
      },
    )
    .get(
      "/:id/children",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", childrenQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        const access = await loadEntity(db, c.var.actor, { type, id });
        authorize(c.var.actor, "view", access);
        const rows = await listChildren(db, type, id, c.req.valid("query"), MEMBERS_PAGE_SIZE + 1);
        const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.sortKey, last.id]);
        const accessOf = await loadEntityAccessMany(
          db,
          c.var.actor,
          type,
          page.map((row) => row.id),
        );
        const items = page.flatMap((row) => {
          const child = accessOf.get(row.id);
          return child && can(c.var.actor, "preview", child) ? [presentChild(c.var.actor, row, child)] : [];
        });
        return c.json(presentPage("children", items, next));
      },
    )
    .post(
      "/:id/children",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", createCommunitySchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        const access = await loadEntity(db, c.var.actor, { type, id });
        authorize(c.var.actor, "createSubgroup", access);
        const input = c.req.valid("json");
        const pictures = await picturesOf(db, c.var.member, PICTURES[type], input);
        await enforceMemberLimit(c, "communityCreate");
        const row = await createCommunity(db, c.var.member, type, input, pictures, id);
        const childAccess = await loadEntity(db, c.var.actor, { type, id: row.id });
        const extras = await loadExtras(db, c.var.actor, row, childAccess);
        return c.json({ community: presentCommunity(c.var.actor, row, childAccess, extras) }, 201);
      },
    );
}

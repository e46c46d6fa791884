import { Hono } from "hono";
import type { EntityType } from "../../../shared/enums";
import { MEMBERS_PAGE_SIZE } from "../../../shared/limits";
import {
  changeRoleSchema,
  joinSchema,
  memberParamSchema,
  membersQuerySchema,
  transferOwnershipSchema,
} from "../../../shared/schemas/communities";
import { takePage } from "../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import { joinEntity, leaveEntity } from "../../commands/memberships/join";
import {
  approveRequest,
  changeRole,
  declineRequest,
  removeMember,
  transferOwnership,
} from "../../commands/memberships/manage";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { AppError, forbidden, notFound } from "../../errors";
import { findMembership } from "../../loaders/memberships";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { type Actor, authorize, can, type EntityAccess, type MembershipAccess } from "../../policies";
import { roleRefusal } from "../../policies/entity";
import { assignableRoles } from "../../policies/membership";
import { presentMembership, presentOwnMembership, presentPage } from "../../presenters/community";
import { findMembershipRow, listMemberships, type MemberListRow } from "../../queries/community-members";
import { loadEntity } from "./load";

/** The member's membership (or request) on the entity, for a route acting on it: 404 if none. */
async function loadTarget(db: Executor, entity: EntityAccess, userId: string) {
  const row = await findMembershipRow(db, entity, userId);
  if (!row) throw notFound("This member is not in this community.");
  return row;
}

/** The membership resource of the policy, for a loaded row. */
const membershipOf = (entity: EntityAccess, row: MemberListRow): MembershipAccess => ({
  kind: "membership",
  entity,
  target: { userId: row.userId, role: row.role, status: row.status },
});

/** 403 with the reason a member would want (the owner is told to hand ownership over first). */
function refuseLeave(actor: Actor, access: EntityAccess) {
  authorize(actor, "leave", access, roleRefusal(access, "leave") ?? undefined);
}

/**
 * Membership of a group, partnership or event (decisions.md, "Membership"): the members list,
 * joining or asking to join, leaving or taking a request back, answering requests, roles,
 * removal, and handing ownership over. One factory, mounted for each entity type.
 */
export function membershipRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .get(
      "/:id/members",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", membersQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const access = await loadEntity(db, c.var.actor, { type, id: c.req.valid("param").id });
        authorize(c.var.actor, "view", access);
        const rows = await listMemberships(db, access, "active", c.req.valid("query"), MEMBERS_PAGE_SIZE + 1);
        const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.joinedKey, last.id]);
        return c.json(
          presentPage(
            "members",
            page.map((row) => presentMembership(c.var.actor, access, row)),
            next,
          ),
        );
      },
    )
    .post(
      "/:id/membership",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", joinSchema),
      async (c) => {
        const { db } = c.var.deps;
        const access = await loadEntity(db, c.var.actor, { type, id: c.req.valid("param").id });
        const canJoin = can(c.var.actor, "join", access);
        if (!canJoin)
          authorize(c.var.actor, "requestToJoin", access, "You are already a member, or have asked.");
        const membership = await joinEntity(
          db,
          c.var.member,
          access,
          canJoin ? "active" : "pending",
          c.req.valid("json").message ?? null,
        );
        return c.json(presentOwnMembership(membership), 201);
      },
    )
    .delete("/:id/membership", requireSession, validate("param", entityIdParamSchema), async (c) => {
      const { db } = c.var.deps;
      const access = await loadEntity(db, c.var.actor, { type, id: c.req.valid("param").id });
      const pending = access.membership?.status === "pending";
      if (pending) authorize(c.var.actor, "cancelRequest", access);
      else refuseLeave(c.var.actor, access);
      const member = c.var.member;
      if (!(await leaveEntity(db, member, access, pending ? "pending" : "active"))) {
        throw new AppError("conflict", "Your membership changed meanwhile. Reload the page and try again.");
      }
      return c.json(presentOwnMembership(await findMembership(db, member.id, access)));
    })
    .get(
      "/:id/requests",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", membersQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const access = await loadEntity(db, c.var.actor, { type, id: c.req.valid("param").id });
        authorize(c.var.actor, "manageMembers", access);
        const rows = await listMemberships(
          db,
          access,
          "pending",
          c.req.valid("query"),
          MEMBERS_PAGE_SIZE + 1,
        );
        const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.joinedKey, last.id]);
        return c.json(
          presentPage(
            "requests",
            page.map((row) => presentMembership(c.var.actor, access, row)),
            next,
          ),
        );
      },
    )
    .post(
      "/:id/requests/:userId/approve",
      requireSession,
      validate("param", memberParamSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, userId } = c.req.valid("param");
        const access = await loadEntity(db, c.var.actor, { type, id });
        const row = await loadTarget(db, access, userId);
        authorize(c.var.actor, "approve", membershipOf(access, row));
        await approveRequest(db, c.var.member, access, userId);
        return c.json({
          membership: presentMembership(c.var.actor, access, await loadTarget(db, access, userId)),
        });
      },
    )
    .post(
      "/:id/requests/:userId/decline",
      requireSession,
      validate("param", memberParamSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, userId } = c.req.valid("param");
        const access = await loadEntity(db, c.var.actor, { type, id });
        const row = await loadTarget(db, access, userId);
        authorize(c.var.actor, "decline", membershipOf(access, row));
        await declineRequest(db, c.var.member, access, userId);
        return c.json(presentOwnMembership(null));
      },
    )
    .patch(
      "/:id/members/:userId",
      requireSession,
      validate("param", memberParamSchema),
      validate("json", changeRoleSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, userId } = c.req.valid("param");
        const { role } = c.req.valid("json");
        const access = await loadEntity(db, c.var.actor, { type, id });
        const row = await loadTarget(db, access, userId);
        authorize(c.var.actor, "changeRole", membershipOf(access, row));
        if (!assignableRoles(c.var.actor, access).includes(role)) {
          throw forbidden("You cannot give a role above your own.");
        }
        await changeRole(db, c.var.member, access, row, role);
        return c.json({
          membership: presentMembership(c.var.actor, access, await loadTarget(db, access, userId)),
        });
      },
    )
    .delete("/:id/members/:userId", requireSession, validate("param", memberParamSchema), async (c) => {
      const { db } = c.var.deps;
      const { id, userId } = c.req.valid("param");
      const access = await loadEntity(db, c.var.actor, { type, id });
      const row = await loadTarget(db, access, userId);
      authorize(c.var.actor, "remove", membershipOf(access, row));
      await removeMember(db, c.var.member, access, row);
      return c.json(presentOwnMembership(null));
    })
    .post(
      "/:id/ownership",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", transferOwnershipSchema),
      async (c) => {
        const { db } = c.var.deps;
        const access = await loadEntity(db, c.var.actor, { type, id: c.req.valid("param").id });
        const { userId } = c.req.valid("json");
        const row = await loadTarget(db, access, userId);
        authorize(c.var.actor, "makeOwner", membershipOf(access, row));
        await transferOwnership(db, c.var.member, access, row);
        return c.json({
          membership: presentMembership(c.var.actor, access, await loadTarget(db, access, userId)),
        });
      },
    );
}

import { Hono } from "hono";
import type { EntityType } from "../../../shared/enums";
import { MEMBERS_PAGE_SIZE } from "../../../shared/limits";
import {
  entityInvitationParamSchema,
  inviteSchema,
  timeCursorQuerySchema,
} from "../../../shared/schemas/communities";
import { takePage } from "../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import { inviteToEntity, revokeInvitation } from "../../commands/memberships/invitations";
import type { AppEnv } from "../../context";
import { notFound } from "../../errors";
import { INVITED_ADDRESSES_MESSAGE, INVITED_ADDRESSES_PER_DAY } from "../../limits/member-rules";
import { enforceLimit, enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import {
  presentEntityInvitation,
  presentInvitationOutcomes,
  presentOwnMembership,
  presentPage,
} from "../../presenters/community";
import { findInvitation, invitedInLastDay, listEntityInvitations } from "../../queries/invitations";
import { loadEntity } from "./load";

/**
 * An entity's invitations, for those who manage its members (decisions.md, "Invitations"):
 * invite by e-mail (people without an account too), list the open ones, withdraw one.
 */
export function entityInvitationRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .post(
      "/:id/invitations",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", inviteSchema),
      async (c) => {
        const { db } = c.var.deps;
        const access = await loadEntity(db, c.var.actor, { type, id: c.req.valid("param").id });
        authorize(c.var.actor, "manageMembers", access);
        const emails = [...new Set(c.req.valid("json").emails.map((email) => email.toLowerCase()))];
        // Distinct addresses in any 24 hours, counted from the invitations themselves (nothing counted here).
        const sent = await invitedInLastDay(db, c.var.member.id, emails);
        const fresh = emails.filter((email) => !sent.known.has(email)).length;
        enforceLimit(
          c,
          sent.count + fresh > INVITED_ADDRESSES_PER_DAY.max
            ? { allowed: false, retryAfterSeconds: Math.max(1, sent.freesInSeconds) }
            : { allowed: true },
          INVITED_ADDRESSES_MESSAGE,
        );
        await enforceMemberLimit(c, "invitation");
        const outcomes = await inviteToEntity(db, c.var.member, access, emails);
        return c.json(presentInvitationOutcomes(outcomes), 201);
      },
    )
    .get(
      "/:id/invitations",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", timeCursorQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const access = await loadEntity(db, c.var.actor, { type, id: c.req.valid("param").id });
        authorize(c.var.actor, "manageMembers", access);
        const rows = await listEntityInvitations(db, access, c.req.valid("query"), MEMBERS_PAGE_SIZE + 1);
        const { page, next } = takePage(rows, MEMBERS_PAGE_SIZE, (last) => [last.createdKey, last.id]);
        return c.json(
          presentPage(
            "invitations",
            page.map((row) => presentEntityInvitation(c.var.actor, access, row)),
            next,
          ),
        );
      },
    )
    .delete(
      "/:id/invitations/:invitationId",
      requireSession,
      validate("param", entityInvitationParamSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, invitationId } = c.req.valid("param");
        const access = await loadEntity(db, c.var.actor, { type, id });
        const invitation = await findInvitation(db, invitationId);
        if (!invitation || invitation.entity.type !== type || invitation.entity.id !== id) {
          throw notFound("This invitation does not exist.");
        }
        authorize(c.var.actor, "revoke", {
          kind: "invitation",
          email: invitation.email,
          status: invitation.status,
          entity: access,
        });
        await revokeInvitation(db, c.var.member, invitationId);
        return c.json(presentOwnMembership(null));
      },
    );
}

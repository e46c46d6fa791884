import { Hono } from "hono";
import { invitationIdParamSchema, invitationOptOutQuerySchema } from "../../../shared/schemas/communities";
import { optOutOfInvitations } from "../../commands/memberships/invitation-opt-out";
import { acceptInvitation, declineInvitation } from "../../commands/memberships/invitations";
import type { AppEnv } from "../../context";
import { forbidden, notFound } from "../../errors";
import { readInvitationOptOutToken } from "../../mail/invitation-opt-out";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, can, type MemberActor, VISITOR } from "../../policies";
import {
  presentInvitationAnswer,
  presentInvitationOptOut,
  presentMyInvitations,
} from "../../presenters/community";
import { findInvitation, listInvitationsFor } from "../../queries/invitations";
import { loadEntity } from "../entities/load";

/** A member has few open invitations at once; the list shows them all up to this. */
const MY_INVITATIONS_LIMIT = 50;

/** The invitation and the policy's view of it for this member; 404 when it does not exist. */
async function loadInvitation(db: Parameters<typeof findInvitation>[0], member: MemberActor, id: string) {
  const invitation = await findInvitation(db, id);
  if (!invitation) throw notFound("This invitation does not exist.");
  const entity = await loadEntity(db, member, invitation.entity);
  return {
    kind: "invitation" as const,
    email: invitation.email,
    status: invitation.status,
    entity,
  };
}

/**
 * The member's own invitations: those waiting for their confirmed address (sent before or after
 * they signed up), and the answer to one.
 */
export const invitationRoutes = new Hono<AppEnv>()
  // An invitation mail's "no more invitations" link, one-click (RFC 8058) or from its page: the
  // signed link is the credential (the address may have no account), so every caller is answered alike.
  .post("/opt-out", validate("query", invitationOptOutQuerySchema), async (c) => {
    const { deps } = c.var;
    const email = readInvitationOptOutToken(deps.secret, c.req.valid("query").token);
    const access = {
      kind: "invitationAddress",
      email: email ?? "",
      linkSignedFor: email ?? undefined,
    } as const;
    if (!email || !can(VISITOR, "optOut", access)) throw forbidden("This link is not valid.");
    await optOutOfInvitations(deps.db, email);
    return c.json(presentInvitationOptOut());
  })
  .get("/", requireSession, async (c) => {
    const member = c.var.member;
    const rows = member.emailVerified
      ? await listInvitationsFor(c.var.deps.db, member.email, MY_INVITATIONS_LIMIT)
      : [];
    return c.json(presentMyInvitations(rows));
  })
  .post("/:invitationId/accept", requireSession, validate("param", invitationIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { invitationId } = c.req.valid("param");
    authorize(c.var.actor, "accept", await loadInvitation(db, c.var.member, invitationId));
    const joined = await acceptInvitation(db, c.var.member, invitationId);
    return c.json(presentInvitationAnswer(joined));
  })
  .post("/:invitationId/decline", requireSession, validate("param", invitationIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { invitationId } = c.req.valid("param");
    authorize(c.var.actor, "decline", await loadInvitation(db, c.var.member, invitationId));
    await declineInvitation(db, c.var.member, invitationId);
    return c.json(presentInvitationAnswer(null));
  });

import { and, eq, sql } from "drizzle-orm";
import type { MembershipRole } from "../../../shared/enums";
import type { Database, Executor } from "../../db/client";
import { entityInvitations, users } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import { type EntityRef, MEMBERSHIP_TABLES } from "../../loaders/memberships";
import type { MemberActor } from "../../policies/actor";
import { ROLE_RANK } from "../../policies/roles";
import { optedOutAmong } from "../../queries/invitations";
import { logModeration } from "../../queries/moderation-log";

/** What became of each address of an invitation form. */
export type InvitationOutcome = "invited" | "alreadyInvited" | "alreadyMember" | "optedOut";

export interface InvitationRow {
  id: string;
  entityType: EntityRef["type"];
  entityId: number;
  email: string;
  role: MembershipRole;
  status: "pending" | "accepted" | "declined" | "revoked";
}

/**
 * Invites each address to the entity (decisions.md, "Invitations"): an address whose account is
 * already an active member is told so; one with an open invitation keeps it; the others get a
 * new invitation, logged, and `invitation.created` (its handler sends the mail, and a
 * notification when the address has an account). An address that asked for no more invitations
 * gets none (issue 26). Addresses are compared without letter case.
 * Transaction: one; no row locks (the unique open-invitation index settles a second invitation).
 */
export async function inviteToEntity(
  db: Database,
  actor: MemberActor,
  ref: EntityRef,
  emails: string[],
): Promise<{ email: string; outcome: InvitationOutcome }[]> {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  return db.transaction(async (tx) => {
    const m = MEMBERSHIP_TABLES[ref.type];
    const outcomes: { email: string; outcome: InvitationOutcome }[] = [];
    const optedOut = await optedOutAmong(tx, unique);
    for (const email of unique) {
      if (optedOut.has(email)) {
        outcomes.push({ email, outcome: "optedOut" });
        continue;
      }
      const member = await tx.execute(sql`
        select 1 from ${users} u join ${m.table} on ${m.userId} = u.id
        where lower(u.email) = ${email} and ${m.entityId} = ${ref.id} and ${m.table.status} = 'active'`);
      if (member.rows.length) {
        outcomes.push({ email, outcome: "alreadyMember" });
        continue;
      }
      const [invitation] = await tx
        .insert(entityInvitations)
        .values({ entityType: ref.type, entityId: ref.id, email, invitedBy: actor.id })
        .onConflictDoNothing()
        .returning({ id: entityInvitations.id });
      if (!invitation) {
        outcomes.push({ email, outcome: "alreadyInvited" });
        continue;
      }
      await logModeration(tx, {
        entity: ref,
        actorId: actor.id,
        action: "invitation.sent",
        details: { email },
      });
      await recordEvent(tx, {
        type: "invitation.created",
        actorId: actor.id,
        subject: { type: "invitation", id: invitation.id },
        payload: { entity: ref, email },
      });
      outcomes.push({ email, outcome: "invited" });
    }
    return outcomes;
  });
}

/** The invitation, locked for its answer; a 409 when it was answered meanwhile. */
async function openInvitation(tx: Executor, id: string): Promise<InvitationRow> {
  const [row] = await tx.select().from(entityInvitations).where(eq(entityInvitations.id, id)).for("update");
  if (row?.status !== "pending") {
    throw new AppError("conflict", "This invitation has already been answered or withdrawn.");
  }
  return row as InvitationRow;
}

/**
 * The invited member joins, with the invitation's role, whatever the entity's visibility (the
 * invitation is the admins' approval). A request they had waiting becomes the membership; a
 * membership they already hold keeps the stronger of the two roles.
 * Transaction: one; locks the invitation row, then the member's membership row if any (FOR UPDATE).
 */
export async function acceptInvitation(db: Database, member: MemberActor, invitationId: string) {
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, invitationId);
    const ref = { type: invitation.entityType, id: invitation.entityId };
    const m = MEMBERSHIP_TABLES[ref.type];
    const [current] = await tx
      .select({ role: m.table.role, status: m.table.status })
      .from(m.table)
      .where(and(eq(m.userId, member.id), eq(m.entityId, ref.id)))
      .for("update");
    const keep =
      current?.status === "active" && ROLE_RANK[current.role as MembershipRole] > ROLE_RANK[invitation.role];
    const role = keep ? (current?.role as MembershipRole) : invitation.role;
    await tx.execute(sql`
      insert into ${m.table} (${sql.raw(m.userId.name)}, ${sql.raw(m.entityId.name)}, role, status)
      values (${member.id}, ${ref.id}, ${role}, 'active')
      on conflict (${sql.raw(m.entityId.name)}, ${sql.raw(m.userId.name)})
      do update set role = excluded.role, status = 'active', message = null`);
    await answer(tx, invitation, member, "accepted");
    return ref;
  });
}

/**
 * The invited member says no; the invitation stays as history.
 * Transaction: one; locks the invitation row (FOR UPDATE).
 */
export async function declineInvitation(db: Database, member: MemberActor, invitationId: string) {
  await db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, invitationId);
    await answer(tx, invitation, member, "declined");
  });
}

/**
 * An admin withdraws an open invitation; logged.
 * Transaction: one; locks the invitation row (FOR UPDATE).
 */
export async function revokeInvitation(db: Database, actor: MemberActor, invitationId: string) {
  await db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, invitationId);
    await tx
      .update(entityInvitations)
      .set({ status: "revoked", respondedBy: actor.id, respondedAt: sql`now()` })
      .where(eq(entityInvitations.id, invitation.id));
    await logModeration(tx, {
      entity: { type: invitation.entityType, id: invitation.entityId },
      actorId: actor.id,
      action: "invitation.revoked",
      details: { email: invitation.email },
    });
  });
}

async function answer(
  tx: Executor,
  invitation: InvitationRow,
  member: MemberActor,
  status: "accepted" | "declined",
) {
  await tx
    .update(entityInvitations)
    .set({ status, respondedBy: member.id, respondedAt: sql`now()` })
    .where(eq(entityInvitations.id, invitation.id));
  await recordEvent(tx, {
    type: "invitation.answered",
    actorId: member.id,
    subject: { type: "invitation", id: invitation.id },
    payload: {
      entity: { type: invitation.entityType, id: invitation.entityId },
      accepted: status === "accepted",
    },
  });
}

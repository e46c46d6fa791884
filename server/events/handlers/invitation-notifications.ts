import { and, eq, sql } from "drizzle-orm";
import { entityKeyOf, entityPath } from "../../../shared/entity-paths";
import type { Executor } from "../../db/client";
import { entityInvitations, users } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import { claimOnce } from "../../limits/counters";
import { memberName } from "../../loaders/member-actor";
import type { EntityRef } from "../../loaders/memberships";
import { INVITATION_EMAIL_JOB } from "../../notifications/invitation-email-job";
import { COMMUNITY_TEXTS } from "../../notifications/messages";
import { recordNotification } from "../../notifications/record";
import { findEntityName } from "../../queries/entity-names";
import { optedOutAmong } from "../../queries/invitations";
import type { EventHandler } from "../types";

/** An address hears of one entity's invitation at most once a week, revoked and sent again or not. */
export const INVITATION_MAIL_EVERY_SECONDS = 7 * 24 * 60 * 60;

/** The in-app notice of an invitation, for a member whose confirmed address it was sent to. */
async function notifyInvited(tx: Executor, userId: string, ref: EntityRef, invitedBy: string | null) {
  const place = await findEntityName(tx, ref);
  if (place === null) return;
  await recordNotification(tx, {
    userId,
    type: "invitation",
    message: COMMUNITY_TEXTS.invitation(await memberName(tx, invitedBy), place),
    notificationUrl: entityPath(ref),
    entityId: entityKeyOf(ref),
    actorId: invitedBy,
  });
}

/**
 * Invitations reach their addressee (decisions.md, "Invitations"): a member whose confirmed
 * address it is gets a notification (by e-mail too, if their settings say so); any other
 * address gets the invitation mail (invitation-email-job.ts), and when an account confirms that
 * address later, the invitations waiting for it become its notifications: the invitation
 * survives the sign-up. An address hears of one entity's invitation once a week at most, however
 * often it is revoked and sent again, and an address that asked for no more hears nothing
 * (issue 26).
 */
export function invitationNotifications(): EventHandler<"invitation.created" | "email.confirmed"> {
  return {
    name: "invitation-notifications",
    events: ["invitation.created", "email.confirmed"],
    async run(event, tx) {
      if (event.type === "email.confirmed") {
        const waiting = await tx
          .select()
          .from(entityInvitations)
          .where(
            and(eq(entityInvitations.email, event.payload.email), eq(entityInvitations.status, "pending")),
          );
        for (const invitation of waiting) {
          const ref = { type: invitation.entityType as EntityRef["type"], id: invitation.entityId };
          await notifyInvited(tx, event.subject.id, ref, invitation.invitedBy);
        }
        return;
      }
      const { entity, email } = event.payload;
      if ((await optedOutAmong(tx, [email])).size) {
        // Written while the address opted out (each missed the other's uncommitted row): it is
        // declined on the address's behalf like those the opt-out found, and nobody hears of it.
        await tx
          .update(entityInvitations)
          .set({ status: "declined", respondedAt: sql`now()` })
          .where(and(eq(entityInvitations.id, event.subject.id), eq(entityInvitations.status, "pending")));
        return;
      }
      const now = Date.now();
      const key = `invitation-mail:${entityKeyOf(entity)}:${email}`;
      if (!(await claimOnce(tx, key, now, now + INVITATION_MAIL_EVERY_SECONDS * 1000))) return;
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, eq(users.emailVerified, true)));
      if (member) {
        await notifyInvited(tx, member.id, entity, event.actorId);
        return;
      }
      await enqueueJob(
        tx,
        INVITATION_EMAIL_JOB,
        { invitationId: event.subject.id },
        { dedupeKey: `${INVITATION_EMAIL_JOB}:${event.subject.id}` },
      );
    },
  };
}

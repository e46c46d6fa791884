import { and, eq, sql } from "drizzle-orm";
import { entityKeyOf, entityPath } from "../../../shared/entity-paths";
import type { Executor } from "../../db/client";
import { findEntityName } from "../../db/entity-names";
import type { EntityRef } from "../../db/memberships";
import { fullName } from "../../db/posts";
import { entityInvitations, profiles, users } from "../../db/schema";
import { queueMail } from "../../mail/mailer";
import { invitationMail } from "../../mail/templates";
import { COMMUNITY_TEXTS } from "../../notifications/messages";
import { recordNotification } from "../../notifications/record";
import type { EventHandler, EventHandlerDeps } from "../registry";

async function inviterName(tx: Executor, userId: string | null) {
  if (!userId) return "A member";
  const [row] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ? fullName(row) : "A member";
}

/** The in-app notice of an invitation, for a member whose confirmed address it was sent to. */
async function notifyInvited(tx: Executor, userId: string, ref: EntityRef, invitedBy: string | null) {
  const place = await findEntityName(tx, ref);
  if (place === null) return;
  await recordNotification(tx, {
    userId,
    type: "invitation",
    message: COMMUNITY_TEXTS.invitation(await inviterName(tx, invitedBy), place),
    notificationUrl: entityPath(ref),
    entityId: entityKeyOf(ref),
    actorId: invitedBy,
  });
}

/**
 * Invitations reach their addressee (decisions.md, "Invitations"): a member whose confirmed
 * address it is gets a notification (by e-mail too, if their settings say so); any other
 * address gets the invitation mail, and when an account confirms that address later, the
 * invitations waiting for it become its notifications: the invitation survives the sign-up.
 */
export function invitationNotifications({
  config,
}: EventHandlerDeps): EventHandler<"invitation.created" | "email.confirmed"> {
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
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, eq(users.emailVerified, true)));
      if (member) {
        await notifyInvited(tx, member.id, entity, event.actorId);
        return;
      }
      const place = await findEntityName(tx, entity);
      if (place === null) return;
      await queueMail(
        tx,
        invitationMail(config.APP_NAME, email, {
          inviter: await inviterName(tx, event.actorId),
          place,
          url: `${config.PUBLIC_URL}${entityPath(entity)}`,
        }),
      );
    },
  };
}

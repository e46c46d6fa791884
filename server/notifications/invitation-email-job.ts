import { eq } from "drizzle-orm";
import { entityPath } from "../../shared/entity-paths";
import type { Executor } from "../db/client";
import { entityInvitations } from "../db/schema";
import type { JobDefinition } from "../jobs/worker";
import { memberName } from "../loaders/member-actor";
import type { EntityRef } from "../loaders/memberships";
import { invitationOptOutUrls } from "../mail/invitation-opt-out";
import { queueMail } from "../mail/mailer";
import { invitationMail } from "../mail/templates";
import { findEntityName } from "../queries/entity-names";
import { optedOutAmong } from "../queries/invitations";
import type { NotificationMailDeps } from "./email-job";

/** The job that writes an invitation's mail to an address without an account. */
export const INVITATION_EMAIL_JOB = "invitation.email";

/**
 * The `invitation.email` job (queued by events/handlers/invitation-notifications.ts): the mail,
 * with a one-click "no more invitations" link signed for its address (mail/invitation-opt-out.ts),
 * queued in the job's transaction. It looks again when it runs: an invitation answered or revoked
 * meanwhile, or an address that opted out meanwhile, gets nothing.
 */
export function invitationEmailJob(deps: Pick<NotificationMailDeps, "config" | "secret">): JobDefinition {
  return {
    transactional: true,
    async run(job, db: Executor) {
      const [invitation] = await db
        .select()
        .from(entityInvitations)
        .where(eq(entityInvitations.id, String(job.payload.invitationId)));
      if (invitation?.status !== "pending") return;
      if ((await optedOutAmong(db, [invitation.email])).size) return;
      const entity = { type: invitation.entityType as EntityRef["type"], id: invitation.entityId };
      const place = await findEntityName(db, entity);
      if (place === null) return;
      const { APP_NAME, PUBLIC_URL } = deps.config;
      await queueMail(
        db,
        invitationMail(APP_NAME, invitation.email, {
          inviter: await memberName(db, invitation.invitedBy),
          place,
          url: `${PUBLIC_URL}${entityPath(entity)}`,
          optOut: invitationOptOutUrls(PUBLIC_URL, deps.secret, invitation.email),
        }),
      );
    },
  };
}

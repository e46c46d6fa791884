import { eq } from "drizzle-orm";
import { betaSignups } from "../../db/schema";
import { queueMail } from "../../mail/mailer";
import { betaInvitationMail } from "../../mail/templates";
import type { EventHandler, EventHandlerDeps } from "../types";

/** The sign-up page with the applicant's address filled in (app/scenes/Register reads `email`). */
export function betaInvitationUrl(publicUrl: string, email: string): string {
  return `${publicUrl}/register?email=${encodeURIComponent(email)}`;
}

/**
 * The invitation mail of an approved beta sign-up, once per approval or "Send invitation again"
 * (commands/review-beta-signup.ts): the event's job runs once (its dedupe key is the event and
 * this handler), and approving a sign-up approved already records no event. It looks again when it
 * runs: a sign-up no longer approved gets nothing.
 */
export function betaSignupInvitation({
  config,
}: EventHandlerDeps): EventHandler<"beta_signup.approved" | "beta_signup.invitation_resent"> {
  return {
    name: "beta-signup-invitation",
    events: ["beta_signup.approved", "beta_signup.invitation_resent"],
    async run(event, tx) {
      const [signup] = await tx.select().from(betaSignups).where(eq(betaSignups.id, event.subject.id));
      if (signup?.status !== "approved") return;
      await queueMail(
        tx,
        betaInvitationMail(config.APP_NAME, signup.email, {
          name: signup.name,
          organization: signup.organization,
          url: betaInvitationUrl(config.PUBLIC_URL, signup.email),
        }),
      );
    },
  };
}

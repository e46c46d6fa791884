import { eq } from "drizzle-orm";
import { ORGANIZATION_TYPE_LABELS } from "../../../shared/enums";
import { betaSignups } from "../../db/schema";
import { queueMail } from "../../mail/mailer";
import { betaSignupAdminNotice } from "../../mail/templates";
import type { EventHandler, EventHandlerDeps } from "../types";

/** Tells the platform admins (ADMIN_EMAILS) of each new beta sign-up, with what the form said. */
export function betaSignupAdminMail({ config }: EventHandlerDeps): EventHandler<"beta_signup.created"> {
  return {
    name: "beta-signup-admin-mail",
    events: ["beta_signup.created"],
    async run(event, tx) {
      if (!config.ADMIN_EMAILS.length) return;
      const [signup] = await tx.select().from(betaSignups).where(eq(betaSignups.id, event.subject.id));
      if (!signup) return;
      const details = {
        name: signup.name,
        email: signup.email,
        organization: signup.organization,
        organizationType:
          ORGANIZATION_TYPE_LABELS[signup.organizationType as keyof typeof ORGANIZATION_TYPE_LABELS],
        message: signup.message,
      };
      for (const admin of config.ADMIN_EMAILS) {
        await queueMail(tx, betaSignupAdminNotice(config.APP_NAME, admin, details));
      }
    },
  };
}

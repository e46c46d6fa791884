import type { OrganizationType } from "../../shared/enums";
import type { CreateBetaSignup } from "../../shared/schemas/beta-signup";
import type { Database } from "../db/client";
import { betaSignups } from "../db/schema";
import { recordEvent } from "../events/record";

export type BetaSignupOutcome =
  | { status: "created"; signup: typeof betaSignups.$inferSelect }
  | { status: "already_registered" };

/**
 * Adds an organisation to the beta list. An address already on the list (in any letter case)
 * is not an error: the visitor simply hears that they are already signed up.
 * Transaction: one; no row locks (the unique lower(email) index settles two sign-ups of an address).
 */
export async function createBetaSignup(db: Database, input: CreateBetaSignup): Promise<BetaSignupOutcome> {
  return db.transaction(async (tx) => {
    const [signup] = await tx
      .insert(betaSignups)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        organization: input.organization,
        organizationType: input.organizationType,
        message: input.message,
      })
      // The only unique key besides the id is lower(email): a conflict means "already signed up".
      .onConflictDoNothing()
      .returning();
    if (!signup) return { status: "already_registered" as const };
    await recordEvent(tx, {
      type: "beta_signup.created",
      actorId: null,
      subject: { type: "beta_signup", id: signup.id },
      payload: { organizationType: signup.organizationType as OrganizationType },
    });
    return { status: "created" as const, signup };
  });
}

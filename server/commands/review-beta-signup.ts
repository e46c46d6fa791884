import { eq, sql } from "drizzle-orm";
import { resendAvailableAt } from "../../shared/beta-invitations";
import type { Database, Executor } from "../db/client";
import { betaSignups } from "../db/schema";
import { AppError, notFound } from "../errors";
import { recordEvent } from "../events/record";
import type { MemberActor } from "../policies/actor";

type Signup = typeof betaSignups.$inferSelect;

/** The sign-up, locked for the rest of the transaction: two admins' clicks are decided one after the other. */
async function lockSignup(tx: Executor, id: string): Promise<Signup> {
  const [signup] = await tx.select().from(betaSignups).where(eq(betaSignups.id, id)).for("update");
  if (!signup) throw notFound("This beta sign-up does not exist.");
  return signup;
}

/**
 * Approves a sign-up and invites it: the invitation mail follows the `beta_signup.approved` event
 * (events/handlers/beta-signup-invitation.ts). A sign-up approved already is left as it is, so
 * approving twice, or two admins at once, mails once. A declined one may still be approved.
 * Transaction: one; locks the sign-up's row.
 */
export async function approveBetaSignup(db: Database, admin: MemberActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const signup = await lockSignup(tx, id);
    if (signup.status === "approved") return;
    await tx
      .update(betaSignups)
      .set({ status: "approved", reviewedBy: admin.id, reviewedAt: sql`now()`, invitedAt: sql`now()` })
      .where(eq(betaSignups.id, id));
    await recordEvent(tx, {
      type: "beta_signup.approved",
      actorId: admin.id,
      subject: { type: "beta_signup", id },
      payload: {},
    });
  });
}

/**
 * Declines a pending sign-up; nobody is mailed (docs/decisions.md, "Beta management"). One
 * approved already has its invitation and can no longer be declined.
 * Transaction: one; locks the sign-up's row.
 */
export async function declineBetaSignup(db: Database, admin: MemberActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const signup = await lockSignup(tx, id);
    if (signup.status === "declined") return;
    if (signup.status === "approved") {
      throw new AppError(
        "conflict",
        "This sign-up was approved and its invitation sent; it can no longer be declined.",
      );
    }
    await tx
      .update(betaSignups)
      .set({ status: "declined", reviewedBy: admin.id, reviewedAt: sql`now()` })
      .where(eq(betaSignups.id, id));
    await recordEvent(tx, {
      type: "beta_signup.declined",
      actorId: admin.id,
      subject: { type: "beta_signup", id },
      payload: {},
    });
  });
}

/**
 * "Send invitation again" for an approved sign-up whose mail went astray: at most once an hour
 * per address, so that no click, however repeated, floods someone's inbox.
 * Transaction: one; locks the sign-up's row.
 */
export async function resendBetaInvitation(db: Database, admin: MemberActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const signup = await lockSignup(tx, id);
    if (signup.status !== "approved") {
      throw new AppError("conflict", "Only an approved sign-up has an invitation to send again.");
    }
    const after = resendAvailableAt(signup.invitedAt);
    if (after && after.getTime() > Date.now()) {
      throw new AppError(
        "rate_limited",
        "An invitation went to this address less than an hour ago. Please wait before sending it again.",
      );
    }
    await tx.update(betaSignups).set({ invitedAt: sql`now()` }).where(eq(betaSignups.id, id));
    await recordEvent(tx, {
      type: "beta_signup.invitation_resent",
      actorId: admin.id,
      subject: { type: "beta_signup", id },
      payload: {},
    });
  });
}

/**
 * Sets the platform admins' private note on a sign-up (never shown to the applicant); an empty
 * note clears it.
 * Transaction: none; one statement.
 */
export async function setBetaSignupNote(db: Database, id: string, note: string): Promise<void> {
  const updated = await db
    .update(betaSignups)
    .set({ note })
    .where(eq(betaSignups.id, id))
    .returning({ id: betaSignups.id });
  if (!updated.length) throw notFound("This beta sign-up does not exist.");
}

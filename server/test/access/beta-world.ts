import type { Executor } from "../../db/client";
import { betaSignups } from "../../db/schema";

/** Beta sign-ups for the platform admins' rows (issue 31): one per write, each acted on once. */
export interface BetaWorld {
  /** Pending: approved by the platform admin. */
  toApprove: string;
  /** Pending: declined by the platform admin. */
  toDecline: string;
  /** Approved two hours ago: its invitation may be sent again. */
  toInviteAgain: string;
  /** Pending: noted by the platform admin. */
  toNote: string;
}

export async function buildBetaWorld(db: Executor): Promise<BetaWorld> {
  const row = async (label: string, values: Partial<typeof betaSignups.$inferInsert> = {}) => {
    const [signup] = await db
      .insert(betaSignups)
      .values({
        name: `Applicant ${label}`,
        email: `applicant-${label}@beta.example.net`,
        organization: `Organisation ${label}`,
        organizationType: "nonprofit",
        ...values,
      })
      .returning({ id: betaSignups.id });
    if (!signup) throw new Error("no beta sign-up");
    return signup.id;
  };
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  return {
    toApprove: await row("approve"),
    toDecline: await row("decline"),
    toInviteAgain: await row("again", {
      status: "approved",
      reviewedAt: twoHoursAgo,
      invitedAt: twoHoursAgo,
    }),
    toNote: await row("note"),
  };
}

import { resendAvailableAt } from "../../shared/beta-invitations";
import type { BetaSignupStatus, OrganizationType } from "../../shared/enums";
import type { BetaSignupResult, CreateBetaSignup } from "../../shared/schemas/beta-signup";
import type { BetaSignupRow } from "../queries/beta-signups";

/**
 * The answer a visitor sees after sending the beta form. It is the same whether the address was
 * new or already on the list, and it repeats only what the visitor typed, never stored data.
 */
export function presentBetaSignupReceived(input: CreateBetaSignup, appName: string): BetaSignupResult {
  return {
    status: "received",
    message: `Thank you, ${input.name}! ${input.email} is on the ${appName} beta list. We'll be in touch as soon as your spot opens.`,
  };
}

/**
 * A beta sign-up as the platform admins see it on /admin/beta-management: what the form said,
 * their decision and private note, when the invitation went out, and what they may do next.
 */
export function presentBetaSignupForAdmin(row: BetaSignupRow) {
  const status = row.status as BetaSignupStatus;
  const reviewer = [row.reviewerFirstName, row.reviewerLastName].filter(Boolean).join(" ");
  const resendAt = status === "approved" ? resendAvailableAt(row.invitedAt) : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    organization: row.organization,
    organizationType: row.organizationType as OrganizationType,
    message: row.message,
    status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: reviewer || null,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    /** When "Send invitation again" opens (null: not approved). */
    resendAvailableAt: resendAt?.toISOString() ?? null,
    can: {
      approve: status !== "approved",
      decline: status === "pending",
      resendInvitation: status === "approved",
    },
  };
}
export type AdminBetaSignup = ReturnType<typeof presentBetaSignupForAdmin>;

/** A page of sign-ups, the next page's cursor, and how many match the search in each status. */
export function presentBetaSignupPage(
  rows: BetaSignupRow[],
  nextCursor: string | null,
  counts: Record<BetaSignupStatus, number>,
) {
  return {
    signups: rows.map(presentBetaSignupForAdmin),
    nextCursor,
    counts: { ...counts, all: counts.pending + counts.approved + counts.declined },
  };
}

/** One sign-up after an admin's action. */
export function presentBetaSignupChange(row: BetaSignupRow) {
  return { signup: presentBetaSignupForAdmin(row) };
}

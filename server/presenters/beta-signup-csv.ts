import { stringify } from "csv-stringify/sync";
import { ORGANIZATION_TYPE_LABELS, type OrganizationType } from "../../shared/enums";
import type { BetaSignupRow } from "../queries/beta-signups";
import { presentBetaSignupForAdmin } from "./beta-signup";

const HEADER = [
  "Signed up",
  "Name",
  "Email",
  "Organization",
  "Organization type",
  "Message",
  "Status",
  "Reviewed by",
  "Reviewed at",
  "Invitation sent",
  "Note",
];

const STATUS_LABELS = { pending: "Pending", approved: "Approved", declined: "Declined" } as const;

/**
 * Lines of the beta sign-ups CSV (RFC 4180, CRLF), the header first when asked: the same fields
 * the admins' page shows, instants in UTC. Whatever a visitor typed into the form may start with
 * `=`, `+`, `-` or `@`; such cells are escaped, so that a spreadsheet shows them as text and never
 * runs them (csv-stringify's escape_formulas, as the other CSV downloads).
 */
export function betaSignupCsv(rows: BetaSignupRow[], withHeader: boolean): string {
  const records = rows.map((row) => {
    const signup = presentBetaSignupForAdmin(row);
    return [
      signup.createdAt,
      signup.name,
      signup.email,
      signup.organization,
      ORGANIZATION_TYPE_LABELS[signup.organizationType as OrganizationType] ?? signup.organizationType,
      signup.message,
      STATUS_LABELS[signup.status],
      signup.reviewedBy ?? "",
      signup.reviewedAt ?? "",
      signup.invitedAt ?? "",
      signup.note,
    ];
  });
  return stringify(withHeader ? [HEADER, ...records] : records, {
    escape_formulas: true,
    record_delimiter: "\r\n",
  });
}

/** The download's name, with the day it was made. */
export const betaSignupCsvFileName = (now: Date) => `beta-signups-${now.toISOString().slice(0, 10)}.csv`;

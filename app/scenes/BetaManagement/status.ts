import type { BetaSignupStatus } from "../../../shared/enums";

export const STATUS_LABELS: Record<BetaSignupStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  declined: "Declined",
};

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Nov 29, 2026, 11:52 AM" in the viewer's own time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

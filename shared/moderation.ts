/** Invitations, reports and the moderation log: their states and limits, shared by both sides. */

export const INVITATION_STATUSES = ["pending", "accepted", "declined", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Why a member reports a post or comment, and why a moderator removes one. */
export const REPORT_MAX_LENGTH = 500;
export const REMOVAL_REASON_MAX_LENGTH = 500;
/** The optional message with a request to join a private entity. */
export const JOIN_MESSAGE_MAX_LENGTH = 500;
/** Addresses in one invitation form. */
export const INVITATION_BATCH_MAX = 20;

/** What the moderation log records, by name (docs/decisions.md, "Moderation"). */
export const MODERATION_ACTIONS = [
  "post.removed",
  "comment.removed",
  "report.dismissed",
  "member.removed",
  "role.changed",
  "ownership.transferred",
  "request.approved",
  "request.declined",
  "invitation.sent",
  "invitation.revoked",
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What removed content said, kept in the log and shown to those who may read it. */
export interface RemovedContentSnapshot {
  kind: "post" | "comment";
  authorId: string;
  /** The first characters of the text. */
  excerpt: string;
}

/** How much of removed content the log keeps. */
export const REMOVED_EXCERPT_LENGTH = 280;

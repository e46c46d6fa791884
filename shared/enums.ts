/** Enumerations shared by the database schema, the API and the browser. */

export const MEMBERSHIP_ROLES = ["owner", "admin", "moderator", "member"] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const MEMBERSHIP_STATUSES = ["active", "pending"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const VISIBILITIES = ["public", "private"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const REGISTRATION_TYPES = ["attendee", "volunteer", "employee"] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
/**
 * Where each registration type's settings sit on an event (spec §3 registration_settings), which
 * are also its name in the plural ("full for volunteers").
 */
export const REGISTRATION_SETTINGS_KEYS = {
  attendee: "attendees",
  volunteer: "volunteers",
  employee: "employees",
} as const satisfies Record<RegistrationType, string>;
export type RegistrationSettingsKey = (typeof REGISTRATION_SETTINGS_KEYS)[RegistrationType];

export const NOTIFICATION_TYPES = [
  "like",
  "comment",
  "group_post",
  "partnership_post",
  "event_post",
  "mention",
  "connection_request",
  "connection_accepted",
  "workspace_update",
  "event_reminder",
  // Ours (decisions.md, "Membership"): asked to join, answered, invited, content removed.
  "membership_request",
  "membership_approved",
  "membership_declined",
  "invitation",
  "content_removed",
  // Ours (decisions.md, "Events and volunteering"): a place freed on a waitlist went to the member.
  "waitlist_promoted",
  // Ours (decisions.md, "Recurring events"): the host cancelled an event (or an occurrence) or put it back on.
  "event_cancelled",
  "event_restored",
  // Ours (decisions.md, "Partnerships are coalitions"): a group asked to be a partner, and the answer.
  "partner_request",
  "partner_approved",
  "partner_declined",
  // Ours (decisions.md, "Volunteer hours"): the outcome of hours the member logged or attended.
  "hours_verified",
  "hours_declined",
  // Ours (issue 30): an award given to the member, a milestone their verified hours reached.
  "award_received",
  "milestone_reached",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How often a recurring event repeats (decisions.md, "Recurring events"). */
export const RECURRENCE_FREQUENCIES = ["weekly", "monthly"] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** Things that own memberships, feeds, workspaces and files. */
export const ENTITY_TYPES = ["group", "partnership", "event"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Where a post is published. */
export const POST_TARGET_TYPES = ["profile", "group", "partnership", "event"] as const;
export type PostTargetType = (typeof POST_TARGET_TYPES)[number];

export const CONNECTION_STATUSES = ["pending", "accepted", "declined"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * An hour log's status (issue 29): pending until verified or declined; withdrawn by its owner
 * while pending (or by an undone check-out). A log is never deleted.
 */
export const HOUR_LOG_STATUSES = ["pending", "verified", "declined", "withdrawn"] as const;
export type HourLogStatus = (typeof HOUR_LOG_STATUSES)[number];

/** Where an hour log came from: a shift's attendance (check-in and out), or the member's own entry. */
export const HOUR_LOG_SOURCES = ["attendance", "self"] as const;
export type HourLogSource = (typeof HOUR_LOG_SOURCES)[number];

/** Why a log needs a second look: a check-in nobody checked out, closed at the shift's end. */
export const HOUR_LOG_FLAGS = ["missing_check_out"] as const;
export type HourLogFlag = (typeof HOUR_LOG_FLAGS)[number];

/** How a volunteer was checked in: by a host at the roster, by the event's QR code, at a kiosk. */
export const CHECK_IN_METHODS = ["roster", "qr", "kiosk"] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];

/** What can be done to a volunteer's attendance on a shift. */
export const ATTENDANCE_ACTIONS = ["check-in", "check-out", "no-show", "undo"] as const;
export type AttendanceAction = (typeof ATTENDANCE_ACTIONS)[number];

/** What happened to an hour log, as its history shows it. */
export const HOUR_LOG_CHANGES = [
  "recorded",
  "closed_automatically",
  "check_out_undone",
  "logged",
  "edited",
  "verified",
  "declined",
  "withdrawn",
] as const;
export type HourLogChange = (typeof HOUR_LOG_CHANGES)[number];

/**
 * The kinds of verified hours a service-hour requirement counts (issue 29): hours checked in at a
 * shift, hours a member logged for one of their groups or partnerships, hours for an outside
 * organisation confirmed by its supervisor.
 */
export const REQUIREMENT_KINDS = ["attendance", "organisation", "outside"] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const AWARD_KINDS = ["manual", "milestone"] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];

/** Verified-hour milestones that earn a badge automatically (decisions.md). */
export const HOUR_MILESTONES = [10, 25, 50, 100, 250, 500] as const;

/** Why points were earned (or lost: a no-show); the weights are POINT_WEIGHTS (shared/recognition.ts). */
export const POINT_REASONS = ["post", "comment", "verified_hours", "attendance", "no_show"] as const;
export type PointReason = (typeof POINT_REASONS)[number];

export const PUSH_PLATFORMS = ["web", "ios", "android"] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];
/** The native shell's platforms: APNs device tokens (`ios`) and FCM registration tokens (`android`). */
export const NATIVE_PUSH_PLATFORMS = ["ios", "android"] as const;
export type NativePushPlatform = (typeof NATIVE_PUSH_PLATFORMS)[number];

export const AGREEMENT_METHODS = ["email", "google_oauth", "apple_oauth", "bluesky"] as const;
export type AgreementMethod = (typeof AGREEMENT_METHODS)[number];

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const ORGANIZATION_TYPES = [
  "nonprofit",
  "business",
  "chamber_of_commerce",
  "alliance",
  "school",
  "other",
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  nonprofit: "Nonprofit",
  business: "Business",
  chamber_of_commerce: "Chamber of commerce",
  alliance: "Alliance",
  school: "School",
  other: "Other",
};

export const BETA_SIGNUP_STATUSES = ["pending", "approved", "declined"] as const;
export type BetaSignupStatus = (typeof BETA_SIGNUP_STATUSES)[number];

/** Where a post's copy on the author's Bluesky account stands (issue 31). */
export const BLUESKY_COPY_STATUSES = ["pending", "published", "failed"] as const;
export type BlueskyCopyStatus = (typeof BLUESKY_COPY_STATUSES)[number];

/** How a member first joined (spec §7 sign-up's `sign_up_method`). */
export const SIGN_UP_METHODS = ["email", "google", "apple", "bluesky"] as const;
export type SignUpMethod = (typeof SIGN_UP_METHODS)[number];

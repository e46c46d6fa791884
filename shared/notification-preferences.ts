import type { NotificationType } from "./enums";

/**
 * The kinds of notification a member switches e-mail and push for, in the order the
 * preferences tab shows them (spec §3 user_notification_preferences: likes, comments, mentions,
 * connections, group_posts, workspace_updates, event_reminders), each with its two switches.
 */
export const NOTIFICATION_CATEGORIES = [
  {
    key: "likes",
    label: "Likes",
    description: "Someone likes your post.",
    email: "emailLikes",
    push: "pushLikes",
  },
  {
    key: "comments",
    label: "Comments",
    description: "Someone comments on your post.",
    email: "emailComments",
    push: "pushComments",
  },
  {
    key: "mentions",
    label: "Mentions",
    description: "Someone mentions you in a post or a comment.",
    email: "emailMentions",
    push: "pushMentions",
  },
  {
    key: "connections",
    label: "Connections",
    description: "Someone asks to connect, or accepts your request.",
    email: "emailConnections",
    push: "pushConnections",
  },
  {
    key: "groupPosts",
    label: "Community posts",
    description: "New posts in your groups, partnerships and events.",
    email: "emailGroupPosts",
    push: "pushGroupPosts",
  },
  {
    key: "workspaceUpdates",
    label: "Workspace updates",
    description: "Changes to your communities' workspace pages.",
    email: "emailWorkspaceUpdates",
    push: "pushWorkspaceUpdates",
  },
  {
    key: "eventReminders",
    label: "Event reminders",
    description: "Reminders of events you registered for, and places freed for you on a waitlist.",
    email: "emailEventReminders",
    push: "pushEventReminders",
  },
  // Ours, beyond the spec's seven: membership news has a switch of its own (decisions.md).
  {
    key: "memberships",
    label: "Memberships",
    description: "Invitations, requests to join communities you run, and answers to your requests.",
    email: "emailMemberships",
    push: "pushMemberships",
  },
  // Ours: the outcome of one's volunteer hours (issue 29).
  {
    key: "volunteerHours",
    label: "Volunteer hours",
    description: "Your volunteer hours are verified or declined.",
    email: "emailVolunteerHours",
    push: "pushVolunteerHours",
  },
  // Ours: awards and milestone badges (issue 30).
  {
    key: "recognition",
    label: "Recognition",
    description: "You receive an award, or your verified hours reach a milestone.",
    email: "emailRecognition",
    push: "pushRecognition",
  },
] as const;

export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export type NotificationCategoryKey = NotificationCategory["key"];
export type NotificationChannel = "email" | "push";

/** The master switch of each channel: off, no notification of any kind goes by it. */
export const CHANNEL_SWITCHES = { email: "emailEnabled", push: "pushEnabled" } as const;

/** Every switch column, camel-cased: the two master switches and one per category and channel. */
export type NotificationSwitch =
  | (typeof CHANNEL_SWITCHES)[NotificationChannel]
  | NotificationCategory[NotificationChannel];

export const NOTIFICATION_SWITCHES: readonly NotificationSwitch[] = [
  CHANNEL_SWITCHES.email,
  CHANNEL_SWITCHES.push,
  ...NOTIFICATION_CATEGORIES.flatMap((category) => [category.email, category.push]),
];

/**
 * Which category's switches decide a notification type. Posts in a partnership or an event are
 * "group posts" to the member: the spec has one switch for posts in the communities they belong to.
 */
export const CATEGORY_OF_TYPE: Record<NotificationType, NotificationCategoryKey> = {
  like: "likes",
  comment: "comments",
  mention: "mentions",
  connection_request: "connections",
  connection_accepted: "connections",
  group_post: "groupPosts",
  partnership_post: "groupPosts",
  event_post: "groupPosts",
  workspace_update: "workspaceUpdates",
  event_reminder: "eventReminders",
  waitlist_promoted: "eventReminders",
  event_cancelled: "eventReminders",
  event_restored: "eventReminders",
  membership_request: "memberships",
  membership_approved: "memberships",
  membership_declined: "memberships",
  partner_request: "memberships",
  partner_approved: "memberships",
  partner_declined: "memberships",
  invitation: "memberships",
  content_removed: "memberships",
  hours_verified: "volunteerHours",
  hours_declined: "volunteerHours",
  award_received: "recognition",
  milestone_reached: "recognition",
};

/** How e-mail comes: one mail per notification, or one digest a day (decisions.md "Notifications"). */
export const EMAIL_RHYTHMS = ["immediate", "daily"] as const;
export type EmailRhythm = (typeof EMAIL_RHYTHMS)[number];

export const EMAIL_RHYTHM_LABELS: Record<EmailRhythm, string> = {
  immediate: "Each notification as it happens",
  daily: "A daily digest",
};

/** Spec §9: every switch on, quiet hours 22:00 to 08:00, UTC; ours: mail as it happens, digest at 08:00. */
export const DEFAULT_NOTIFICATION_PREFERENCES = {
  quietHoursStart: "22:00",
  quietHoursEnd: "08:00",
  timezone: "UTC",
  emailRhythm: "immediate" as EmailRhythm,
  digestHour: 8,
} as const;

/** The preferences tab: where every notification e-mail points for "change your settings". */
export const NOTIFICATION_SETTINGS_PATH = "/profile/settings?tab=notifications";

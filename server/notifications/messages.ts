import type { NotificationType } from "../../shared/enums";
import { formatMinutes } from "../../shared/volunteering";

/**
 * What each notification says, by its type, with the acting member's full name ("Ana Diaz").
 * The event handlers that record notifications and the demo data both write these texts.
 */
export const NOTIFICATION_TEXTS = {
  like: (actor: string) => `${actor} liked your post`,
  comment: (actor: string) => `${actor} commented on your post`,
  mention: (actor: string) => `${actor} mentioned you in a post`,
  connection_request: (actor: string) => `${actor} wants to connect with you`,
  connection_accepted: (actor: string) => `${actor} accepted your connection request`,
} satisfies Partial<Record<NotificationType, (actor: string) => string>>;

/** The notification types about one post, which name it and which repeat into one row. */
export const POST_NOTIFICATION_TYPES = ["like", "comment", "mention"] as const;
export type PostNotificationType = (typeof POST_NOTIFICATION_TYPES)[number];

/** Those that gather into one row per post ("Ana Silva and 5 others liked your post …"). */
export const GROUPED_NOTIFICATION_TYPES: readonly string[] = ["like", "comment"];

/** "Ana Silva", "Ana Silva and 1 other", "Ana Silva and 5 others". */
export const withOthers = (actor: string, others: number) =>
  others <= 0 ? actor : `${actor} and ${others} ${others === 1 ? "other" : "others"}`;

/**
 * A like, comment or mention that names its post (issue 27): by the start of its text, quoted
 * (`Ana Silva liked your post "Two spots left on the early sort…"`); a post with no text but media
 * is "your photo"; one gone, or of neither, is "your post" as before.
 */
export function postNotificationText(
  type: PostNotificationType,
  who: string,
  post: { excerpt: string; hasMedia: boolean } | null,
): string {
  const named = post?.excerpt ? `post "${post.excerpt}"` : post?.hasMedia ? "photo" : "post";
  switch (type) {
    case "like":
      return `${who} liked your ${named}`;
    case "comment":
      return `${who} commented on your ${named}`;
    case "mention":
      return post?.excerpt
        ? `${who} mentioned you in a post "${post.excerpt}"`
        : `${who} mentioned you in a post`;
  }
}

/**
 * A workspace page's editing session, once it has ended (server/workspaces/sessions.ts): "Ana
 * Lopez edited …", "Ana Lopez and Ben Berg edited …", "Ana Lopez, Ben Berg and 2 others edited
 * “Volunteer plan” in Riverside Gardeners".
 */
export function workspaceUpdateText(editors: readonly string[], title: string, entity: string): string {
  const [first = "A member", second, third] = editors;
  const who =
    editors.length <= 1
      ? first
      : editors.length === 2
        ? `${first} and ${second}`
        : editors.length === 3
          ? `${first}, ${second} and ${third}`
          : `${first}, ${second} and ${editors.length - 2} others`;
  return `${who} edited “${title}” in ${entity}`;
}

/**
 * What the notifications about communities say: who did it (a member's full name) and where
 * (the group's, partnership's or event's name).
 */
export const COMMUNITY_TEXTS = {
  group_post: (actor: string, place: string) => `${actor} posted in ${place}`,
  partnership_post: (actor: string, place: string) => `${actor} posted in ${place}`,
  event_post: (actor: string, place: string) => `${actor} posted in ${place}`,
  membership_request: (actor: string, place: string) => `${actor} asked to join ${place}`,
  membership_approved: (_actor: string, place: string) => `Your request to join ${place} was approved`,
  membership_declined: (_actor: string, place: string) => `Your request to join ${place} was declined`,
  invitation: (actor: string, place: string) => `${actor} invited you to join ${place}`,
} satisfies Partial<Record<NotificationType, (actor: string, place: string) => string>>;

/**
 * What a partnership's admins hear when a group asks to be a partner organisation, and what the
 * group's admins hear of the answer (decisions.md, "Partnerships are coalitions").
 */
export const PARTNER_TEXTS = {
  partner_request: (actor: string, group: string, partnership: string) =>
    `${actor} asked for ${group} to join ${partnership} as a partner organisation`,
  partner_approved: (_actor: string, group: string, partnership: string) =>
    `${group} is now a partner organisation of ${partnership}`,
  partner_declined: (_actor: string, group: string, partnership: string) =>
    `${partnership} declined ${group}'s request to be a partner organisation`,
} satisfies Partial<Record<NotificationType, (actor: string, group: string, partnership: string) => string>>;

/** The waiting member's notice that a freed place went to them (decisions.md, "Events and volunteering"). */
export const promotionText = (event: string, shift: string | null) =>
  shift
    ? `A place freed up: you now volunteer on ${shift} at ${event}`
    : `A place freed up: you are now registered for ${event}`;

/** The author's notice that a moderator removed their post or comment, with the reason. */
export const removalText = (kind: "post" | "comment", place: string | null, reason: string) =>
  `A moderator removed your ${kind}${place ? ` in ${place}` : ""}: ${reason}`;

/** The day an event starts, as its notices name it: "Sat 5 Dec" on the event's own clock. */
const eventDay = (start: Date, zone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: zone,
  }).format(start);

/** Registered members' notice that the host cancelled an event, or put it back on (decisions.md, "Recurring events"). */
export function cancellationText(
  event: { name: string; startDate: Date | null; timeZone: string },
  cancelled: boolean,
): string {
  const when = event.startDate ? ` on ${eventDay(event.startDate, event.timeZone)}` : "";
  return cancelled ? `${event.name}${when} has been cancelled` : `${event.name}${when} is back on`;
}

/**
 * What a member hears of their hours' outcome (issue 29): who decided, how long, and the note.
 * "Harbour Scouts verified 2 h 30 min of your volunteer hours".
 */
export function hoursDecisionText(
  decision: "verified" | "declined",
  by: string,
  minutes: number,
  note: string | null,
) {
  const text = `${by} ${decision} ${formatMinutes(minutes)} of your volunteer hours`;
  return note ? `${text}: ${note}` : text;
}

/** A member's verified hours reached a milestone (issue 30): "You reached 25 verified hours: a new badge on your profile". */
export function milestoneText(hours: number) {
  return `You reached ${hours} verified hours: a new badge on your profile`;
}

/**
 * A member's notice of an award (issue 30): who gave it and its title, quoted.
 * "Harbour Scouts gave you an award: “Volunteer of the month”".
 */
export const awardText = (by: string, title: string) => `${by} gave you an award: “${title}”`;

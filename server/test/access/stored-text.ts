import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  AWARD_CITATION_MAX_LENGTH,
  AWARD_DESCRIPTION_MAX_LENGTH,
  AWARD_REVOKE_REASON_MAX_LENGTH,
  AWARD_TITLE_MAX_LENGTH,
} from "../../../shared/awards";
import {
  BETA_SIGNUP_MESSAGE_MAX,
  BETA_SIGNUP_NAME_MAX,
  BETA_SIGNUP_ORGANIZATION_MAX,
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FCM_TOKEN_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POST_MAX_LENGTH,
} from "../../../shared/limits";
import {
  EVENT_SUBGROUP_DESCRIPTION_MAX_LENGTH,
  EVENT_SUBGROUP_NAME_MAX_LENGTH,
} from "../../../shared/schemas/event-subgroups";
import { findRefusedCharacter, type TextKind } from "../../../shared/schemas/text";
import { TIME_ZONE_MAX_LENGTH } from "../../../shared/time-zones";
import { WORKSPACE_TITLE_MAX_LENGTH } from "../../../shared/workspace";
import type { Database } from "../../db/client";
import {
  awards,
  betaSignups,
  comments,
  eventSubgroups,
  events,
  files,
  groups,
  linkPreviews,
  partnerships,
  posts,
  profiles,
  userNotificationPreferences,
  userPushTokens,
  users,
  workspacePages,
} from "../../db/schema";

/** A text column the write routes store, the kind of text it holds and its schema's limit (or none). */
type StoredText = [name: string, table: PgTable, column: PgColumn, kind: TextKind, max: number | null];

/** The text columns written by the routes of the access table. */
export const STORED_TEXT: StoredText[] = [
  ["users.name", users, users.name, "single-line", FULL_NAME_MAX_LENGTH],
  ["users.email", users, users.email, "single-line", EMAIL_MAX_LENGTH],
  ["users.image", users, users.image, "single-line", null],
  ["profiles.first_name", profiles, profiles.firstName, "single-line", NAME_MAX_LENGTH - 1],
  ["profiles.last_name", profiles, profiles.lastName, "single-line", NAME_MAX_LENGTH - 1],
  ["profiles.email", profiles, profiles.email, "single-line", EMAIL_MAX_LENGTH],
  ["profiles.bio", profiles, profiles.bio, "multi-line", BIO_MAX_LENGTH],
  ["profiles.bluesky_handle", profiles, profiles.blueskyHandle, "single-line", EMAIL_MAX_LENGTH],
  ["beta_signups.name", betaSignups, betaSignups.name, "single-line", BETA_SIGNUP_NAME_MAX],
  ["beta_signups.email", betaSignups, betaSignups.email, "single-line", EMAIL_MAX_LENGTH],
  [
    "beta_signups.organization",
    betaSignups,
    betaSignups.organization,
    "single-line",
    BETA_SIGNUP_ORGANIZATION_MAX,
  ],
  ["beta_signups.message", betaSignups, betaSignups.message, "multi-line", BETA_SIGNUP_MESSAGE_MAX],
  ["groups.name", groups, groups.name, "single-line", 120],
  ["groups.description", groups, groups.description, "multi-line", 5000],
  ["partnerships.name", partnerships, partnerships.name, "single-line", 120],
  ["partnerships.description", partnerships, partnerships.description, "multi-line", 5000],
  ["events.event_name", events, events.eventName, "single-line", 150],
  ["events.description", events, events.description, "multi-line", 5000],
  [
    "event_subgroups.name",
    eventSubgroups,
    eventSubgroups.name,
    "single-line",
    EVENT_SUBGROUP_NAME_MAX_LENGTH,
  ],
  [
    "event_subgroups.description",
    eventSubgroups,
    eventSubgroups.description,
    "multi-line",
    EVENT_SUBGROUP_DESCRIPTION_MAX_LENGTH,
  ],
  ["posts.content", posts, posts.content, "multi-line", POST_MAX_LENGTH],
  ["comments.content", comments, comments.content, "multi-line", POST_MAX_LENGTH],
  ["link_previews.url", linkPreviews, linkPreviews.url, "single-line", 2048],
  // Uploads' names, sanitised by server/media/store-upload.ts: 100 characters and an extension.
  ["files.file_name", files, files.fileName, "single-line", 120],
  ["awards.title", awards, awards.title, "single-line", AWARD_TITLE_MAX_LENGTH],
  ["awards.description", awards, awards.description, "multi-line", AWARD_DESCRIPTION_MAX_LENGTH],
  ["awards.citation", awards, awards.citation, "multi-line", AWARD_CITATION_MAX_LENGTH],
  ["awards.revoke_reason", awards, awards.revokeReason, "multi-line", AWARD_REVOKE_REASON_MAX_LENGTH],
  ["workspace_pages.title", workspacePages, workspacePages.title, "single-line", WORKSPACE_TITLE_MAX_LENGTH],
  // Web Push endpoints (2048) and native device tokens (FCM's 4 KB at most).
  [
    "user_push_tokens.device_id",
    userPushTokens,
    userPushTokens.deviceId,
    "single-line",
    FCM_TOKEN_MAX_LENGTH,
  ],
  [
    "user_notification_preferences.timezone",
    userNotificationPreferences,
    userNotificationPreferences.timezone,
    "single-line",
    TIME_ZONE_MAX_LENGTH,
  ],
];

/**
 * Every stored value of STORED_TEXT that holds a character its kind refuses (shared/schemas/text.ts)
 * or is longer than its limit, described; and how many values were looked at.
 */
export async function storedTextProblems(db: Database): Promise<{ problems: string[]; values: number }> {
  const problems: string[] = [];
  let values = 0;
  for (const [name, table, column, kind, max] of STORED_TEXT) {
    for (const { value } of await db.select({ value: column }).from(table)) {
      if (typeof value !== "string") continue;
      values++;
      const at = findRefusedCharacter(value, kind);
      if (at !== -1) {
        const code = value.charCodeAt(at).toString(16).toUpperCase().padStart(4, "0");
        problems.push(`${name}: U+${code} at ${at} in ${JSON.stringify(value.slice(0, 200))}`);
      }
      if (max !== null && value.length > max) problems.push(`${name}: ${value.length} > ${max} characters`);
    }
  }
  return { problems, values };
}

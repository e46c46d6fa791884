import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { NOTIFICATION_TYPES } from "../../../shared/enums";
import { EMAIL_RHYTHMS, type EmailRhythm } from "../../../shared/notification-preferences";
import { users } from "./auth";
import { inList } from "./helpers";
import { posts } from "./social";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    notificationUrl: text("notification_url"),
    activityPostId: uuid("activity_post_id").references(() => posts.id, { onDelete: "set null" }),
    /** The group, partnership or event concerned, as `group-{n}`, `partnership-{n}`, `event-{n}`. */
    entityId: text("entity_id"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The member's notifications in the order they committed: given by a trigger under a lock per
     * member held to commit (migration 0015), so one that commits late still comes after every
     * one already committed, whatever its created_at. The daily digest's watermark reads it.
     */
    seq: bigint("seq", { mode: "number" })
      .notNull()
      // A placeholder for the insert's types: the BEFORE INSERT trigger always sets the real one.
      .$defaultFn(() => 0),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_user_seq_idx").on(t.userId, t.seq),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.isRead} = false`),
    // A post's notifications: /post/{id}/debug pages them, and deleting a post sets them to null.
    index("notifications_post_created_idx")
      .on(t.activityPostId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.activityPostId} is not null`),
    check("notifications_type_check", inList(t.type, NOTIFICATION_TYPES)),
  ],
);

const flag = (name: string) => boolean(name).notNull().default(true);

/**
 * One row per member, created with the defaults of spec §9 when first read. Quiet hours are wall
 * times in `timezone` (equal ends: no quiet hours); `digest_hour` is the local hour of the daily
 * digest when `email_rhythm` is 'daily' (server/notifications/quiet-hours.ts reads both).
 */
export const userNotificationPreferences = pgTable(
  "user_notification_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    emailEnabled: flag("email_enabled"),
    pushEnabled: flag("push_enabled"),
    emailLikes: flag("email_likes"),
    emailComments: flag("email_comments"),
    emailMentions: flag("email_mentions"),
    emailConnections: flag("email_connections"),
    emailGroupPosts: flag("email_group_posts"),
    emailWorkspaceUpdates: flag("email_workspace_updates"),
    emailEventReminders: flag("email_event_reminders"),
    emailMemberships: flag("email_memberships"),
    emailVolunteerHours: flag("email_volunteer_hours"),
    emailRecognition: flag("email_recognition"),
    pushLikes: flag("push_likes"),
    pushComments: flag("push_comments"),
    pushMentions: flag("push_mentions"),
    pushConnections: flag("push_connections"),
    pushGroupPosts: flag("push_group_posts"),
    pushWorkspaceUpdates: flag("push_workspace_updates"),
    pushEventReminders: flag("push_event_reminders"),
    pushMemberships: flag("push_memberships"),
    pushVolunteerHours: flag("push_volunteer_hours"),
    pushRecognition: flag("push_recognition"),
    quietHoursStart: time("quiet_hours_start").notNull().default("22:00"),
    quietHoursEnd: time("quiet_hours_end").notNull().default("08:00"),
    timezone: text("timezone").notNull().default("UTC"),
    emailRhythm: text("email_rhythm").$type<EmailRhythm>().notNull().default("immediate"),
    digestHour: smallint("digest_hour").notNull().default(8),
    /**
     * The daily digest's watermark: the `seq` of the last notification a digest looked at, so the
     * next digest takes exactly those after it; and when the last digest went (null: none yet,
     * the watermark starts at the switch to 'daily').
     */
    digestAfterSeq: bigint("digest_after_seq", { mode: "number" }),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("user_notification_preferences_email_rhythm_check", inList(t.emailRhythm, EMAIL_RHYTHMS)),
    check("user_notification_preferences_digest_hour_check", sql`${t.digestHour} between 0 and 23`),
  ],
);

/**
 * What fanned out once and must never again, however often the write behind it is repeated
 * (issue 26): a mention of a member in a post's text or a comment, a member's like of a post.
 * `key` names the subject and the recipient (server/notifications/once.ts); a post's keys go
 * with the post.
 */
export const sentOnce = pgTable(
  "sent_once",
  {
    key: text("key").primaryKey(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sent_once_post_idx").on(t.postId).where(sql`${t.postId} is not null`)],
);

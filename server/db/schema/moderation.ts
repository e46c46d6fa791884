import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { ENTITY_TYPES, MEMBERSHIP_ROLES } from "../../../shared/enums";
import {
  INVITATION_STATUSES,
  REPORT_MAX_LENGTH,
  REPORT_STATUSES,
  type RemovedContentSnapshot,
} from "../../../shared/moderation";
import { users } from "./auth";
import { inList } from "./helpers";
import { comments, posts } from "./social";

/**
 * An invitation to join a group, partnership or event, sent to an e-mail address. The address
 * may have no account yet: the invitation waits for whoever confirms that address, so it survives
 * their sign-up (docs/decisions.md, "Invitations").
 */
export const entityInvitations = pgTable(
  "entity_invitations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    /** Lower-cased: addresses are matched without regard to case. */
    email: varchar("email", { length: 254 }).notNull(),
    role: text("role").notNull().default("member"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    respondedBy: uuid("responded_by").references(() => users.id, { onDelete: "set null" }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open invitation per address and entity; answered ones stay as history.
    uniqueIndex("entity_invitations_open_idx")
      .on(t.entityType, t.entityId, t.email)
      .where(sql`${t.status} = 'pending'`),
    // What waits for an address (the member's own list, the entity page's banner).
    index("entity_invitations_email_idx").on(t.email, t.createdAt.desc()).where(sql`${t.status} = 'pending'`),
    // The entity's list for its admins, newest first.
    index("entity_invitations_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc(), t.id),
    // What a member invited in the last day (their limit on addresses).
    index("entity_invitations_inviter_idx").on(t.invitedBy, t.createdAt),
    check("entity_invitations_entity_type_check", inList(t.entityType, ENTITY_TYPES)),
    check("entity_invitations_role_check", inList(t.role, MEMBERSHIP_ROLES)),
    check("entity_invitations_status_check", inList(t.status, INVITATION_STATUSES)),
  ],
);

/**
 * A member's report of a post or a comment. `entity_*` is where the content lives (null for a
 * profile post: platform admins see those); the post or comment is set null when it goes, and the
 * report keeps what it said for the record.
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    entityType: text("entity_type"),
    entityId: integer("entity_id"),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "set null" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "set null" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: REPORT_MAX_LENGTH }).notNull(),
    status: text("status").notNull().default("open"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A member reports a piece of content once while the report is open.
    uniqueIndex("content_reports_open_post_idx")
      .on(t.reporterId, t.postId)
      .where(sql`${t.status} = 'open' and ${t.commentId} is null`),
    uniqueIndex("content_reports_open_comment_idx")
      .on(t.reporterId, t.commentId)
      .where(sql`${t.status} = 'open' and ${t.commentId} is not null`),
    // The moderators' queue: an entity's open reports, oldest first.
    index("content_reports_queue_idx")
      .on(t.entityType, t.entityId, t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    index("content_reports_post_idx").on(t.postId),
    index("content_reports_comment_idx").on(t.commentId),
    check("content_reports_status_check", inList(t.status, REPORT_STATUSES)),
    check(
      "content_reports_entity_type_check",
      sql`${t.entityType} is null or ${inList(t.entityType, ENTITY_TYPES)}`,
    ),
  ],
);

/**
 * The record of what moderators and admins did in an entity: content removed (with the reason
 * and what it said), members removed, roles changed, ownership handed over, requests answered,
 * invitations sent. Never edited; admins read it (roles.ts, `readAuditLog`).
 */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for what platform admins did outside any community (a profile post removed). */
    entityType: text("entity_type"),
    entityId: integer("entity_id"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** The member the action was about (the removed author, the promoted member…). */
    subjectUserId: uuid("subject_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    /** Roles before and after, the removed content's words, the invited address. */
    details: jsonb("details").$type<ModerationDetails>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("moderation_log_entity_idx").on(t.entityType, t.entityId, t.id.desc()),
    check(
      "moderation_log_entity_type_check",
      sql`${t.entityType} is null or ${inList(t.entityType, ENTITY_TYPES)}`,
    ),
  ],
);

export interface ModerationDetails {
  fromRole?: string;
  toRole?: string;
  email?: string;
  content?: RemovedContentSnapshot;
}

/**
 * Addresses that asked, through the one-click link of an invitation mail, to receive no more
 * invitations (issue 26): lower-cased; nobody invites them again, by mail or in the app.
 */
export const invitationOptOuts = pgTable("invitation_opt_outs", {
  email: varchar("email", { length: 254 }).primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

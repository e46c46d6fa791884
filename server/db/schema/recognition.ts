import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { AWARD_KINDS, POINT_REASONS } from "../../../shared/enums";
import { users } from "./auth";
import { groups, partnerships } from "./communities";
import { events } from "./events";
import { inList } from "./helpers";

/**
 * Recognition (issue 30): one row per member and award. An admin's award (`manual`) is given by a
 * group, partnership or event to one or several of its members at once (the rows of one giving
 * share `grantId`), with a title, description, citation and optional badge picture (a key in the
 * entity-images bucket). A milestone badge (`milestone`) is given by the server when a member's
 * verified hours reach one of HOUR_MILESTONES, once: taken back (`revokedAt`) when declined hours
 * bring them below it, and given back to the same row when they are reached again. Revoked awards
 * are kept; a member hides one of theirs from their profile (`hiddenAt`).
 */
export const awards = pgTable(
  "awards",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    awardedBy: uuid("awarded_by").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull().default("manual"),
    /** The rows of one giving (several members awarded at once) share it. */
    grantId: uuid("grant_id"),
    title: varchar("title", { length: 120 }).notNull(),
    description: text("description").notNull().default(""),
    citation: varchar("citation", { length: 280 }).notNull().default(""),
    /** The badge picture: a file key in the entity-images bucket; null for milestones (drawn by the app). */
    badgeImage: text("badge_image"),
    milestoneHours: integer("milestone_hours"),
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "cascade" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "cascade",
    }),
    eventId: integer("event_id").references(() => events.eventId, { onDelete: "cascade" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revokeReason: varchar("revoke_reason", { length: 500 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("awards_recipient_created_idx").on(t.recipientId, t.createdAt.desc()),
    index("awards_group_created_idx").on(t.groupId, t.createdAt.desc()).where(sql`${t.groupId} is not null`),
    index("awards_partnership_created_idx")
      .on(t.partnershipId, t.createdAt.desc())
      .where(sql`${t.partnershipId} is not null`),
    index("awards_event_created_idx").on(t.eventId, t.createdAt.desc()).where(sql`${t.eventId} is not null`),
    uniqueIndex("awards_milestone_idx")
      .on(t.recipientId, t.milestoneHours)
      .where(sql`${t.kind} = 'milestone'`),
    check("awards_kind_check", inList(t.kind, AWARD_KINDS)),
    check(
      "awards_giver_check",
      sql`(${t.kind} = 'milestone' and ${t.milestoneHours} is not null) or (${t.kind} = 'manual' and num_nonnulls(${t.groupId}, ${t.partnershipId}, ${t.eventId}) = 1)`,
    ),
  ],
);

/**
 * The points ledger (issue 30): one row per reason, source and member, so the same post, comment,
 * hour log, attendance or no-show never counts twice however often its write is repeated. A row
 * counts on the leaderboards of the group, partnership and event it names. Content removed by
 * moderation, and hours no longer verified, void their row (`voidedAt`) rather than delete it.
 * `createdAt` is when the points were earned: the leaderboard's period is read from it.
 */
export const pointEvents = pgTable(
  "point_events",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    reason: text("reason").notNull(),
    sourceId: text("source_id").notNull(),
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "cascade" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "cascade",
    }),
    eventId: integer("event_id").references(() => events.eventId, { onDelete: "cascade" }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("point_events_reason_source_idx").on(t.reason, t.sourceId, t.userId),
    // A member's points of a kind today: the daily cap on points for posts and comments.
    index("point_events_user_reason_created_idx").on(t.userId, t.reason, t.createdAt),
    // The leaderboards: an entity's counted points in a period, summed per member.
    index("point_events_group_board_idx")
      .on(t.groupId, t.createdAt, t.userId, t.points)
      .where(sql`${t.groupId} is not null and ${t.voidedAt} is null`),
    index("point_events_partnership_board_idx")
      .on(t.partnershipId, t.createdAt, t.userId, t.points)
      .where(sql`${t.partnershipId} is not null and ${t.voidedAt} is null`),
    index("point_events_event_board_idx")
      .on(t.eventId, t.createdAt, t.userId, t.points)
      .where(sql`${t.eventId} is not null and ${t.voidedAt} is null`),
    check("point_events_reason_check", inList(t.reason, POINT_REASONS)),
  ],
);

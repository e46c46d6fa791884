import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { AWARD_KINDS, HOUR_LOG_STATUSES, POINT_REASONS } from "../../../shared/enums";
import { users } from "./auth";
import { groups, partnerships } from "./communities";
import { events } from "./events";
import { inList, timestamps } from "./helpers";
import { eventVolunteerShifts } from "./shifts";

/** Hours a member logged; the event host or an entity admin verifies or rejects them. */
export const volunteerHourLogs = pgTable(
  "volunteer_hour_logs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workDate: date("work_date", { mode: "string" }).notNull(),
    hours: numeric("hours", { precision: 5, scale: 2 }).notNull(),
    description: text("description").notNull().default(""),
    eventId: integer("event_id").references(() => events.eventId, { onDelete: "set null" }),
    shiftId: uuid("shift_id").references(() => eventVolunteerShifts.shiftId, { onDelete: "set null" }),
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "set null" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "set null",
    }),
    status: text("status").notNull().default("pending"),
    verifiedBy: uuid("verified_by").references(() => users.id, { onDelete: "set null" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    ...timestamps,
  },
  (t) => [
    index("volunteer_hour_logs_user_date_idx").on(t.userId, t.workDate.desc()),
    index("volunteer_hour_logs_event_status_idx").on(t.eventId, t.status),
    index("volunteer_hour_logs_group_status_idx").on(t.groupId, t.status),
    index("volunteer_hour_logs_partnership_status_idx").on(t.partnershipId, t.status),
    uniqueIndex("volunteer_hour_logs_shift_user_idx")
      .on(t.shiftId, t.userId)
      .where(sql`${t.shiftId} is not null`),
    check("volunteer_hour_logs_hours_check", sql`${t.hours} > 0 and ${t.hours} <= 24`),
    check("volunteer_hour_logs_status_check", inList(t.status, HOUR_LOG_STATUSES)),
  ],
);

/** Recognition: awards given by admins, and milestone badges given automatically. */
export const awards = pgTable(
  "awards",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    awardedBy: uuid("awarded_by").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull().default("manual"),
    title: varchar("title", { length: 120 }).notNull(),
    description: text("description").notNull().default(""),
    /** A badge identifier (emoji or icon name) shown with the award. */
    badge: text("badge").notNull(),
    milestoneHours: integer("milestone_hours"),
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "cascade" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "cascade",
    }),
    eventId: integer("event_id").references(() => events.eventId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("awards_recipient_created_idx").on(t.recipientId, t.createdAt.desc()),
    uniqueIndex("awards_milestone_idx")
      .on(t.recipientId, t.milestoneHours)
      .where(sql`${t.kind} = 'milestone'`),
    check("awards_kind_check", inList(t.kind, AWARD_KINDS)),
  ],
);

/**
 * The points ledger: one row per reason and source, so awarding points twice for the same post,
 * comment, hour log or attendance is impossible. Leaderboards sum it per entity.
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("point_events_reason_source_idx").on(t.reason, t.sourceId, t.userId),
    index("point_events_user_id_idx").on(t.userId),
    index("point_events_group_user_idx").on(t.groupId, t.userId).where(sql`${t.groupId} is not null`),
    index("point_events_partnership_user_idx")
      .on(t.partnershipId, t.userId)
      .where(sql`${t.partnershipId} is not null`),
    index("point_events_event_user_idx").on(t.eventId, t.userId).where(sql`${t.eventId} is not null`),
    check("point_events_reason_check", inList(t.reason, POINT_REASONS)),
  ],
);

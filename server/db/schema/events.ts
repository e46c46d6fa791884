import { sql } from "drizzle-orm";
import {
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
import {
  MEMBERSHIP_ROLES,
  MEMBERSHIP_STATUSES,
  RECURRENCE_FREQUENCIES,
  REGISTRATION_TYPES,
  VISIBILITIES,
} from "../../../shared/enums";
import { JOIN_MESSAGE_MAX_LENGTH } from "../../../shared/moderation";
import { users } from "./auth";
import { groups, partnerships } from "./communities";
import { inList, timestamps } from "./helpers";

/** Per registration type: whether it is open and the passcode it requires, if any. */
export interface RegistrationTypeSettings {
  enabled: boolean;
  passcode?: string | null;
  /** At most this many registrations of the type; absent or null: no limit. */
  capacity?: number | null;
}

export interface RegistrationSettings {
  attendees?: RegistrationTypeSettings;
  volunteers?: RegistrationTypeSettings;
  employees?: RegistrationTypeSettings;
}

/**
 * A repeating event: its occurrences are events of their own (each with its registrations,
 * shifts and feed), linked by `events.series_id` (decisions.md, "Recurring events").
 */
export const eventSeries = pgTable(
  "event_series",
  {
    seriesId: integer("series_id").primaryKey().generatedAlwaysAsIdentity(),
    frequency: text("frequency").notNull(),
    /** How many occurrences the series was created with (cancelled ones included). */
    occurrenceCount: integer("occurrence_count").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("event_series_frequency_check", inList(t.frequency, RECURRENCE_FREQUENCIES)),
    check("event_series_count_check", sql`${t.occurrenceCount} between 2 and 52`),
  ],
);

export const events = pgTable(
  "events",
  {
    eventId: integer("event_id").primaryKey().generatedAlwaysAsIdentity(),
    eventName: varchar("event_name", { length: 150 }).notNull(),
    description: text("description").notNull().default(""),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    location: text("location"),
    eventImage: text("event_image"),
    coverPhoto: text("cover_photo"),
    hostUserId: uuid("host_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The community hosting the event, if any. */
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "set null" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "set null",
    }),
    visibility: text("visibility").notNull().default("public"),
    /** The IANA zone the event's times are shown in and its calendar file carries. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Volunteers may cancel a shift until this many hours before it starts; later, only the host. */
    shiftCancelCutoffHours: integer("shift_cancel_cutoff_hours").notNull().default(24),
    registrationSettings: jsonb("registration_settings").$type<RegistrationSettings>().notNull().default({}),
    /** The series this event is an occurrence of (null: a one-off event). */
    seriesId: integer("series_id").references(() => eventSeries.seriesId, { onDelete: "set null" }),
    /** Set when the host cancelled the event (or this occurrence): shown, closed to registration. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // A series' occurrences in date order (the event page's other dates, "this and following").
    index("events_series_start_idx").on(t.seriesId, t.startDate, t.eventId),
    index("events_host_user_start_idx").on(t.hostUserId, t.startDate),
    index("events_start_date_idx").on(t.startDate),
    // The upcoming list: dated events soonest first, then the undated ones, as one range
    // (queries/entity-lists.ts); `start_date >= now or start_date is null` could not use an index range.
    index("events_upcoming_idx").on(sql`coalesce(${t.startDate}, 'infinity'::timestamptz)`, t.eventId),
    index("events_group_id_idx").on(t.groupId),
    index("events_partnership_id_idx").on(t.partnershipId),
    index("events_name_trgm_idx").using("gin", sql`${t.eventName} gin_trgm_ops`),
    // Search: names starting with the query, in name order then id, so that the first five end
    // the read without a sort (queries/people-search.ts).
    index("events_name_prefix_idx").on(sql`(lower(${t.eventName}) collate "C")`, t.eventId),
    check("events_visibility_check", inList(t.visibility, VISIBILITIES)),
    check("events_shift_cancel_cutoff_check", sql`${t.shiftCancelCutoffHours} between 0 and 720`),
  ],
);

/** Roles on an event (owner, admin, moderator, member), as for groups and partnerships. */
export const eventMemberships = pgTable(
  "event_memberships",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.eventId, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    status: text("status").notNull().default("active"),
    message: varchar("message", { length: JOIN_MESSAGE_MAX_LENGTH }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_memberships_event_user_idx").on(t.eventId, t.userId),
    // One owner at a time (issue 26): two transfers at once once left two.
    uniqueIndex("event_memberships_one_owner_idx").on(t.eventId).where(sql`${t.role} = 'owner'`),
    index("event_memberships_list_idx").on(t.eventId, t.status, t.joinedAt, t.id),
    index("event_memberships_user_id_idx").on(t.userId),
    check("event_memberships_role_check", inList(t.role, MEMBERSHIP_ROLES)),
    check("event_memberships_status_check", inList(t.status, MEMBERSHIP_STATUSES)),
  ],
);

/** Teams inside an event: /events/{eventId}/subgroups/{subgroupId}. */
export const eventSubgroups = pgTable(
  "event_subgroups",
  {
    subgroupId: integer("subgroup_id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.eventId, { onDelete: "cascade" }),
    name: varchar("name", { length: 120 }).notNull(),
    description: text("description").notNull().default(""),
    profileImage: text("profile_image"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("event_subgroups_event_id_idx").on(t.eventId)],
);

export const eventSubgroupMembers = pgTable(
  "event_subgroup_members",
  {
    subgroupId: integer("subgroup_id")
      .notNull()
      .references(() => eventSubgroups.subgroupId, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_subgroup_members_pk_idx").on(t.subgroupId, t.userId),
    index("event_subgroup_members_user_id_idx").on(t.userId),
    check("event_subgroup_members_role_check", inList(t.role, MEMBERSHIP_ROLES)),
  ],
);

/** A member's registration for an event; one per member and event. */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    registrationId: uuid("registration_id").primaryKey().default(sql`gen_random_uuid()`),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.eventId, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    registrationType: text("registration_type").notNull(),
    /** Registered on behalf of a group or a partnership (spec §5: group-{n} / partnership-{n}). */
    registrantGroupId: integer("registrant_group_id").references(() => groups.groupId, {
      onDelete: "set null",
    }),
    registrantPartnershipId: integer("registrant_partnership_id").references(
      () => partnerships.partnershipId,
      { onDelete: "set null" },
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_registrations_event_user_idx").on(t.eventId, t.userId),
    index("event_registrations_user_id_idx").on(t.userId),
    // Capacity per registration type: the count of one event's registrations of one type.
    index("event_registrations_event_type_idx").on(t.eventId, t.registrationType),
    check("event_registrations_type_check", inList(t.registrationType, REGISTRATION_TYPES)),
    check(
      "event_registrations_one_registrant_check",
      sql`${t.registrantGroupId} is null or ${t.registrantPartnershipId} is null`,
    ),
  ],
);

/**
 * Members waiting for a registration of a type whose capacity is reached, with what they would
 * have registered as; the earliest is registered when a place frees.
 */
export const eventWaitlist = pgTable(
  "event_waitlist",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.eventId, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    registrationType: text("registration_type").notNull(),
    registrantGroupId: integer("registrant_group_id").references(() => groups.groupId, {
      onDelete: "set null",
    }),
    registrantPartnershipId: integer("registrant_partnership_id").references(
      () => partnerships.partnershipId,
      { onDelete: "set null" },
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_waitlist_event_user_idx").on(t.eventId, t.userId),
    index("event_waitlist_queue_idx").on(t.eventId, t.registrationType, t.createdAt, t.id),
    index("event_waitlist_user_id_idx").on(t.userId),
    check("event_waitlist_type_check", inList(t.registrationType, REGISTRATION_TYPES)),
  ],
);

/** The reminders sent for a registration: one a day before, one an hour before (`day`, `hour`). */
export const eventRemindersSent = pgTable(
  "event_reminders_sent",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.eventId, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The start the reminder announced: a moved event is announced again. */
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_reminders_sent_pk_idx").on(t.eventId, t.userId, t.kind, t.startDate),
    check("event_reminders_sent_kind_check", sql`${t.kind} in ('day', 'hour')`),
  ],
);

/**
 * A member's personal calendar feed: the secret in its address, sealed (to show the address again)
 * and hashed (to find the member from it). Renewing replaces both; the old address stops working.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenSealed: text("token_sealed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_hash_idx").on(t.tokenHash)],
);

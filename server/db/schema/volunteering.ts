import { sql } from "drizzle-orm";
import {
  check,
  date,
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
  HOUR_LOG_CHANGES,
  HOUR_LOG_FLAGS,
  HOUR_LOG_SOURCES,
  HOUR_LOG_STATUSES,
  REQUIREMENT_KINDS,
} from "../../../shared/enums";
import { users } from "./auth";
import { groups, partnerships } from "./communities";
import { events } from "./events";
import { inList, timestamps } from "./helpers";
import { eventVolunteerShifts } from "./shifts";

/**
 * Volunteer hours (issue 29): one row per shift attended (made at check-out, `source`
 * attendance) or per entry the member made (`self`), for one organisation: a group, a
 * partnership, or an outside organisation named in text with its supervisor's address. Never
 * deleted: declined or withdrawn instead; every change is a row of `hour_log_changes`.
 */
export const volunteerHourLogs = pgTable(
  "volunteer_hour_logs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    workDate: date("work_date", { mode: "string" }).notNull(),
    minutes: integer("minutes").notNull(),
    description: text("description").notNull().default(""),
    eventId: integer("event_id").references(() => events.eventId, { onDelete: "set null" }),
    shiftId: uuid("shift_id").references(() => eventVolunteerShifts.shiftId, { onDelete: "set null" }),
    /** The shift's name when the hours were recorded: a deleted shift keeps its hours (issue 29). */
    shiftName: varchar("shift_name", { length: 120 }),
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "set null" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "set null",
    }),
    outsideOrganisation: varchar("outside_organisation", { length: 200 }),
    supervisorEmail: varchar("supervisor_email", { length: 254 }),
    status: text("status").notNull().default("pending"),
    flag: text("flag"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** Who decided when it was not a member: the outside supervisor's address. */
    decidedByLabel: varchar("decided_by_label", { length: 254 }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    /**
     * The hourly value of volunteer time in force when the log was verified (issue 30): cents,
     * the year of its data and its source; set at each verification, so reports use the rate
     * each hour was verified under.
     */
    valueCentsPerHour: integer("value_cents_per_hour"),
    valueDataYear: integer("value_data_year"),
    valueSource: varchar("value_source", { length: 200 }),
    ...timestamps,
  },
  (t) => [
    index("volunteer_hour_logs_user_date_idx").on(t.userId, t.workDate.desc(), t.id.desc()),
    // The verification queues of an event, a group and a partnership: by status, oldest first.
    index("volunteer_hour_logs_event_status_idx").on(t.eventId, t.status, t.workDate, t.id),
    index("volunteer_hour_logs_group_status_idx").on(t.groupId, t.status, t.workDate, t.id),
    index("volunteer_hour_logs_partnership_status_idx").on(t.partnershipId, t.status, t.workDate, t.id),
    // One attendance log per volunteer and shift: checking out again updates it.
    uniqueIndex("volunteer_hour_logs_attendance_idx")
      .on(t.shiftId, t.userId)
      .where(sql`${t.source} = 'attendance'`),
    check("volunteer_hour_logs_minutes_check", sql`${t.minutes} between 1 and 1440`),
    check("volunteer_hour_logs_status_check", inList(t.status, HOUR_LOG_STATUSES)),
    check("volunteer_hour_logs_source_check", inList(t.source, HOUR_LOG_SOURCES)),
    check("volunteer_hour_logs_flag_check", sql`${t.flag} is null or ${inList(t.flag, HOUR_LOG_FLAGS)}`),
    check(
      "volunteer_hour_logs_outside_check",
      sql`(${t.outsideOrganisation} is null) = (${t.supervisorEmail} is null)`,
    ),
  ],
);

/** Every change to an hour log: who (null: the server, or an outside supervisor), what, why. */
export const hourLogChanges = pgTable(
  "hour_log_changes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    logId: uuid("log_id")
      .notNull()
      .references(() => volunteerHourLogs.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Who acted when it was not a member: an outside supervisor's address. */
    actorLabel: varchar("actor_label", { length: 254 }),
    change: text("change").notNull(),
    /** What changed, as { field: [before, after] }. */
    fields: jsonb("fields").$type<Record<string, [unknown, unknown]>>(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("hour_log_changes_log_idx").on(t.logId, t.createdAt, t.id),
    check("hour_log_changes_change_check", inList(t.change, HOUR_LOG_CHANGES)),
  ],
);

/**
 * The mails asking an outside organisation's supervisor to verify a log (issue 29): each holds a
 * one-time link (its secret kept hashed) that expires after SUPERVISOR_LINK_DAYS; the member may
 * send a new one every SUPERVISOR_RESEND_DAYS. A link ends when used or when the log is no longer
 * pending.
 */
export const hourLogSupervisorLinks = pgTable(
  "hour_log_supervisor_links",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    logId: uuid("log_id")
      .notNull()
      .references(() => volunteerHourLogs.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("hour_log_supervisor_links_token_idx").on(t.tokenHash),
    index("hour_log_supervisor_links_log_idx").on(t.logId, t.sentAt.desc()),
  ],
);

/** One verified log as a transcript issued it (issue 29), kept as it was then. */
export interface TranscriptEntry {
  logId: string;
  workDate: string;
  organisation: string;
  event: string | null;
  shift: string | null;
  minutes: number;
  verifiedBy: string;
  verifiedAt: string | null;
}

/**
 * A volunteer-hours transcript as issued (issue 29): the member's verified logs of a period, their
 * totals and who verified each, frozen at issue, under a short public code. Its verification page
 * shows it to anyone and compares each log with what it is now.
 */
export const hourTranscripts = pgTable(
  "hour_transcripts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    code: varchar("code", { length: 16 }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberName: varchar("member_name", { length: 200 }).notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    totalMinutes: integer("total_minutes").notNull(),
    entries: jsonb("entries").$type<TranscriptEntry[]>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("hour_transcripts_code_idx").on(t.code),
    index("hour_transcripts_user_idx").on(t.userId, t.issuedAt.desc()),
  ],
);

/**
 * A service-hour requirement a group or partnership sets its members (issue 29): so many hours
 * between two dates, of the kinds it counts. Members who share their hours with the organisation
 * see their progress; its admins see every sharing member's.
 */
export const hourRequirements = pgTable(
  "hour_requirements",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "cascade" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "cascade",
    }),
    title: varchar("title", { length: 120 }).notNull(),
    requiredMinutes: integer("required_minutes").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    /** The kinds of verified hours that count (REQUIREMENT_KINDS). */
    kinds: text("kinds").array().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("hour_requirements_group_idx").on(t.groupId, t.periodTo),
    index("hour_requirements_partnership_idx").on(t.partnershipId, t.periodTo),
    check("hour_requirements_owner_check", sql`(${t.groupId} is null) <> (${t.partnershipId} is null)`),
    check("hour_requirements_minutes_check", sql`${t.requiredMinutes} between 1 and 600000`),
    check("hour_requirements_period_check", sql`${t.periodFrom} <= ${t.periodTo}`),
    check(
      "hour_requirements_kinds_check",
      sql`cardinality(${t.kinds}) > 0 and ${t.kinds} <@ array[${sql.raw(REQUIREMENT_KINDS.map((kind) => `'${kind}'`).join(", "))}]::text[]`,
    ),
  ],
);

/**
 * A member's consent to share their verified hours with a group or partnership (issue 29): its
 * admins then see the member's progress toward its requirements. The member withdraws it at will.
 */
export const hourShares = pgTable(
  "hour_shares",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "cascade" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("hour_shares_group_idx").on(t.groupId, t.userId).where(sql`${t.groupId} is not null`),
    uniqueIndex("hour_shares_partnership_idx")
      .on(t.partnershipId, t.userId)
      .where(sql`${t.partnershipId} is not null`),
    index("hour_shares_user_idx").on(t.userId),
    check("hour_shares_owner_check", sql`(${t.groupId} is null) <> (${t.partnershipId} is null)`),
  ],
);

/**
 * The hourly value of volunteer time a group or partnership sets for its reports (issue 30),
 * dated: the rate in force is the latest whose `effectiveFrom` has come. Each verified hour log
 * keeps a copy of the rate in force when it was verified (`volunteer_hour_logs.value_*`), so a
 * later rate never rewrites past totals. Without a row, DEFAULT_VALUE_RATE applies.
 */
export const volunteerValueRates = pgTable(
  "volunteer_value_rates",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "cascade" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "cascade",
    }),
    /** US cents per hour. */
    centsPerHour: integer("cents_per_hour").notNull(),
    /** The year of the data the figure is computed from (Independent Sector's 2024 figure: 2024). */
    dataYear: integer("data_year").notNull(),
    source: varchar("source", { length: 200 }).notNull(),
    effectiveFrom: timestamp("effective_from", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("volunteer_value_rates_group_idx")
      .on(t.groupId, t.effectiveFrom.desc())
      .where(sql`${t.groupId} is not null`),
    index("volunteer_value_rates_partnership_idx")
      .on(t.partnershipId, t.effectiveFrom.desc())
      .where(sql`${t.partnershipId} is not null`),
    check("volunteer_value_rates_owner_check", sql`(${t.groupId} is null) <> (${t.partnershipId} is null)`),
    check("volunteer_value_rates_cents_check", sql`${t.centsPerHour} between 1 and 100000`),
    check("volunteer_value_rates_year_check", sql`${t.dataYear} between 1990 and 2100`),
  ],
);

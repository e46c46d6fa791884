import { sql } from "drizzle-orm";
import {
  boolean,
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
import { CHECK_IN_METHODS, MEMBERSHIP_ROLES } from "../../../shared/enums";
import { users } from "./auth";
import { events } from "./events";
import { inList, timestamps } from "./helpers";

/** An event's volunteer shifts, who holds a place on each, and who waits for one. */
export const eventVolunteerShifts = pgTable(
  "event_volunteer_shifts",
  {
    shiftId: uuid("shift_id").primaryKey().default(sql`gen_random_uuid()`),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.eventId, { onDelete: "cascade" }),
    shiftName: varchar("shift_name", { length: 120 }).notNull(),
    description: text("description").notNull().default(""),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    /** 0 means no limit (a shift is full only when this is above 0, spec §4). */
    volunteersNeeded: integer("volunteers_needed").notNull().default(0),
    /** The role on the event a volunteer needs for this shift (null: any registered volunteer). */
    requiredRole: text("required_role"),
    /** Volunteers may take the shift from this moment on (null: as soon as it exists). */
    opensAt: timestamp("opens_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("event_volunteer_shifts_event_start_idx").on(t.eventId, t.startTime),
    check(
      "event_volunteer_shifts_required_role_check",
      sql`${t.requiredRole} is null or ${inList(t.requiredRole, MEMBERSHIP_ROLES)}`,
    ),
    check("event_volunteer_shifts_needed_check", sql`${t.volunteersNeeded} >= 0`),
    check("event_volunteer_shifts_time_check", sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** A volunteer assigned to a shift; `assigned_count` of spec §3 is the count of these rows. */
export const shiftAssignments = pgTable(
  "shift_assignments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => eventVolunteerShifts.shiftId, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Attendance (issue 29): checked in and out, or marked a no-show, and by whom and how.
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    checkInMethod: text("check_in_method"),
    /** The check-out was made by the server at the shift's end: nobody checked the volunteer out. */
    closedAutomatically: boolean("closed_automatically").notNull().default(false),
    attendanceBy: uuid("attendance_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * When the server received the last attendance action if it was made offline and sent later
     * (issue 31): its times above are the ones recorded on the device. Null when made online.
     */
    attendanceSyncedAt: timestamp("attendance_synced_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "shift_assignments_check_in_method_check",
      sql`${t.checkInMethod} is null or ${inList(t.checkInMethod, CHECK_IN_METHODS)}`,
    ),
    // A member's no-shows, counted for the hosts of the events they register for.
    index("shift_assignments_no_show_idx").on(t.userId).where(sql`${t.noShowAt} is not null`),
    // Check-ins still open, for closing those the shift's end finds open.
    index("shift_assignments_open_check_in_idx")
      .on(t.shiftId)
      .where(sql`${t.checkedInAt} is not null and ${t.checkedOutAt} is null`),
    uniqueIndex("shift_assignments_shift_user_idx").on(t.shiftId, t.userId),
    index("shift_assignments_user_id_idx").on(t.userId),
    // The host's list of a shift's volunteers, earliest first.
    index("shift_assignments_list_idx").on(t.shiftId, t.createdAt, t.id),
  ],
);

/** Members waiting for a place on a full shift, promoted earliest first when one frees. */
export const shiftWaitlist = pgTable(
  "shift_waitlist",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => eventVolunteerShifts.shiftId, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shift_waitlist_shift_user_idx").on(t.shiftId, t.userId),
    index("shift_waitlist_queue_idx").on(t.shiftId, t.createdAt, t.id),
    index("shift_waitlist_user_id_idx").on(t.userId),
  ],
);

/**
 * The secret of an event's check-in QR code (issue 29): a volunteer who opens the code's link,
 * signed in and on a shift under way, checks themselves in. The host shows or prints it at the
 * venue, and makes a new one (the old stops working) when it was shared beyond.
 */
export const eventCheckInCodes = pgTable("event_check_in_codes", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.eventId, { onDelete: "cascade" }),
  code: varchar("code", { length: 64 }).notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Kiosks (issue 29): a shared tablet at an event where volunteers find themselves by name and
 * check in or out, and nothing else. The tablet holds a random token (only its hash is kept);
 * a kiosk works while it is not ended and its starter still runs the event's volunteers.
 */
export const eventKiosks = pgTable(
  "event_kiosks",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.eventId, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    startedBy: uuid("started_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: uuid("ended_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("event_kiosks_token_idx").on(t.tokenHash),
    index("event_kiosks_open_idx").on(t.eventId, t.startedAt).where(sql`${t.endedAt} is null`),
  ],
);

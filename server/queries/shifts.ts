import { and, asc, count, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { MembershipRole, RegistrationType } from "../../shared/enums";
import type { InstantPosition } from "../../shared/schemas/cursor";
import type { ShiftFacts } from "../../shared/shifts";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import {
  eventRegistrations,
  events,
  eventVolunteerShifts,
  eventWaitlist,
  profiles,
  shiftAssignments,
  shiftWaitlist,
  volunteerHourLogs,
} from "../db/schema";

export type ShiftRow = typeof eventVolunteerShifts.$inferSelect;

/** A shift with its places taken and its queue, as the event page and the rules need it. */
export interface ShiftWithCounts extends ShiftRow {
  assignedCount: number;
  waitingCount: number;
}

export const factsOf = (shift: ShiftWithCounts): ShiftFacts => ({
  id: shift.shiftId,
  startTime: shift.startTime,
  endTime: shift.endTime,
  opensAt: shift.opensAt,
  volunteersNeeded: shift.volunteersNeeded,
  assignedCount: shift.assignedCount,
  requiredRole: shift.requiredRole as MembershipRole | null,
});

// Written out with their tables: inside a select list, drizzle names a column without its table,
// and `shift_id` alone would mean the subquery's own column.
const assignedCount = sql<number>`(select count(*)::int from shift_assignments sa
  where sa.shift_id = "event_volunteer_shifts"."shift_id")`;
const waitingCount = sql<number>`(select count(*)::int from shift_waitlist sw
  where sw.shift_id = "event_volunteer_shifts"."shift_id")`;

/**
 * An event's shifts in start order, each with its counts (two index-only counts per shift, on
 * the assignment and waitlist unique indexes). An event holds at most MAX_SHIFTS_PER_EVENT.
 */
export async function listShifts(db: Executor, eventId: number): Promise<ShiftWithCounts[]> {
  const rows = await db
    .select({ shift: eventVolunteerShifts, assignedCount, waitingCount })
    .from(eventVolunteerShifts)
    .where(eq(eventVolunteerShifts.eventId, eventId))
    .orderBy(asc(eventVolunteerShifts.startTime), asc(eventVolunteerShifts.shiftId));
  return rows.map((row) => ({
    ...row.shift,
    assignedCount: row.assignedCount,
    waitingCount: row.waitingCount,
  }));
}

/**
 * The given shifts of one event, locked against every other registration, cancellation and edit
 * until the transaction ends, in id order (so two transactions never wait on each other in a
 * circle), with their counts read after the lock: under READ COMMITTED each statement sees what
 * was committed before it, so the count includes every place taken by whoever held the lock last.
 */
export async function lockShifts(tx: Executor, eventId: number, shiftIds: readonly string[]) {
  if (shiftIds.length === 0) return [];
  const locked = await tx
    .select({ shiftId: eventVolunteerShifts.shiftId })
    .from(eventVolunteerShifts)
    .where(
      and(eq(eventVolunteerShifts.eventId, eventId), inArray(eventVolunteerShifts.shiftId, [...shiftIds])),
    )
    .orderBy(asc(eventVolunteerShifts.shiftId))
    .for("update");
  if (locked.length === 0) return [];
  const rows = await tx
    .select({ shift: eventVolunteerShifts, assignedCount, waitingCount })
    .from(eventVolunteerShifts)
    .where(
      inArray(
        eventVolunteerShifts.shiftId,
        locked.map((row) => row.shiftId),
      ),
    );
  return rows.map((row) => ({
    ...row.shift,
    assignedCount: row.assignedCount,
    waitingCount: row.waitingCount,
  }));
}

/** The event's row, locked: registrations of one event take their turn (capacity per type). */
export async function lockEvent(tx: Executor, eventId: number) {
  const [row] = await tx.select().from(events).where(eq(events.eventId, eventId)).for("update");
  return row ?? null;
}

/**
 * The dates of a series after the one starting at `start` (id `eventId`), locked, in date order:
 * every writer that locks several dates of a series takes them in this order.
 */
export async function lockLaterDates(tx: Executor, seriesId: number, start: Date, eventId: number) {
  return tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.seriesId, seriesId),
        sql`(${events.startDate}, ${events.eventId}) > (${start.toISOString()}::timestamptz, ${eventId}::int)`,
      ),
    )
    .orderBy(events.startDate, events.eventId)
    .for("update");
}

/** The member's registration for the event, or null. */
export async function findRegistration(db: Executor, eventId: number, userId: string) {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row ?? null;
}

/** How many registrations of the type the event has (the capacity check, on its index). */
export async function countRegistrations(db: Executor, eventId: number, type: RegistrationType) {
  const [row] = await db
    .select({ value: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.registrationType, type)));
  return row?.value ?? 0;
}

/** The shifts of the event the member holds, with their times (for overlaps). */
export async function heldShifts(db: Executor, eventId: number, userId: string) {
  return db
    .select({
      id: eventVolunteerShifts.shiftId,
      startTime: eventVolunteerShifts.startTime,
      endTime: eventVolunteerShifts.endTime,
    })
    .from(shiftAssignments)
    .innerJoin(eventVolunteerShifts, eq(eventVolunteerShifts.shiftId, shiftAssignments.shiftId))
    .where(and(eq(shiftAssignments.userId, userId), eq(eventVolunteerShifts.eventId, eventId)));
}

/** The shifts of the event the member waits for. */
export async function waitingShiftIds(db: Executor, eventId: number, userId: string) {
  const rows = await db
    .select({ id: shiftWaitlist.shiftId })
    .from(shiftWaitlist)
    .innerJoin(eventVolunteerShifts, eq(eventVolunteerShifts.shiftId, shiftWaitlist.shiftId))
    .where(and(eq(shiftWaitlist.userId, userId), eq(eventVolunteerShifts.eventId, eventId)));
  return rows.map((row) => row.id);
}

/** The member's place on the event's waitlist, or null. */
export async function findEventWaitlistEntry(db: Executor, eventId: number, userId: string) {
  const [row] = await db
    .select()
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)));
  return row ?? null;
}

/** A volunteer on a shift or in its queue, with their name, as the host's list shows them. */
export interface ShiftVolunteerRow {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  since: Date;
  /** `created_at` as the cursor holds it. */
  key: string;
  /** Attendance on the shift (nothing for those waiting). */
  attendance: ShiftAttendance | null;
}

/** A volunteer's attendance on a shift, their hours for it, and how often they did not come. */
export interface ShiftAttendance {
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  noShowAt: Date | null;
  checkInMethod: string | null;
  closedAutomatically: boolean;
  /** When the server received the last change if it was made offline and sent later (issue 31). */
  syncedAt: Date | null;
  /** Their no-shows on every shift of every event (issue 29: visible to the hosts). */
  noShowCount: number;
  log: { id: string; minutes: number; status: string } | null;
}

/**
 * Who holds the shift (`assigned`) or waits for it (`waiting`), earliest first, `limit` after the
 * cursor, on the (shift_id, user_id) unique index and the queue index.
 */
export async function listShiftVolunteers(
  db: Executor,
  eventId: number,
  shiftId: string,
  list: "assigned" | "waiting",
  after: InstantPosition | null,
  limit: number,
): Promise<ShiftVolunteerRow[]> {
  const table = list === "assigned" ? shiftAssignments : shiftWaitlist;
  const key = sql<string>`to_char(${table.createdAt} at time zone 'UTC', ${sql.raw(`'${POSITION_FORMAT}'`)})`;
  const rows = await db
    .select({
      id: table.id,
      userId: table.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      since: table.createdAt,
      key,
      ...(list === "assigned" && ATTENDANCE_COLUMNS),
    })
    .from(table)
    .leftJoin(profiles, eq(profiles.userId, table.userId))
    .leftJoin(
      volunteerHourLogs,
      list === "assigned"
        ? and(
            eq(volunteerHourLogs.source, "attendance"),
            eq(volunteerHourLogs.shiftId, table.shiftId),
            eq(volunteerHourLogs.userId, table.userId),
          )
        : sql`false`,
    )
    .where(
      and(
        eq(table.shiftId, shiftId),
        // The shift must be the event's: a host of one event sees nobody of another's shifts.
        sql`exists (select 1 from ${eventVolunteerShifts} where ${eventVolunteerShifts.shiftId} = ${shiftId}
          and ${eventVolunteerShifts.eventId} = ${eventId})`,
        after
          ? or(
              gt(table.createdAt, sql`${after[0]}::timestamptz`),
              and(eq(table.createdAt, sql`${after[0]}::timestamptz`), gt(table.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(limit);
  return rows.map(
    ({
      checkedInAt,
      checkedOutAt,
      noShowAt,
      checkInMethod,
      closedAutomatically,
      attendanceSyncedAt,
      noShowCount,
      logId,
      logMinutes,
      logStatus,
      ...row
    }) => ({
      ...row,
      firstName: row.firstName ?? "",
      lastName: row.lastName ?? "",
      attendance:
        list === "assigned"
          ? {
              checkedInAt: checkedInAt ?? null,
              checkedOutAt: checkedOutAt ?? null,
              noShowAt: noShowAt ?? null,
              checkInMethod: checkInMethod ?? null,
              closedAutomatically: closedAutomatically ?? false,
              syncedAt: attendanceSyncedAt ?? null,
              noShowCount: noShowCount ?? 0,
              log:
                logId && logMinutes != null && logStatus
                  ? { id: logId, minutes: logMinutes, status: logStatus }
                  : null,
            }
          : null,
    }),
  );
}

// The roster's attendance columns: the assignment's own, the attendance log's (on its unique
// index), and the volunteer's no-shows anywhere (on the partial no-show index).
const ATTENDANCE_COLUMNS = {
  checkedInAt: shiftAssignments.checkedInAt,
  checkedOutAt: shiftAssignments.checkedOutAt,
  noShowAt: shiftAssignments.noShowAt,
  checkInMethod: shiftAssignments.checkInMethod,
  closedAutomatically: shiftAssignments.closedAutomatically,
  attendanceSyncedAt: shiftAssignments.attendanceSyncedAt,
  noShowCount: sql<number>`(select count(*)::int from shift_assignments ns
    where ns.user_id = "shift_assignments"."user_id" and ns.no_show_at is not null)`,
  logId: volunteerHourLogs.id,
  logMinutes: volunteerHourLogs.minutes,
  logStatus: volunteerHourLogs.status,
};

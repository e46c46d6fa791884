import { and, asc, eq, gte } from "drizzle-orm";
import type { Executor } from "../db/client";
import {
  calendarFeeds,
  eventRegistrations,
  events,
  eventVolunteerShifts,
  shiftAssignments,
} from "../db/schema";

/** Entries a personal feed holds at most of each kind: a year of a busy volunteer's calendar. */
export const FEED_ENTRIES_MAX = 500;
/** A feed keeps what started in the last 30 days, so last week's shift stays in the calendar. */
const FEED_KEEPS_DAYS = 30;

const eventColumns = {
  id: events.eventId,
  name: events.eventName,
  description: events.description,
  location: events.location,
  startDate: events.startDate,
  endDate: events.endDate,
  timeZone: events.timeZone,
  cancelledAt: events.cancelledAt,
};

/**
 * What a member's feed shows: the dated events they registered for, and the shifts they hold,
 * from 30 days ago on, soonest first, each list at most FEED_ENTRIES_MAX (on the registrations'
 * (user_id) and assignments' (user_id) indexes).
 */
export async function listFeedEntries(db: Executor, userId: string, now: Date) {
  const since = new Date(now.getTime() - FEED_KEEPS_DAYS * 86_400_000);
  const [registered, shifts] = await Promise.all([
    db
      .select({ ...eventColumns, type: eventRegistrations.registrationType })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.eventId, eventRegistrations.eventId))
      .where(and(eq(eventRegistrations.userId, userId), gte(events.startDate, since)))
      .orderBy(asc(events.startDate), asc(events.eventId))
      .limit(FEED_ENTRIES_MAX),
    db
      .select({
        shiftId: eventVolunteerShifts.shiftId,
        shiftName: eventVolunteerShifts.shiftName,
        shiftDescription: eventVolunteerShifts.description,
        startTime: eventVolunteerShifts.startTime,
        endTime: eventVolunteerShifts.endTime,
        event: eventColumns,
      })
      .from(shiftAssignments)
      .innerJoin(eventVolunteerShifts, eq(eventVolunteerShifts.shiftId, shiftAssignments.shiftId))
      .innerJoin(events, eq(events.eventId, eventVolunteerShifts.eventId))
      .where(and(eq(shiftAssignments.userId, userId), gte(eventVolunteerShifts.startTime, since)))
      .orderBy(asc(eventVolunteerShifts.startTime), asc(eventVolunteerShifts.shiftId))
      .limit(FEED_ENTRIES_MAX),
  ]);
  return { registered, shifts };
}

export async function findCalendarFeed(db: Executor, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** The member whose feed has this secret (by its hash), or null. */
export async function findFeedOwner(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId ?? null;
}

/** Gives the member a feed secret, replacing the one they had. */
export async function saveCalendarFeed(db: Executor, userId: string, tokenHash: string, tokenSealed: string) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, tokenSealed })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, tokenSealed, createdAt: new Date() },
    });
}

import { and, asc, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { CHECK_IN_OPENS_MINUTES_BEFORE } from "../../shared/volunteering";
import type { Executor } from "../db/client";
import { eventKiosks, events, eventVolunteerShifts, profiles, shiftAssignments } from "../db/schema";
import { startsWithPattern } from "./like";

/** The open kiosk a token belongs to, with its event's name and zone; null when ended or unknown. */
export async function findOpenKiosk(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: eventKiosks.id,
      eventId: eventKiosks.eventId,
      startedBy: eventKiosks.startedBy,
      eventName: events.eventName,
      timeZone: events.timeZone,
    })
    .from(eventKiosks)
    .innerJoin(events, eq(events.eventId, eventKiosks.eventId))
    .where(and(eq(eventKiosks.tokenHash, tokenHash), isNull(eventKiosks.endedAt)));
  return row ?? null;
}

export type OpenKiosk = NonNullable<Awaited<ReturnType<typeof findOpenKiosk>>>;

/** The event's open kiosks, newest first (at most MAX_OPEN_KIOSKS), on their partial index. */
export async function listOpenKiosks(db: Executor, eventId: number) {
  return db
    .select({
      id: eventKiosks.id,
      startedAt: eventKiosks.startedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(eventKiosks)
    .leftJoin(profiles, eq(profiles.userId, eventKiosks.startedBy))
    .where(and(eq(eventKiosks.eventId, eventId), isNull(eventKiosks.endedAt)))
    .orderBy(desc(eventKiosks.startedAt));
}

/** How many names a kiosk search shows. */
export const KIOSK_MATCHES = 10;

/**
 * The volunteers a kiosk may act for whose name matches `query`: those on a shift of the event
 * whose check-in window is open and who have not checked in yet, and those checked in (to check
 * out). Matches the start of the first name, the last name or the full name, without case.
 */
export async function findKioskVolunteers(db: Executor, eventId: number, query: string, now: Date) {
  const pattern = startsWithPattern(query.toLowerCase());
  const opensBefore = new Date(now.getTime() + CHECK_IN_OPENS_MINUTES_BEFORE * 60_000);
  return db
    .select({
      userId: shiftAssignments.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      shiftId: eventVolunteerShifts.shiftId,
      shiftName: eventVolunteerShifts.shiftName,
      startTime: eventVolunteerShifts.startTime,
      endTime: eventVolunteerShifts.endTime,
      checkedInAt: shiftAssignments.checkedInAt,
      checkedOutAt: shiftAssignments.checkedOutAt,
      noShowAt: shiftAssignments.noShowAt,
    })
    .from(shiftAssignments)
    .innerJoin(eventVolunteerShifts, eq(eventVolunteerShifts.shiftId, shiftAssignments.shiftId))
    .innerJoin(profiles, eq(profiles.userId, shiftAssignments.userId))
    .where(
      and(
        eq(eventVolunteerShifts.eventId, eventId),
        isNull(shiftAssignments.noShowAt),
        isNull(shiftAssignments.checkedOutAt),
        or(
          isNotNull(shiftAssignments.checkedInAt),
          and(
            sql`${eventVolunteerShifts.startTime} <= ${opensBefore.toISOString()}::timestamptz`,
            sql`${eventVolunteerShifts.endTime} > ${now.toISOString()}::timestamptz`,
          ),
        ),
        or(
          sql`lower(${profiles.firstName}) like ${pattern}`,
          sql`lower(${profiles.lastName}) like ${pattern}`,
          sql`lower(${profiles.firstName} || ' ' || ${profiles.lastName}) like ${pattern}`,
        ),
      ),
    )
    .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(eventVolunteerShifts.startTime))
    .limit(KIOSK_MATCHES);
}

export type KioskVolunteer = Awaited<ReturnType<typeof findKioskVolunteers>>[number];

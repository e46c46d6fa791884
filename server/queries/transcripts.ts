import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { events, groups, hourTranscripts, partnerships, profiles, volunteerHourLogs } from "../db/schema";

const decider = alias(profiles, "decider");

/**
 * A member's verified logs of a period, oldest first, with the names a transcript prints: the
 * organisation, the event, and who verified each (a member's name, or the outside supervisor's
 * address); on their (user, date) index. `limit` bounds the cost of one transcript.
 */
export async function verifiedLogsForTranscript(
  db: Executor,
  userId: string,
  period: { from: string; to: string },
  limit: number,
) {
  return db
    .select({
      id: volunteerHourLogs.id,
      workDate: volunteerHourLogs.workDate,
      minutes: volunteerHourLogs.minutes,
      shiftName: volunteerHourLogs.shiftName,
      decidedAt: volunteerHourLogs.decidedAt,
      decidedByLabel: volunteerHourLogs.decidedByLabel,
      organisation: sql<string>`coalesce(${groups.name}, ${partnerships.name}, ${volunteerHourLogs.outsideOrganisation}, '')`,
      eventName: events.eventName,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
    })
    .from(volunteerHourLogs)
    .leftJoin(events, eq(events.eventId, volunteerHourLogs.eventId))
    .leftJoin(groups, eq(groups.groupId, volunteerHourLogs.groupId))
    .leftJoin(partnerships, eq(partnerships.partnershipId, volunteerHourLogs.partnershipId))
    .leftJoin(decider, eq(decider.userId, volunteerHourLogs.decidedBy))
    .where(
      and(
        eq(volunteerHourLogs.userId, userId),
        eq(volunteerHourLogs.status, "verified"),
        gte(volunteerHourLogs.workDate, period.from),
        lte(volunteerHourLogs.workDate, period.to),
      ),
    )
    .orderBy(asc(volunteerHourLogs.workDate), asc(volunteerHourLogs.id))
    .limit(limit);
}

export type TranscriptLogRow = Awaited<ReturnType<typeof verifiedLogsForTranscript>>[number];

/** A transcript by its code. */
export async function findTranscript(db: Executor, code: string) {
  const [row] = await db.select().from(hourTranscripts).where(eq(hourTranscripts.code, code));
  return row ?? null;
}

export type TranscriptRow = typeof hourTranscripts.$inferSelect;

/** The logs of a transcript as they are now, by id, in one statement (the gone ones are absent). */
export async function currentLogs(db: Executor, logIds: string[]) {
  if (logIds.length === 0) return new Map<string, { status: string; minutes: number; workDate: string }>();
  const rows = await db
    .select({
      id: volunteerHourLogs.id,
      status: volunteerHourLogs.status,
      minutes: volunteerHourLogs.minutes,
      workDate: volunteerHourLogs.workDate,
    })
    .from(volunteerHourLogs)
    .where(inArray(volunteerHourLogs.id, logIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A transcript's time as the cursor holds it (to the microsecond). */
const ISSUED_KEY = sql<string>`to_char(${hourTranscripts.issuedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A member's transcripts, newest first, paged by (issued at, id). */
export async function listTranscripts(
  db: Executor,
  userId: string,
  after: readonly [string, string] | null,
  limit: number,
) {
  return db
    .select({
      id: hourTranscripts.id,
      code: hourTranscripts.code,
      periodFrom: hourTranscripts.periodFrom,
      periodTo: hourTranscripts.periodTo,
      totalMinutes: hourTranscripts.totalMinutes,
      logCount: sql<number>`jsonb_array_length(${hourTranscripts.entries})::int`,
      issuedAt: hourTranscripts.issuedAt,
      issuedKey: ISSUED_KEY,
    })
    .from(hourTranscripts)
    .where(
      and(
        eq(hourTranscripts.userId, userId),
        after
          ? or(
              lt(hourTranscripts.issuedAt, sql`${after[0]}::timestamptz`),
              and(
                eq(hourTranscripts.issuedAt, sql`${after[0]}::timestamptz`),
                lt(hourTranscripts.id, after[1]),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(hourTranscripts.issuedAt), desc(hourTranscripts.id))
    .limit(limit);
}

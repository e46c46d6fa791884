import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { HourLogStatus } from "../../shared/enums";
import type { Executor } from "../db/client";
import { events, groups, partnerships, volunteerHourLogs } from "../db/schema";

/** A log as the history shows it: with the names of its event and organisation. */
export async function listMemberHours(
  db: Executor,
  userId: string,
  status: HourLogStatus | undefined,
  after: readonly [string, string] | null,
  limit: number,
) {
  return db
    .select({
      log: volunteerHourLogs,
      eventName: events.eventName,
      groupName: groups.name,
      partnershipName: partnerships.name,
    })
    .from(volunteerHourLogs)
    .leftJoin(events, eq(events.eventId, volunteerHourLogs.eventId))
    .leftJoin(groups, eq(groups.groupId, volunteerHourLogs.groupId))
    .leftJoin(partnerships, eq(partnerships.partnershipId, volunteerHourLogs.partnershipId))
    .where(
      and(
        eq(volunteerHourLogs.userId, userId),
        status ? eq(volunteerHourLogs.status, status) : undefined,
        after
          ? or(
              lt(volunteerHourLogs.workDate, after[0]),
              and(eq(volunteerHourLogs.workDate, after[0]), lt(volunteerHourLogs.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(volunteerHourLogs.workDate), desc(volunteerHourLogs.id))
    .limit(limit);
}

export type MemberHourRow = Awaited<ReturnType<typeof listMemberHours>>[number];

/**
 * A member's verified minutes: in all, per organisation (named as the history names it) and per
 * year, on their (user, date) index. One statement each for the totals by organisation and year.
 */
export async function verifiedTotals(db: Executor, userId: string) {
  const organisation = sql<string>`coalesce(${groups.name}, ${partnerships.name}, ${volunteerHourLogs.outsideOrganisation}, ${events.eventName}, '')`;
  const byOrganisation = await db
    .select({ name: organisation, minutes: sql<number>`sum(${volunteerHourLogs.minutes})::int` })
    .from(volunteerHourLogs)
    .leftJoin(events, eq(events.eventId, volunteerHourLogs.eventId))
    .leftJoin(groups, eq(groups.groupId, volunteerHourLogs.groupId))
    .leftJoin(partnerships, eq(partnerships.partnershipId, volunteerHourLogs.partnershipId))
    .where(and(eq(volunteerHourLogs.userId, userId), eq(volunteerHourLogs.status, "verified")))
    .groupBy(organisation)
    .orderBy(desc(sql`sum(${volunteerHourLogs.minutes})`), organisation);
  const year = sql<number>`extract(year from ${volunteerHourLogs.workDate})::int`;
  const byYear = await db
    .select({ year, minutes: sql<number>`sum(${volunteerHourLogs.minutes})::int` })
    .from(volunteerHourLogs)
    .where(and(eq(volunteerHourLogs.userId, userId), eq(volunteerHourLogs.status, "verified")))
    .groupBy(year)
    .orderBy(desc(year));
  return {
    minutes: byYear.reduce((sum, row) => sum + row.minutes, 0),
    byOrganisation,
    byYear,
  };
}

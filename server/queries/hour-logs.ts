import { and, asc, desc, eq, gt, gte, lt, lte, or, sql } from "drizzle-orm";
import type { HourLogStatus } from "../../shared/enums";
import type { EntityHoursQuery } from "../../shared/schemas/volunteering";
import type { Executor } from "../db/client";
import { events, groups, partnerships, profiles, volunteerHourLogs } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";

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

/** The column that credits a log to a group, a partnership or an event. */
export const CREDITED_TO = {
  group: volunteerHourLogs.groupId,
  partnership: volunteerHourLogs.partnershipId,
  event: volunteerHourLogs.eventId,
} as const;

/**
 * The hours credited to a group, partnership or event in one status (the verification queue when
 * pending: oldest first, so nobody waits longest; decided ones newest first), with the member's
 * name, in a period of work dates; paged by (work date, id) on the entity's status index.
 */
export async function listEntityHours(
  db: Executor,
  entity: EntityRef,
  query: Pick<EntityHoursQuery, "status" | "from" | "to">,
  after: readonly [string, string] | null,
  limit: number,
) {
  const oldestFirst = query.status === "pending";
  const beyond = oldestFirst ? gt : lt;
  return db
    .select({
      log: volunteerHourLogs,
      eventName: events.eventName,
      groupName: groups.name,
      partnershipName: partnerships.name,
      member: {
        userId: volunteerHourLogs.userId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(volunteerHourLogs)
    .leftJoin(profiles, eq(profiles.userId, volunteerHourLogs.userId))
    .leftJoin(events, eq(events.eventId, volunteerHourLogs.eventId))
    .leftJoin(groups, eq(groups.groupId, volunteerHourLogs.groupId))
    .leftJoin(partnerships, eq(partnerships.partnershipId, volunteerHourLogs.partnershipId))
    .where(
      and(
        eq(CREDITED_TO[entity.type], entity.id),
        eq(volunteerHourLogs.status, query.status),
        query.from ? gte(volunteerHourLogs.workDate, query.from) : undefined,
        query.to ? lte(volunteerHourLogs.workDate, query.to) : undefined,
        after
          ? or(
              beyond(volunteerHourLogs.workDate, after[0]),
              and(eq(volunteerHourLogs.workDate, after[0]), beyond(volunteerHourLogs.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(
      ...(oldestFirst
        ? [asc(volunteerHourLogs.workDate), asc(volunteerHourLogs.id)]
        : [desc(volunteerHourLogs.workDate), desc(volunteerHourLogs.id)]),
    )
    .limit(limit);
}

export type EntityHourRow = Awaited<ReturnType<typeof listEntityHours>>[number];

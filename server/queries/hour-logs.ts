import { and, asc, desc, eq, gt, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { HourLogStatus } from "../../shared/enums";
import type { EntityHoursQuery, OrganisationFilter } from "../../shared/schemas/volunteering";
import type { Executor } from "../db/client";
import { events, groups, hourLogChanges, partnerships, profiles, volunteerHourLogs } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";

/** What a history shows: a status, a period of work dates, an organisation. */
export interface HistoryFilter {
  status?: HourLogStatus;
  from?: string;
  to?: string;
  organisation?: OrganisationFilter;
  /** Whatever the status asked for, only verified logs (what others may read of a history). */
  onlyVerified?: boolean;
}

/** The conditions of a member's history filtered as asked. */
function historyConditions(userId: string, filter: HistoryFilter): (SQL | undefined)[] {
  const organisation = filter.organisation;
  return [
    eq(volunteerHourLogs.userId, userId),
    filter.status ? eq(volunteerHourLogs.status, filter.status) : undefined,
    filter.onlyVerified ? eq(volunteerHourLogs.status, "verified") : undefined,
    filter.from ? gte(volunteerHourLogs.workDate, filter.from) : undefined,
    filter.to ? lte(volunteerHourLogs.workDate, filter.to) : undefined,
    organisation?.kind === "group" ? eq(volunteerHourLogs.groupId, organisation.id) : undefined,
    organisation?.kind === "partnership" ? eq(volunteerHourLogs.partnershipId, organisation.id) : undefined,
    organisation?.kind === "outside"
      ? eq(volunteerHourLogs.outsideOrganisation, organisation.name)
      : undefined,
  ];
}

/** A log as the history shows it: with the names of its event and organisation. */
export async function listMemberHours(
  db: Executor,
  userId: string,
  filter: HistoryFilter,
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
        ...historyConditions(userId, filter),
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
 * A member's verified minutes, filtered as asked: in all, per organisation (named as the history
 * names it, with the key its filter takes) and per year, on their (user, date) index. One
 * statement each for the totals by organisation and by year.
 */
export async function verifiedTotals(
  db: Executor,
  userId: string,
  filter: Omit<HistoryFilter, "status"> = {},
) {
  const organisation = sql<string>`coalesce(${groups.name}, ${partnerships.name}, ${volunteerHourLogs.outsideOrganisation}, ${events.eventName}, '')`;
  const key = sql<string | null>`case
    when ${volunteerHourLogs.groupId} is not null then 'group:' || ${volunteerHourLogs.groupId}
    when ${volunteerHourLogs.partnershipId} is not null then 'partnership:' || ${volunteerHourLogs.partnershipId}
    when ${volunteerHourLogs.outsideOrganisation} is not null then 'outside:' || ${volunteerHourLogs.outsideOrganisation}
    end`;
  const where = and(...historyConditions(userId, { ...filter, status: "verified" }));
  const byOrganisation = await db
    .select({ key, name: organisation, minutes: sql<number>`sum(${volunteerHourLogs.minutes})::int` })
    .from(volunteerHourLogs)
    .leftJoin(events, eq(events.eventId, volunteerHourLogs.eventId))
    .leftJoin(groups, eq(groups.groupId, volunteerHourLogs.groupId))
    .leftJoin(partnerships, eq(partnerships.partnershipId, volunteerHourLogs.partnershipId))
    .where(where)
    .groupBy(key, organisation)
    .orderBy(desc(sql`sum(${volunteerHourLogs.minutes})`), organisation);
  const year = sql<number>`extract(year from ${volunteerHourLogs.workDate})::int`;
  const byYear = await db
    .select({ year, minutes: sql<number>`sum(${volunteerHourLogs.minutes})::int` })
    .from(volunteerHourLogs)
    .where(where)
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

/** A log's history, oldest first, with who made each change; null when the log is not the member's. */
export async function listHourLogChanges(db: Executor, userId: string, logId: string) {
  const [own] = await db
    .select({ id: volunteerHourLogs.id })
    .from(volunteerHourLogs)
    .where(and(eq(volunteerHourLogs.id, logId), eq(volunteerHourLogs.userId, userId)));
  if (!own) return null;
  return db
    .select({
      change: hourLogChanges,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(hourLogChanges)
    .leftJoin(profiles, eq(profiles.userId, hourLogChanges.actorId))
    .where(eq(hourLogChanges.logId, logId))
    .orderBy(asc(hourLogChanges.createdAt), asc(hourLogChanges.id));
}

export type HourLogChangeRow = NonNullable<Awaited<ReturnType<typeof listHourLogChanges>>>[number];

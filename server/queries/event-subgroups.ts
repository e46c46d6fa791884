import { and, asc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import type { EventSubgroupMembersQuery, EventSubgroupsQuery } from "../../shared/schemas/event-subgroups";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import { eventRegistrations, eventSubgroupMembers, eventSubgroups, events, profiles } from "../db/schema";

export type EventSubgroupRow = typeof eventSubgroups.$inferSelect;

/** A subgroup with what its page and the event's list show beside it. */
export interface EventSubgroupWithCounts extends EventSubgroupRow {
  memberCount: number;
  /** The viewer is in it. */
  isMember: boolean;
}

// Written out with their tables: inside a select list, drizzle names a column without its table,
// and `subgroup_id` alone would mean the subquery's own column. Both read the unique index
// (subgroup_id, user_id), the count without touching the table.
const memberCount = sql<number>`(select count(*)::int from event_subgroup_members esm
  where esm.subgroup_id = "event_subgroups"."subgroup_id")`;
const isMemberOf = (userId: string) => sql<boolean>`exists (select 1 from event_subgroup_members esm
  where esm.subgroup_id = "event_subgroups"."subgroup_id" and esm.user_id = ${userId})`;

/**
 * One subgroup of one event, with its event's name, its member count, and whether the viewer is
 * in it and registered for the event; null when it does not exist or belongs to another event.
 */
export async function findEventSubgroup(db: Executor, eventId: number, subgroupId: number, userId: string) {
  const [row] = await db
    .select({
      subgroup: eventSubgroups,
      eventName: events.eventName,
      memberCount,
      isMember: isMemberOf(userId),
      registered: sql<boolean>`exists (select 1 from ${eventRegistrations}
        where ${eventRegistrations.eventId} = ${eventId} and ${eventRegistrations.userId} = ${userId})`,
    })
    .from(eventSubgroups)
    .innerJoin(events, eq(events.eventId, eventSubgroups.eventId))
    .where(and(eq(eventSubgroups.subgroupId, subgroupId), eq(eventSubgroups.eventId, eventId)));
  if (!row) return null;
  return {
    subgroup: { ...row.subgroup, memberCount: row.memberCount, isMember: row.isMember },
    event: { id: eventId, name: row.eventName },
    registered: row.registered,
  };
}

/**
 * An event's subgroups by name, `limit` rows after the cursor, on event_subgroups_event_id_idx
 * (an event has few subgroups; the name order sorts those few), each with its member count and
 * whether the viewer is in it.
 */
export async function listEventSubgroups(
  db: Executor,
  eventId: number,
  userId: string,
  query: EventSubgroupsQuery,
  limit: number,
): Promise<(EventSubgroupWithCounts & { sortKey: string })[]> {
  const sortKey = sql<string>`lower(${eventSubgroups.name})`;
  const conditions: (SQL | undefined)[] = [eq(eventSubgroups.eventId, eventId)];
  if (query.cursor) {
    const [name, id] = query.cursor;
    conditions.push(or(gt(sortKey, name), and(eq(sortKey, name), gt(eventSubgroups.subgroupId, id))));
  }
  const rows = await db
    .select({ subgroup: eventSubgroups, sortKey, memberCount, isMember: isMemberOf(userId) })
    .from(eventSubgroups)
    .where(and(...conditions))
    .orderBy(asc(sortKey), asc(eventSubgroups.subgroupId))
    .limit(limit);
  return rows.map((row) => ({
    ...row.subgroup,
    memberCount: row.memberCount,
    isMember: row.isMember,
    sortKey: row.sortKey,
  }));
}

/** A member of a subgroup with their name and picture, as its page lists them. */
export interface EventSubgroupMemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  joinedAt: Date;
  /** `joined_at` as the cursor holds it: UTC at the database's microseconds. */
  joinedKey: string;
}

/**
 * A subgroup's members in joining order, `limit` rows after the cursor. The unique index
 * (subgroup_id, user_id) finds the subgroup's rows and the joining order sorts them: a team is
 * a few dozen people (decisions.md, "Event subgroups", on the index it would take beyond).
 */
export async function listEventSubgroupMembers(
  db: Executor,
  subgroupId: number,
  query: EventSubgroupMembersQuery,
  limit: number,
): Promise<EventSubgroupMemberRow[]> {
  const m = eventSubgroupMembers;
  const after = query.cursor
    ? sql`(${m.joinedAt}, ${m.userId}) > (${query.cursor[0]}::timestamptz, ${query.cursor[1]}::uuid)`
    : undefined;
  const rows = await db
    .select({
      userId: m.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      joinedAt: m.joinedAt,
      joinedKey: sql<string>`to_char(${m.joinedAt} at time zone 'UTC', ${sql.raw(`'${POSITION_FORMAT}'`)})`,
    })
    .from(m)
    .leftJoin(profiles, eq(profiles.userId, m.userId))
    .where(and(eq(m.subgroupId, subgroupId), after))
    .orderBy(asc(m.joinedAt), asc(m.userId))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
  }));
}

/**
 * Takes the member out of every subgroup of the event (their registration is cancelled: only
 * registered members are in an event's subgroups), on the user_id index; the subgroups it left.
 */
export async function leaveEventSubgroups(tx: Executor, eventId: number, userId: string) {
  const left = await tx
    .delete(eventSubgroupMembers)
    .where(
      and(
        eq(eventSubgroupMembers.userId, userId),
        inArray(
          eventSubgroupMembers.subgroupId,
          tx
            .select({ id: eventSubgroups.subgroupId })
            .from(eventSubgroups)
            .where(eq(eventSubgroups.eventId, eventId)),
        ),
      ),
    )
    .returning({ subgroupId: eventSubgroupMembers.subgroupId });
  return left.map((row) => row.subgroupId);
}

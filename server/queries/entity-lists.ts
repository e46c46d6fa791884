import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Visibility } from "../../shared/enums";
import type { CommunitiesQuery, CommunityType, EventsQuery } from "../../shared/schemas/lists";
import { parseOnBehalfOf } from "../../shared/shifts";
import type { Database, Executor } from "../db/client";
import { planOnce } from "../db/planned-pglite";
import { eventSeries, events, groups, partnerships, profiles } from "../db/schema";
import { eventsVisibleToMember, visibleEventsCondition } from "../loaders/memberships";
import type { Actor } from "../policies/actor";
import { containsPattern } from "./like";

/**
 * The rows of the communities and events lists (spec §2 `/communities`, `/events`), a page at a
 * time by keyset, each query on its index: `(lower(name), id)` for communities, `start_date` for
 * events, the trigram indexes on the names when searching. In the upcoming events list a series
 * shows once, by its next date (docs/decisions.md, "First impressions").
 */

/** Groups come before partnerships of the same name: the list's order is (name, type, id). */
const TYPE_RANK: Record<CommunityType, number> = { group: 0, partnership: 1 };
const MAX_ID = 2_147_483_647;

export interface CommunityListRow {
  type: CommunityType;
  id: number;
  name: string;
  /** The description's start: the list shows an excerpt. */
  description: string;
  profileImage: string | null;
  coverPhoto: string | null;
  visibility: Visibility;
  parent: { id: number; name: string } | null;
  /** The name as the list sorts it (lower-cased by the database): the cursor's first part. */
  sortKey: string;
}

const COMMUNITY_TABLES = {
  group: { table: "groups", id: "group_id", parent: "parent_group_id" },
  partnership: { table: "partnerships", id: "partnership_id", parent: "parent_partnership_id" },
} as const;

/** One type's branch of the list: its own keyset condition and limit, so each walks its index. */
function communityBranch(type: CommunityType, query: CommunitiesQuery, limit: number): SQL {
  const c = COMMUNITY_TABLES[type];
  const [t, id, parent] = [sql.raw(c.table), sql.raw(c.id), sql.raw(c.parent)];
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`e.name ilike ${containsPattern(query.q)}`);
  if (query.cursor) {
    const [name, cursorType, cursorId] = query.cursor;
    // A row of the same name comes after the cursor's only if its (type, id) does.
    const after = cursorType === type ? cursorId : TYPE_RANK[type] > TYPE_RANK[cursorType] ? 0 : MAX_ID;
    conditions.push(sql`(lower(e.name), e.${id}) > (${name}, ${after}::int)`);
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`(select ${type}::text as type, ${TYPE_RANK[type]}::int as type_rank, e.${id} as id, e.name,
      left(e.description, 400) as description, e.profile_image, e.cover_photo, e.visibility,
      e.${parent} as parent_id, p.name as parent_name, lower(e.name) as sort_key
    from ${t} e left join ${t} p on p.${id} = e.${parent}
    ${where}
    order by lower(e.name), e.${id}
    limit ${limit})`;
}

/** Groups and partnerships (or one type), by name, `limit` rows after the cursor. */
export async function listCommunityRows(
  db: Executor,
  query: CommunitiesQuery,
  limit: number,
): Promise<CommunityListRow[]> {
  const types = query.type ? [query.type] : (["group", "partnership"] as const);
  const branches = types.map((type) => communityBranch(type, query, limit));
  const result = await db.execute(sql`select * from (${sql.join(branches, sql` union all `)}) list
    order by sort_key, type_rank, id limit ${limit}`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    type: row.type as CommunityType,
    id: Number(row.id),
    name: String(row.name),
    description: String(row.description ?? ""),
    profileImage: (row.profile_image as string | null) ?? null,
    coverPhoto: (row.cover_photo as string | null) ?? null,
    visibility: row.visibility as Visibility,
    parent: row.parent_id === null ? null : { id: Number(row.parent_id), name: String(row.parent_name) },
    sortKey: String(row.sort_key),
  }));
}

/** An instant as the cursor holds it: UTC at the database's microseconds. */
const START_KEY = sql<
  string | null
>`to_char(${events.startDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * An event with what its card and page show beside it: the host's summary and the organising
 * group's or partnership's name; the query left-joins profiles on the host, groups and
 * partnerships.
 */
export const EVENT_WITH_ORGANISERS = {
  event: events,
  host: {
    userId: profiles.userId,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    avatarUrl: profiles.avatarUrl,
  },
  groupName: groups.name,
  partnershipName: partnerships.name,
};

/**
 * A page of the events list: the events, their hosts and organisers and how their series repeats,
 * in the order given.
 */
function eventPageQuery(db: Executor, where: SQL | undefined, order: SQL[], limit: number | Placeholder) {
  return db
    .select({ ...EVENT_WITH_ORGANISERS, seriesFrequency: eventSeries.frequency, startKey: START_KEY })
    .from(events)
    .leftJoin(profiles, eq(profiles.userId, events.hostUserId))
    .leftJoin(groups, eq(groups.groupId, events.groupId))
    .leftJoin(partnerships, eq(partnerships.partnershipId, events.partnershipId))
    .leftJoin(eventSeries, eq(eventSeries.seriesId, events.seriesId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

/** Undated events sort as if at the end of time: the upcoming list is one range on events_upcoming_idx. */
const UPCOMING_KEY = sql`coalesce(${events.startDate}, 'infinity'::timestamptz)`;

/** Another date of the same series, in the subquery that picks a series' next date. */
const SIBLING = "sibling";
const sibling = alias(events, SIBLING);

/**
 * A series shows once in the upcoming list, by its next date: an event stays unless it belongs to
 * a series with another upcoming date that comes first, for this viewer and this search, in the
 * order (cancelled last, start, id). So the next date that is not cancelled is shown, or the next
 * date when every remaining one is cancelled; a date the viewer may not see (`visible`, on the
 * sibling) is never chosen and never hides the series. Each series then has exactly one row, a
 * fixed one for a given viewer and `now`, so the keyset on that row's (start, id) neither repeats
 * nor skips it. `events_series_start_idx` serves the subquery. Dated siblings only: a series'
 * dates all have a start (a repeating event needs one).
 */
function nextOfSeries(now: SQL, siblingConditions: SQL[]): SQL {
  return sql`(${events.seriesId} is null or not exists (select 1 from ${events} ${sql.identifier(SIBLING)}
    where ${sibling.seriesId} = ${events.seriesId} and ${sibling.startDate} >= ${now}
      and ${sql.join(siblingConditions, sql` and `)}
      and (${sibling.cancelledAt} is not null, ${sibling.startDate}, ${sibling.eventId})
        < (${events.cancelledAt} is not null, ${UPCOMING_KEY}, ${events.eventId})))`;
}

/**
 * The page almost every request asks for (a member's upcoming or past events, no search or
 * filter, any cursor), as a named statement per database, built by Drizzle and planned once, on
 * PGlite too (planOnce; docs/performance.md, "The events list"): the position to continue after
 * is a parameter, the first page's an end of time.
 */
function preparedPages(db: Database) {
  const viewer = sql.placeholder("viewer");
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  const after = sql`(${sql.placeholder("after")}::timestamptz, ${sql.placeholder("afterId")}::int)`;
  const visible = eventsVisibleToMember(viewer);
  const limit = sql.placeholder("limit");
  return {
    upcoming: planOnce(
      eventPageQuery(
        db,
        and(
          visible,
          sql`${UPCOMING_KEY} >= ${now}`,
          sql`(${UPCOMING_KEY}, ${events.eventId}) > ${after}`,
          nextOfSeries(now, [eventsVisibleToMember(viewer, sibling)]),
        ),
        [sql`${UPCOMING_KEY} asc`, sql`${events.eventId} asc`],
        limit,
      ),
      "events_upcoming_page",
    ),
    past: planOnce(
      eventPageQuery(
        db,
        and(
          visible,
          sql`${events.startDate} < ${now}`,
          sql`(${events.startDate}, ${events.eventId}) < ${after}`,
        ),
        [sql`${events.startDate} desc`, sql`${events.eventId} desc`],
        limit,
      ),
      "events_past_page",
    ),
  };
}
const prepared = new WeakMap<Database, ReturnType<typeof preparedPages>>();

/**
 * Events the actor may view, `limit` rows after the cursor: upcoming (starting now or later,
 * soonest first, then the undated ones; a series once, by its next date, except in a calendar
 * range `from`/`to`, which shows every date) or past (started before now, latest first, each date).
 */
export async function listEventRows(
  db: Database,
  actor: Actor,
  query: EventsQuery,
  limit: number,
  now: Date,
) {
  const [cursorStart, cursorId] = query.cursor ?? [undefined, undefined];
  const filtered = query.q || query.from || query.to || query.organiser;
  if (actor.kind === "member" && !actor.isPlatformAdmin && !filtered) {
    let pages = prepared.get(db);
    if (!pages) {
      pages = preparedPages(db);
      prepared.set(db, pages);
    }
    const upcoming = query.when === "upcoming";
    // Past events all have a date; an undated cursor belongs to the other list and ends this one.
    if (!upcoming && cursorStart === null) return [];
    const after =
      cursorStart === undefined ? (upcoming ? "-infinity" : "infinity") : (cursorStart ?? "infinity");
    return pages[upcoming ? "upcoming" : "past"].execute({
      viewer: actor.id,
      now: now.toISOString(),
      after,
      afterId: cursorId ?? (upcoming ? 0 : MAX_ID),
      limit,
    });
  }
  const start = events.startDate;
  // The search and the organiser apply to a series' other dates too: its next date is the next
  // one the list would show.
  const organiser = parseOnBehalfOf(query.organiser);
  const filters = (table: typeof events | typeof sibling): SQL[] => {
    const conditions = [visibleEventsCondition(actor, table)];
    if (query.q) conditions.push(sql`${table.eventName} ilike ${containsPattern(query.q)}`);
    if (organiser?.type === "group") conditions.push(sql`${table.groupId} = ${organiser.id}`);
    if (organiser?.type === "partnership") conditions.push(sql`${table.partnershipId} = ${organiser.id}`);
    return conditions;
  };
  const conditions: (SQL | undefined)[] = filters(events);
  if (query.from) conditions.push(sql`${start} >= ${query.from}::timestamptz`);
  if (query.to) conditions.push(sql`${start} < ${query.to}::timestamptz`);
  if (query.when === "upcoming") {
    const nowKey = sql`${now.toISOString()}::timestamptz`;
    conditions.push(sql`${UPCOMING_KEY} >= ${nowKey}`);
    // A calendar's range shows every date on its day.
    if (!query.from && !query.to) conditions.push(nextOfSeries(nowKey, filters(sibling)));
    if (cursorStart !== undefined) {
      const after = cursorStart === null ? sql`'infinity'::timestamptz` : sql`${cursorStart}::timestamptz`;
      conditions.push(sql`(${UPCOMING_KEY}, ${events.eventId}) > (${after}, ${cursorId}::int)`);
    }
    return eventPageQuery(
      db,
      and(...conditions),
      [sql`${UPCOMING_KEY} asc`, sql`${events.eventId} asc`],
      limit,
    );
  }
  conditions.push(sql`${start} < ${now.toISOString()}::timestamptz`);
  if (cursorStart === null) conditions.push(sql`false`);
  else if (cursorStart) {
    conditions.push(sql`(${start}, ${events.eventId}) < (${cursorStart}::timestamptz, ${cursorId}::int)`);
  }
  return eventPageQuery(db, and(...conditions), [sql`${start} desc`, sql`${events.eventId} desc`], limit);
}

export type EventListRow = Awaited<ReturnType<typeof listEventRows>>[number];

/**
 * The dates of a series the actor may view (an occurrence made private on its own stays hidden
 * from others), in order, after the (start, id) that ended the previous page; on
 * `events_series_start_idx`.
 */
export async function listOccurrenceRows(
  db: Executor,
  actor: Actor,
  seriesId: number,
  cursor: [string, number] | undefined,
  limit: number,
) {
  const conditions: SQL[] = [eq(events.seriesId, seriesId), visibleEventsCondition(actor)];
  if (cursor) {
    conditions.push(
      sql`(${events.startDate}, ${events.eventId}) > (${cursor[0]}::timestamptz, ${cursor[1]}::int)`,
    );
  }
  return db
    .select({
      eventId: events.eventId,
      startDate: events.startDate,
      endDate: events.endDate,
      cancelledAt: events.cancelledAt,
      startKey: START_KEY,
    })
    .from(events)
    .where(and(...conditions))
    .orderBy(events.startDate, events.eventId)
    .limit(limit);
}

import { sql } from "drizzle-orm";
import type { RegistrationType } from "../../shared/enums";
import { DEFAULT_VALUE_RATE } from "../../shared/recognition";
import { REPORT_MAX_ORGANISATIONS, REPORT_MAX_RATES } from "../../shared/reports";
import type { Executor } from "../db/client";
import { HIERARCHIES, MAX_DEPTH } from "../db/hierarchies";
import type { EntityRef } from "../loaders/memberships";

/**
 * Impact reports (issue 30): what a group, partnership or event did in a period, with everything
 * below it. Each figure is one aggregate statement on an index (no row of a log or a member comes
 * to JavaScript), so a report over 100,000 logs costs the server a few small result sets.
 */

export interface ReportPeriodBounds {
  /** First and last work day, both counted (UTC). */
  from: string;
  to: string;
}

/** What a report covers: the entity and, for a group or partnership, every one below it. */
export interface ReportScope {
  ref: EntityRef;
  /** The group or partnership ids of the tree (the event's id for an event). */
  ids: number[];
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
const start = (period: ReportPeriodBounds) => new Date(`${period.from}T00:00:00Z`);
/** The instant after the period's last day. */
const end = (period: ReportPeriodBounds) => new Date(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000);

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];

/**
 * The ids a report covers: the group (or partnership) and every subgroup (sub-partnership)
 * however deep, each once; the event alone.
 */
export async function reportScope(db: Executor, ref: EntityRef): Promise<ReportScope> {
  if (ref.type === "event") return { ref, ids: [ref.id] };
  const h = HIERARCHIES[ref.type];
  const [t, id, parent] = [sql.raw(h.table), sql.raw(h.id), sql.raw(h.parent)];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with recursive tree (id, depth) as (
      select ${id}, 0 from ${t} where ${id} = ${ref.id}
      union
      select below.${id}, tree.depth + 1 from ${t} below join tree on below.${parent} = tree.id
      where tree.depth < ${MAX_DEPTH}
    ) select distinct id from tree`,
  );
  return { ref, ids: rows.map((row) => Number(row.id)) };
}

/** The events a report counts: those organised by the tree, or the event itself. */
function eventsOf(scope: ReportScope) {
  if (scope.ref.type === "event") return sql`e.event_id = ${scope.ref.id}`;
  const column = scope.ref.type === "group" ? sql`e.group_id` : sql`e.partnership_id`;
  return sql`${column} = any(${intArray(scope.ids)})`;
}

/**
 * Members: each person once however many of the tree's communities they belong to, dated by
 * their earliest joining among their active memberships; those who joined before the period, and
 * the newcomers of each month of it.
 */
export async function memberGrowth(db: Executor, scope: ReportScope, period: ReportPeriodBounds) {
  const table =
    scope.ref.type === "event"
      ? { name: sql`event_memberships`, entity: sql`event_id`, user: sql`user_id` }
      : {
          name: sql.raw(HIERARCHIES[scope.ref.type].memberships),
          entity: sql.raw(HIERARCHIES[scope.ref.type].memberEntity),
          user: sql.raw(HIERARCHIES[scope.ref.type].memberUser),
        };
  const rows = await rowsOf<{ month: string | null; members: string }>(
    db,
    sql`select case when first_joined < ${start(period)} then null
          else to_char(first_joined at time zone 'UTC', 'YYYY-MM') end as month,
        count(*) as members
      from (
        select m.${table.user} as user_id, min(m.joined_at) as first_joined
        from ${table.name} m
        where m.${table.entity} = any(${intArray(scope.ids)}) and m.status = 'active'
          and m.joined_at < ${end(period)}
        group by m.${table.user}
      ) people
      group by 1`,
  );
  const before = Number(rows.find((row) => row.month === null)?.members ?? 0);
  const byMonth = new Map(
    rows.filter((row) => row.month !== null).map((row) => [row.month as string, Number(row.members)]),
  );
  return { before, byMonth };
}

/** Events held in the period (by their start), by month; cancelled ones apart. */
export async function eventsHeld(db: Executor, scope: ReportScope, period: ReportPeriodBounds) {
  const rows = await rowsOf<{ month: string; held: string; cancelled: string }>(
    db,
    sql`select to_char(e.start_date at time zone 'UTC', 'YYYY-MM') as month,
        count(*) filter (where e.cancelled_at is null) as held,
        count(*) filter (where e.cancelled_at is not null) as cancelled
      from events e
      where ${eventsOf(scope)} and e.start_date >= ${start(period)} and e.start_date < ${end(period)}
      group by 1`,
  );
  return rows.map((row) => ({ month: row.month, held: Number(row.held), cancelled: Number(row.cancelled) }));
}

/** Registrations for the events held in the period, by type. */
export async function registrationsByType(db: Executor, scope: ReportScope, period: ReportPeriodBounds) {
  const rows = await rowsOf<{ type: RegistrationType; registrations: string }>(
    db,
    sql`select r.registration_type as type, count(*) as registrations
      from events e join event_registrations r on r.event_id = e.event_id
      where ${eventsOf(scope)} and e.start_date >= ${start(period)} and e.start_date < ${end(period)}
        and e.cancelled_at is null
      group by 1`,
  );
  return rows.map((row) => ({ type: row.type, registrations: Number(row.registrations) }));
}

/** Places on the shifts that started in the period: attended, no-shows, and the rest. */
export async function attendance(db: Executor, scope: ReportScope, period: ReportPeriodBounds) {
  const [row] = await rowsOf<{ places: string; attended: string; no_shows: string; volunteers: string }>(
    db,
    sql`select count(*) as places,
        count(*) filter (where a.checked_in_at is not null) as attended,
        count(*) filter (where a.no_show_at is not null) as no_shows,
        count(distinct a.user_id) filter (where a.checked_in_at is not null) as volunteers
      from events e
      join event_volunteer_shifts s on s.event_id = e.event_id
      join shift_assignments a on a.shift_id = s.shift_id
      where ${eventsOf(scope)} and s.start_time >= ${start(period)} and s.start_time < ${end(period)}`,
  );
  return {
    places: Number(row?.places ?? 0),
    attended: Number(row?.attended ?? 0),
    noShows: Number(row?.no_shows ?? 0),
    volunteers: Number(row?.volunteers ?? 0),
  };
}

export interface HourFigures {
  minutes: number;
  /** Sum of minutes × each log's kept rate, in cent-minutes (÷ 60 for cents). */
  minuteCents: number;
  volunteers: number;
  logs: number;
}

/**
 * The verified hours credited to the tree (or to the event) with work dates in the period: in
 * all, by month, by organisation credited and by the rate each log kept (a log verified before
 * rates were kept counts at the default), each volunteer counted once per row. Four aggregate
 * statements over the same logs, at once: on PostgreSQL each takes a connection of the pool, so
 * the two cores share them (one statement of grouping sets sorted the logs once per set, in
 * turn); on PGlite they take turns. Each log is credited to one organisation, so a log of a
 * sub-subgroup counts once.
 */
export async function verifiedHours(db: Executor, scope: ReportScope, period: ReportPeriodBounds) {
  const credited =
    scope.ref.type === "event"
      ? sql`l.event_id = ${scope.ref.id}`
      : scope.ref.type === "group"
        ? sql`l.group_id = any(${intArray(scope.ids)})`
        : sql`l.partnership_id = any(${intArray(scope.ids)})`;
  const logs = sql`from volunteer_hour_logs l where ${credited} and l.status = 'verified'
    and l.work_date >= ${period.from} and l.work_date <= ${period.to}`;
  const cents = sql`coalesce(l.value_cents_per_hour, ${DEFAULT_VALUE_RATE.centsPerHour})`;
  const sums = sql`sum(l.minutes) as minutes, sum(l.minutes * ${cents}) as minute_cents, count(*) as logs`;
  const volunteers = sql`count(distinct l.user_id) as volunteers`;
  type Sums = { minutes: string; minute_cents: string; logs: string; volunteers?: string };
  const [totals, months, organisations, rateRows] = await Promise.all([
    rowsOf<Sums>(db, sql`select ${sums}, ${volunteers} ${logs}`),
    // The month as a number (202611): narrower to group than text.
    rowsOf<Sums & { month: number }>(
      db,
      sql`select extract(year from l.work_date)::int * 100 + extract(month from l.work_date)::int as month,
          ${sums}, ${volunteers} ${logs} group by 1`,
    ),
    rowsOf<Sums & { group_id: number | null; partnership_id: number | null; outside: string | null }>(
      db,
      sql`select l.group_id, l.partnership_id, l.outside_organisation as outside, ${sums}, ${volunteers}
        ${logs} group by 1, 2, 3`,
    ),
    rowsOf<Sums & { cents: number; year: number; source: string }>(
      db,
      sql`select ${cents} as cents, coalesce(l.value_data_year, ${DEFAULT_VALUE_RATE.dataYear}) as year,
          coalesce(l.value_source, ${DEFAULT_VALUE_RATE.source}) as source, ${sums}
        ${logs} group by 1, 2, 3`,
    ),
  ]);
  const figures = (row: Sums): HourFigures => ({
    minutes: Number(row.minutes ?? 0),
    minuteCents: Number(row.minute_cents ?? 0),
    volunteers: Number(row.volunteers ?? 0),
    logs: Number(row.logs),
  });
  const byMonth = new Map<string, HourFigures>(
    months.map((row) => {
      const month = Number(row.month);
      return [`${Math.floor(month / 100)}-${String(month % 100).padStart(2, "0")}`, figures(row)] as const;
    }),
  );
  const byOrganisation = organisations
    .map((row) => ({
      ...figures(row),
      groupId: row.group_id === null ? null : Number(row.group_id),
      partnershipId: row.partnership_id === null ? null : Number(row.partnership_id),
      outside: row.outside,
    }))
    .sort((a, b) => b.minutes - a.minutes);
  const rates = rateRows
    .map((row) => ({
      minutes: Number(row.minutes),
      minuteCents: Number(row.minute_cents),
      logs: Number(row.logs),
      centsPerHour: Number(row.cents),
      dataYear: Number(row.year),
      source: row.source,
    }))
    .sort((a, b) => b.minutes - a.minutes);
  const total = totals[0];
  return {
    total: total ? figures(total) : { minutes: 0, minuteCents: 0, volunteers: 0, logs: 0 },
    byMonth,
    organisations: byOrganisation.slice(0, REPORT_MAX_ORGANISATIONS),
    moreOrganisations: Math.max(0, byOrganisation.length - REPORT_MAX_ORGANISATIONS),
    rates: rates.slice(0, REPORT_MAX_RATES),
  };
}

/** The names of the groups and partnerships a report lists, in one statement each. */
export async function organisationNames(db: Executor, groupIds: number[], partnershipIds: number[]) {
  const names = new Map<string, string>();
  if (groupIds.length) {
    for (const row of await rowsOf<{ id: number; name: string }>(
      db,
      sql`select group_id as id, name from groups where group_id = any(${intArray(groupIds)})`,
    ))
      names.set(`group:${row.id}`, row.name);
  }
  if (partnershipIds.length) {
    for (const row of await rowsOf<{ id: number; name: string }>(
      db,
      sql`select partnership_id as id, name from partnerships where partnership_id = any(${intArray(partnershipIds)})`,
    ))
      names.set(`partnership:${row.id}`, row.name);
  }
  return names;
}

/** The entity's own name, for the report's title. */
export async function entityName(db: Executor, ref: EntityRef): Promise<string> {
  const query =
    ref.type === "group"
      ? sql`select name from groups where group_id = ${ref.id}`
      : ref.type === "partnership"
        ? sql`select name from partnerships where partnership_id = ${ref.id}`
        : sql`select event_name as name from events where event_id = ${ref.id}`;
  const [row] = await rowsOf<{ name: string }>(db, query);
  return row?.name ?? "";
}

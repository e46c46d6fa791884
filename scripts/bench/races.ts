// The registration race of `npm run bench` (issue 12): events with one volunteer shift of a few
// places each, which the same number of members as the bench has connections register for at
// once, each picking that shift. `seedRaces` writes them (scripts/bench/seed.ts);
// `checkRaces` counts afterwards whether any shift was given more places than it has
// (scripts/bench/check-races.ts).
import { sql } from "drizzle-orm";
import type { Executor } from "../../server/db/client";

/** What marks an event as one of the race's, for the check afterwards. */
export const RACE_NAME = "Bench race";
/** Places on each race's shift: the racers after the first three find it full. */
export const RACE_PLACES = 3;
/**
 * Race events start this far ahead, after every event of the crowd (at most six months ahead,
 * server/seed/crowd.ts), so that the events list's first pages stay the crowd's.
 */
const RACE_DAYS_AHEAD = 400;

export interface Race {
  eventId: number;
  shiftId: string;
}

/**
 * `count` public events hosted by `hostId` (their owner, as `createEvent` makes them), open to
 * volunteers, each with one shift of RACE_PLACES places that opens at once; in id order, the
 * order the load generator walks them.
 */
export async function seedRaces(db: Executor, count: number, hostId: string): Promise<Race[]> {
  const result = await db.execute(sql`
    with made as (
      insert into events (event_name, description, start_date, end_date, location, host_user_id,
                          visibility, registration_settings)
      select ${RACE_NAME} || ' ' || (n + 1), 'Three places for the morning set-up: first come, first served.',
             date_trunc('hour', now()) + make_interval(days => ${RACE_DAYS_AHEAD}, hours => n),
             date_trunc('hour', now()) + make_interval(days => ${RACE_DAYS_AHEAD}, hours => n + 3),
             'Harbor Community Hall', ${hostId}::uuid, 'public',
             '{"attendees":{"enabled":true},"volunteers":{"enabled":true},"employees":{"enabled":false}}'::jsonb
      from generate_series(0, ${count - 1}) as n
      returning event_id, start_date, end_date
    ), owners as (
      insert into event_memberships (user_id, event_id, role, status)
      select ${hostId}::uuid, event_id, 'owner', 'active' from made
    ), shifts as (
      insert into event_volunteer_shifts (event_id, shift_name, start_time, end_time, volunteers_needed)
      select event_id, 'Morning set-up', start_date, end_date, ${RACE_PLACES} from made
      returning event_id, shift_id
    )
    select event_id, shift_id from shifts order by event_id`);
  return (result.rows as { event_id: number; shift_id: string }[]).map((row) => ({
    eventId: Number(row.event_id),
    shiftId: row.shift_id,
  }));
}

/** What the race left in the database, shift by shift, summed. */
export interface RaceCheck {
  /** Race shifts that at least one member registered for. */
  raced: number;
  /** Registrations for race events, as committed (those the generator did not wait for too). */
  registrations: number;
  /** Places given, in all. */
  assigned: number;
  /** The most places any one shift gave, and how many it has. */
  most: number;
  places: number;
  /** Shifts holding more volunteers than places: must be 0. */
  over: number;
  /** Shifts holding fewer than min(places, registrations): a place lost to the race; must be 0. */
  short: number;
}

/**
 * Counts, for every race shift, the places given against the places it has and against the
 * members who registered for its event (each picked that shift, so the first RACE_PLACES of
 * them to take the event's lock hold it).
 */
export async function checkRaces(db: Executor): Promise<RaceCheck> {
  const result = await db.execute(sql`
    select count(*) filter (where s.racers > 0)::int as raced,
           coalesce(sum(s.racers), 0)::int as registrations,
           coalesce(sum(s.assigned), 0)::int as assigned,
           coalesce(max(s.assigned), 0)::int as most,
           coalesce(max(s.volunteers_needed), 0)::int as places,
           count(*) filter (where s.assigned > s.volunteers_needed)::int as over,
           count(*) filter (where s.assigned < least(s.volunteers_needed, s.racers))::int as short
    from (select sh.volunteers_needed,
                 (select count(*) from shift_assignments a where a.shift_id = sh.shift_id) as assigned,
                 (select count(*) from event_registrations r where r.event_id = sh.event_id) as racers
          from event_volunteer_shifts sh join events e on e.event_id = sh.event_id
          where e.event_name like ${`${RACE_NAME} %`}) as s`);
  const row = result.rows[0] as Record<keyof RaceCheck, number>;
  return {
    raced: Number(row.raced),
    registrations: Number(row.registrations),
    assigned: Number(row.assigned),
    most: Number(row.most),
    places: Number(row.places),
    over: Number(row.over),
    short: Number(row.short),
  };
}

import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobSchedules } from "../db/schema";

/** A job that repeats every `everySeconds`, first due `firstRunAt` (now by default). */
export interface ScheduleDefinition {
  name: string;
  kind: string;
  everySeconds: number;
  payload?: Record<string, unknown>;
  firstRunAt?: Date;
}

/**
 * Records the server's schedules at start-up. A schedule that exists keeps its next run (a
 * restart does not reset the clock) and takes the new kind and period.
 */
export async function ensureSchedules(db: Database, schedules: readonly ScheduleDefinition[]) {
  for (const schedule of schedules) {
    await db
      .insert(jobSchedules)
      .values({
        name: schedule.name,
        kind: schedule.kind,
        payload: schedule.payload ?? {},
        everySeconds: schedule.everySeconds,
        nextRunAt: schedule.firstRunAt ?? new Date(),
      })
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: { kind: schedule.kind, payload: schedule.payload ?? {}, everySeconds: schedule.everySeconds },
      });
  }
}

/**
 * Turns each due schedule into one job and moves it to its next time. Any number of servers may
 * call it: a schedule is locked by one (SKIP LOCKED), and the job's dedupe key
 * (`schedule:{name}:{time}`) stops a second job for the same occurrence anyway. Occurrences missed
 * while every server was down are not caught up one by one: the next one is the next in phase.
 */
export async function enqueueDueSchedules(db: Database): Promise<number> {
  const result = await db.execute(sql`
    with due as (
      select name, kind, payload, every_seconds, next_run_at from job_schedules
      where next_run_at <= now()
      for update skip locked
    ), queued as (
      insert into jobs (kind, payload, run_at, dedupe_key)
      select kind, payload, next_run_at, 'schedule:' || name || ':' || to_char(next_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')
      from due
      on conflict (dedupe_key) do nothing
    )
    update job_schedules s set
      next_run_at = due.next_run_at + make_interval(secs => due.every_seconds *
        (floor(extract(epoch from now() - due.next_run_at) / due.every_seconds) + 1)),
      updated_at = now()
    from due where s.name = due.name
    returning s.name`);
  return result.rows.length;
}

import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "./db/client";
import {
  attemptCounters,
  eventRemindersSent,
  jobs,
  liveEvents,
  sessions,
  verifications,
  workspacePresenceClients,
} from "./db/schema";
import type { JobDefinition } from "./jobs/worker";
import { KEEP_LIVE_EVENTS_DAYS } from "./live/hub";

export const PRUNE_JOB = "maintenance.prune";
/** Finished jobs are kept a week, for looking into what happened. */
const KEEP_SUCCEEDED_JOBS_DAYS = 7;

/**
 * Daily housekeeping: deletes finished jobs after a week, and sessions and one-time tokens
 * (verification, reset) and attempt counters once expired, live events after a week, and the
 * record of reminders sent once their event has started (no reminder comes after the start), so
 * that the tables every request reads stay small.
 * Failed jobs stay for an operator to look at.
 */
export const pruneJob: JobDefinition = {
  transactional: true,
  async run(_job, db: Executor) {
    await db
      .delete(jobs)
      .where(
        and(
          eq(jobs.status, "succeeded"),
          lt(jobs.completedAt, sql`now() - make_interval(days => ${KEEP_SUCCEEDED_JOBS_DAYS})`),
        ),
      );
    await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    await db.delete(verifications).where(lt(verifications.expiresAt, sql`now()`));
    // Each counter's own window: a limit never lapses early because of the prune.
    await db.delete(attemptCounters).where(lt(attemptCounters.expiresAt, sql`now()`));
    // A browser picks a new presence id each time it opens a page: two days outlasts any visit.
    await db
      .delete(workspacePresenceClients)
      .where(lt(workspacePresenceClients.createdAt, sql`now() - interval '2 days'`));
    // A browser away longer than this is told to reload its lists (server/live/hub.ts).
    await db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, sql`now() - make_interval(days => ${KEEP_LIVE_EVENTS_DAYS})`));
    await db
      .delete(eventRemindersSent)
      .where(lt(eventRemindersSent.startDate, sql`now() - interval '1 day'`));
  },
};

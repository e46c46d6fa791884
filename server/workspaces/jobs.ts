import { sql } from "drizzle-orm";
import { WORKSPACE_COMPACT_JOB } from "../commands/workspace-pages";
import { enqueueJob } from "../jobs/queue";
import type { ScheduleDefinition } from "../jobs/schedules";
import type { JobDefinition } from "../jobs/worker";
import { idleSessionPageIds } from "../queries/workspaces";
import { compactPage } from "./compaction";
import { closeEditingSession } from "./sessions";

export { WORKSPACE_COMPACT_JOB };
export const WORKSPACE_SESSIONS_JOB = "workspace.sessions";
export const WORKSPACE_COMPACT_DUE_JOB = "workspace.compact-due";
/** Updates older than this are folded on the schedule even when few (a page edited a little). */
const COMPACT_OLDER_THAN_MINUTES = 10;
/** Pages one run handles at most; the rest wait for the next minute. */
const PAGES_PER_RUN = 200;

/** Every minute: editing sessions idle long enough are announced. */
export const WORKSPACE_SESSIONS_SCHEDULE: ScheduleDefinition = {
  name: "workspace-sessions",
  kind: WORKSPACE_SESSIONS_JOB,
  everySeconds: 60,
};

/** Every ten minutes: pages with updates waiting that long get their compaction job. */
export const WORKSPACE_COMPACTION_SCHEDULE: ScheduleDefinition = {
  name: "workspace-compaction",
  kind: WORKSPACE_COMPACT_DUE_JOB,
  everySeconds: 600,
};

/** One page's compaction, in the job's transaction (it runs once, with its completion). */
export const workspaceCompactJob: JobDefinition = {
  transactional: true,
  async run(job, tx) {
    const { pageId } = job.payload as { pageId?: unknown };
    if (typeof pageId === "string") await compactPage(tx, pageId);
  },
};

/**
 * Closes idle editing sessions, each page in its own transaction (its rows and its notifications
 * together): a run that stops half-way has announced whole sessions, and the next run takes the rest.
 */
export const workspaceSessionsJob: JobDefinition = {
  async run(_job, db) {
    for (const pageId of await idleSessionPageIds(db, PAGES_PER_RUN)) {
      await db.transaction((tx) => closeEditingSession(tx, pageId));
    }
  },
};

/** Queues a compaction for each page whose oldest waiting update is older than ten minutes. */
export const workspaceCompactDueJob: JobDefinition = {
  async run(_job, db) {
    const due = await db.execute(sql`
      select page_id::text as page_id, min(id)::text as oldest from workspace_updates
      group by page_id
      having min(created_at) < now() - make_interval(mins => ${COMPACT_OLDER_THAN_MINUTES})
      limit ${PAGES_PER_RUN}`);
    for (const { page_id, oldest } of due.rows as { page_id: string; oldest: string }[]) {
      await enqueueJob(
        db,
        WORKSPACE_COMPACT_JOB,
        { pageId: page_id },
        {
          dedupeKey: `${WORKSPACE_COMPACT_JOB}:${page_id}:${oldest}`,
        },
      );
    }
  },
};

/** The workspaces' jobs, by kind, for the background worker. */
export const WORKSPACE_JOBS = {
  [WORKSPACE_COMPACT_JOB]: workspaceCompactJob,
  [WORKSPACE_SESSIONS_JOB]: workspaceSessionsJob,
  [WORKSPACE_COMPACT_DUE_JOB]: workspaceCompactDueJob,
};

import { eq, sql } from "drizzle-orm";
import { WORKSPACE_PAGE_MAX_BYTES, type WorkspaceEditRole } from "../../shared/workspace";
import { bytesParam } from "../db/bytes";
import type { Database } from "../db/client";
import { workspacePageEdits, workspacePages, workspaceSettings, workspaceUpdates } from "../db/schema";
import { notFound } from "../errors";
import { enqueueJob } from "../jobs/queue";
import type { EntityRef } from "../loaders/memberships";
import { PAGE_FIELDS, pageLockSql, type WorkspacePageRow } from "../queries/workspaces";
import { UPDATES_CHANNEL } from "../workspaces/hub";

/** The job that folds a page's updates into its state (workspaces/compaction.ts). */
export const WORKSPACE_COMPACT_JOB = "workspace.compact";
/** A page with more updates than this waiting to be folded gets a compaction job. */
export const COMPACT_AFTER_UPDATES = 200;

/** What a page that is not there answers. */
export const PAGE_NOT_FOUND = "This page does not exist.";

const notifyPage = (pageId: string, what: string) =>
  sql`select pg_notify(${UPDATES_CHANNEL}, ${`${pageId}:${what}`})`;

/**
 * A new, empty page in the entity's workspace.
 * Transaction: none; a single INSERT statement.
 */
export async function createWorkspacePage(
  db: Database,
  ref: EntityRef,
  title: string,
  userId: string,
): Promise<WorkspacePageRow> {
  const [row] = await db
    .insert(workspacePages)
    .values({ entityType: ref.type, entityId: ref.id, title, createdBy: userId, updatedBy: userId })
    .returning(PAGE_FIELDS);
  if (!row) throw new Error("workspace page not inserted");
  return row;
}

/**
 * A new title; the page's open streams hear of it.
 * Transaction: one; no explicit locks (the UPDATE takes the page row; the notify goes at commit).
 */
export async function renameWorkspacePage(
  db: Database,
  pageId: string,
  title: string,
  userId: string,
): Promise<WorkspacePageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(workspacePages)
      .set({ title, updatedBy: userId, updatedAt: sql`now()` })
      .where(eq(workspacePages.id, pageId))
      .returning(PAGE_FIELDS);
    if (!row) throw notFound(PAGE_NOT_FOUND);
    await tx.execute(notifyPage(pageId, "title"));
    return row;
  });
}

/**
 * Deletes the page with its updates and editing session; its open streams are told it is gone.
 * Transaction: one; no explicit locks (the DELETE takes the page row; no advisory page lock).
 */
export async function deleteWorkspacePage(db: Database, pageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(workspacePages).where(eq(workspacePages.id, pageId));
    await tx.execute(notifyPage(pageId, "deleted"));
  });
}

/** What writing an update came to: its id, or the page was full and it was not written. */
export type UpdateWritten = { id: number } | { full: true };

/**
 * Stores one document update (docs/decisions.md, "Workspaces"): under the page's lock until
 * commit, so update ids follow commit order per page; the writer joins the page's editing
 * session; every server's hub is woken after commit. A page with many updates waiting gets its
 * compaction job (one per batch: the job's key names the oldest update waiting). An update that
 * adds content to a page whose stored document (its state and the updates after it) would pass
 * WORKSPACE_PAGE_MAX_BYTES is not written, and the page is folded at once (deleted text and
 * history take room until it is); one that only deletes always is, so a full page can be made
 * smaller. Returns the id, which acknowledges the update only once this has committed.
 * Transaction: one; the page's advisory lock (pg_advisory_xact_lock), then its row (UPDATE).
 */
export async function writeWorkspaceUpdate(
  db: Database,
  pageId: string,
  userId: string,
  data: Uint8Array,
  options: { addsContent: boolean },
): Promise<UpdateWritten> {
  return db.transaction(async (tx) => {
    await tx.execute(pageLockSql(pageId));
    if (options.addsContent) {
      const stored = await tx.execute(sql`
        select coalesce(octet_length(p.ydoc_state), 0)
          + coalesce((select sum(octet_length(u.data)) from workspace_updates u
                      where u.page_id = p.id and u.id > p.state_seq), 0) as bytes,
          (select min(u.id)::text from workspace_updates u where u.page_id = p.id and u.id > p.state_seq) as oldest
        from workspace_pages p where p.id = ${pageId}`);
      const row = stored.rows[0] as { bytes: string | number; oldest: string | null } | undefined;
      if (!row) throw notFound(PAGE_NOT_FOUND);
      if (Number(row.bytes) + data.length > WORKSPACE_PAGE_MAX_BYTES) {
        if (row.oldest) {
          await enqueueJob(
            tx,
            WORKSPACE_COMPACT_JOB,
            { pageId },
            { dedupeKey: `${WORKSPACE_COMPACT_JOB}:${pageId}:${row.oldest}` },
          );
        }
        return { full: true };
      }
    }
    // The page's row, locked until commit: a deletion waits for this write, or went first.
    const [page] = await tx
      .update(workspacePages)
      .set({ updatedBy: userId, updatedAt: sql`now()` })
      .where(eq(workspacePages.id, pageId))
      .returning({ id: workspacePages.id });
    if (!page) throw notFound(PAGE_NOT_FOUND);
    const [row] = await tx
      .insert(workspaceUpdates)
      .values({ pageId, userId, data: bytesParam(data) })
      .returning({ id: workspaceUpdates.id });
    if (!row) throw new Error("workspace update not inserted");
    await tx
      .insert(workspacePageEdits)
      .values({ pageId, userId })
      .onConflictDoUpdate({
        target: [workspacePageEdits.pageId, workspacePageEdits.userId],
        set: { lastEditAt: sql`now()` },
      });
    const waiting = await tx.execute(sql`
      select min(id)::text as oldest, count(*)::int as n from (
        select id from workspace_updates where page_id = ${pageId} order by id limit ${COMPACT_AFTER_UPDATES + 1}
      ) w`);
    const { oldest, n } = (waiting.rows[0] ?? { oldest: null, n: 0 }) as { oldest: string | null; n: number };
    if (Number(n) > COMPACT_AFTER_UPDATES && oldest) {
      await enqueueJob(
        tx,
        WORKSPACE_COMPACT_JOB,
        { pageId },
        { dedupeKey: `${WORKSPACE_COMPACT_JOB}:${pageId}:${oldest}` },
      );
    }
    await tx.execute(notifyPage(pageId, String(row.id)));
    return { id: row.id };
  });
}

/**
 * Sets the weakest role that may write the entity's pages.
 * Transaction: none; a single upsert on (entity_type, entity_id).
 */
export async function setWorkspaceEditRole(db: Database, ref: EntityRef, editRole: WorkspaceEditRole) {
  await db
    .insert(workspaceSettings)
    .values({ entityType: ref.type, entityId: ref.id, editRole })
    .onConflictDoUpdate({
      target: [workspaceSettings.entityType, workspaceSettings.entityId],
      set: { editRole, updatedAt: sql`now()` },
    });
}

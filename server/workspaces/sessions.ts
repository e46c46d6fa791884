import { eq, inArray, sql } from "drizzle-orm";
import { WORKSPACE_SESSION_IDLE_MINUTES, workspacePagePath } from "../../shared/workspace";
import type { Executor } from "../db/client";
import { profiles, workspacePages } from "../db/schema";
import { workspaceUpdateText } from "../notifications/messages";
import { recordNotification } from "../notifications/record";
import { fullName } from "../queries/posts";
import { loadEntityName, pageEntity, pageLockSql, workspaceReaderIds } from "../queries/workspaces";

/**
 * Ends a page's editing session once nobody has edited it for WORKSPACE_SESSION_IDLE_MINUTES, and
 * tells the workspace's readers, except the session's editors, once: "Ana Lopez and Ben Berg
 * edited “Volunteer plan” in Riverside Gardeners" (docs/decisions.md, "Workspaces"). Under the
 * page's lock, so a write that comes meanwhile either joins this session (and is announced with
 * it) or starts the next. One transaction: the session's rows go with its notifications. Returns
 * how many members were told (0 when the session is still going, or already announced).
 */
export async function closeEditingSession(tx: Executor, pageId: string): Promise<number> {
  await tx.execute(pageLockSql(pageId));
  const closed = await tx.execute(sql`
    delete from workspace_page_edits e
    where e.page_id = ${pageId}
      and not exists (
        select 1 from workspace_page_edits r where r.page_id = ${pageId}
          and r.last_edit_at >= now() - make_interval(mins => ${WORKSPACE_SESSION_IDLE_MINUTES}))
    returning e.user_id::text as user_id, e.first_edit_at`);
  const editors = (closed.rows as { user_id: string; first_edit_at: string | Date }[])
    .sort((a, b) => new Date(a.first_edit_at).getTime() - new Date(b.first_edit_at).getTime())
    .map((row) => row.user_id);
  if (!editors.length) return 0;
  const [page] = await tx
    .select({
      title: workspacePages.title,
      entityType: workspacePages.entityType,
      entityId: workspacePages.entityId,
    })
    .from(workspacePages)
    .where(eq(workspacePages.id, pageId));
  if (!page) return 0;
  const entity = pageEntity(page);
  const names = await tx
    .select({ userId: profiles.userId, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(inArray(profiles.userId, editors));
  const nameOf = new Map(names.map((row) => [row.userId, fullName(row)]));
  const message = workspaceUpdateText(
    editors.map((id) => nameOf.get(id) ?? "A member"),
    page.title,
    await loadEntityName(tx, entity),
  );
  const readers = (await workspaceReaderIds(tx, entity)).filter((id) => !editors.includes(id));
  // In user-id order (workspaceReaderIds): see recordNotification's per-member lock.
  for (const userId of readers) {
    await recordNotification(tx, {
      userId,
      type: "workspace_update",
      message,
      notificationUrl: workspacePagePath(entity.type, entity.id, pageId),
      entityId: `${entity.type}-${entity.id}`,
      actorId: editors[0],
    });
  }
  return readers.length;
}

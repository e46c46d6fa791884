import { and, eq, lte, sql } from "drizzle-orm";
import { bytesParam } from "../db/bytes";
import type { Executor } from "../db/client";
import { workspacePages, workspaceUpdates } from "../db/schema";
import { pageLockSql, readStoredDocument } from "../queries/workspaces";
import { yjs } from "./yjs-pool";

/**
 * Folds a page's updates into its stored state (docs/decisions.md, "Workspaces"): under the page's
 * lock, so every update with an id up to the last one read has committed and none can commit
 * below it meanwhile; the state becomes the document as of that id (`state_seq`), the plain text
 * is refreshed, and exactly the folded rows are deleted. An update written during the fold waits
 * for the lock and lands above `state_seq`. Deleted text is collected (ydoc.ts compactDocument),
 * so a page's size follows its text rather than its history. Returns how
 * many updates were folded, null when the page is gone.
 */
export async function compactPage(tx: Executor, pageId: string): Promise<number | null> {
  await tx.execute(pageLockSql(pageId));
  const stored = await readStoredDocument(tx, pageId);
  if (!stored) return null;
  if (!stored.updates.length) return 0;
  // The fold runs on the Yjs worker: the page's lock is held, the event loop is not.
  const folded = await yjs.compact(stored.state, stored.updates);
  await tx
    .update(workspacePages)
    .set({
      // As hex text (db/bytes.ts): PGlite writes a megabyte of bytea in 220 ms, of hex in 40.
      ydocState: bytesParam(folded.state),
      stateSeq: stored.lastUpdateId,
      contentText: folded.text,
      // Folding is no edit: the page keeps the time of its last one.
      updatedAt: sql`${workspacePages.updatedAt}`,
    })
    .where(eq(workspacePages.id, pageId));
  await tx
    .delete(workspaceUpdates)
    .where(and(eq(workspaceUpdates.pageId, pageId), lte(workspaceUpdates.id, stored.lastUpdateId)));
  return stored.updates.length;
}

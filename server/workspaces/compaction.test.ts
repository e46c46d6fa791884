import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { createBackgroundWorker } from "../background";
import {
  COMPACT_AFTER_UPDATES,
  WORKSPACE_COMPACT_JOB,
  writeWorkspaceUpdate,
} from "../commands/workspace-pages";
import type { DatabaseHandle } from "../db/client";
import { jobs, workspacePages, workspaceUpdates } from "../db/schema";
import { parseConfig } from "../env";
import { createLogger } from "../logger";
import { readStoredDocument } from "../queries/workspaces";
import { createTestDatabase } from "../test/database";
import { createGroup, createMember } from "../test/factories";
import { addParagraph, createWorkspacePageRow } from "../test/workspace";
import { compactPage } from "./compaction";
import { documentText, mergeDocument } from "./ydoc";

/** Paragraphs add content: the page-size check applies to them. */
const ADDS = { addsContent: true };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function storedText(pageId: string) {
  const stored = await readStoredDocument(database.db, pageId);
  if (!stored) throw new Error("page gone");
  return documentText(mergeDocument(stored.state, stored.updates));
}

describe("compaction", () => {
  it("folds a page's updates into its state and text, deleting exactly the folded rows", async () => {
    const { db } = database;
    const author = await createMember(db);
    const pageId = await createWorkspacePageRow(db, await createGroup(db));
    const doc = new Y.Doc();
    for (const line of ["Agenda", "Budget", "Volunteers"]) {
      await writeWorkspaceUpdate(db, pageId, author.id, addParagraph(doc, line), ADDS);
    }
    const last = await writeWorkspaceUpdate(db, pageId, author.id, addParagraph(doc, "Next steps"), ADDS);
    expect(await db.transaction((tx) => compactPage(tx, pageId))).toBe(4);
    const [page] = await db.select().from(workspacePages).where(eq(workspacePages.id, pageId));
    expect(page).toMatchObject({
      stateSeq: "id" in last ? last.id : null,
      contentText: "Agenda\nBudget\nVolunteers\nNext steps",
    });
    expect(await db.select().from(workspaceUpdates).where(eq(workspaceUpdates.pageId, pageId))).toEqual([]);

    // Later updates go on top of the folded state, and a second fold takes them in.
    await writeWorkspaceUpdate(db, pageId, author.id, addParagraph(doc, "Thanks"), ADDS);
    expect(await storedText(pageId)).toBe("Agenda\nBudget\nVolunteers\nNext steps\nThanks");
    expect(await db.transaction((tx) => compactPage(tx, pageId))).toBe(1);
    expect(await storedText(pageId)).toBe("Agenda\nBudget\nVolunteers\nNext steps\nThanks");
  });

  it("never loses an update written while it folds, nor one folded twice at once", async () => {
    const { db } = database;
    const pageId = await createWorkspacePageRow(db, await createGroup(db));
    const writers = await Promise.all([1, 2, 3, 4].map(() => createMember(db)));
    const expected: string[] = [];
    const writing = writers.map(async (writer, w) => {
      const doc = new Y.Doc();
      for (let i = 0; i < 10; i++) {
        const line = `writer ${w} line ${i}`;
        expected.push(line);
        await writeWorkspaceUpdate(db, pageId, writer.id, addParagraph(doc, line), ADDS);
      }
    });
    // Two folds at once too, as two servers' workers could run them.
    let folding = true;
    const fold = async () => {
      while (folding) await db.transaction((tx) => compactPage(tx, pageId));
    };
    const folds = [fold(), fold()];
    await Promise.all(writing);
    folding = false;
    await Promise.all(folds);
    await db.transaction((tx) => compactPage(tx, pageId));
    const lines = (await storedText(pageId)).split("\n");
    expect(lines.sort()).toEqual(expected.sort());
  });

  it("runs as a job once a page has many updates waiting", async () => {
    const { db } = database;
    const author = await createMember(db);
    const pageId = await createWorkspacePageRow(db, await createGroup(db));
    const doc = new Y.Doc();
    for (let i = 0; i <= COMPACT_AFTER_UPDATES; i++) {
      await writeWorkspaceUpdate(db, pageId, author.id, addParagraph(doc, `line ${i}`), ADDS);
    }
    const queued = await db.select().from(jobs).where(eq(jobs.kind, WORKSPACE_COMPACT_JOB));
    expect(queued.filter((job) => (job.payload as { pageId: string }).pageId === pageId)).toHaveLength(1);
    const worker = createBackgroundWorker({
      config: parseConfig({ NODE_ENV: "test", BOT_CHECK: "off" }),
      database,
      logger: createLogger("silent"),
      transport: null,
      handlers: [],
    });
    await worker.runDue();
    expect(await db.select().from(workspaceUpdates).where(eq(workspaceUpdates.pageId, pageId))).toEqual([]);
    const [page] = await db.select().from(workspacePages).where(eq(workspacePages.id, pageId));
    expect(page?.contentText.split("\n")).toHaveLength(COMPACT_AFTER_UPDATES + 1);
  }, 120_000);
});

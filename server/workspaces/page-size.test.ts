import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { WORKSPACE_PAGE_FULL, WORKSPACE_PAGE_MAX_BYTES } from "../../shared/workspace";
import { WORKSPACE_COMPACT_JOB } from "../commands/workspace-pages";
import { jobs, workspacePages, workspaceUpdates } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createGroup, createMember, type MemberFixture } from "../test/factories";
import { addParagraph, createWorkspacePageRow, pagesPath, postUpdate } from "../test/workspace";
import { compactPage } from "./compaction";
import { DOCUMENT_FIELD } from "./ydoc";

/**
 * A page's size is bounded and its reads never hold the server (issue 26: a 26 MB page took 3 s
 * per read, and three reads blocked every request for 8 s).
 */

let t: TestApp;
let owner: MemberFixture;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createMember(t.deps.db);
});
afterAll(async () => {
  await t?.close();
});

async function newPage() {
  const group = await createGroup(t.deps.db, { owner });
  const pageId = await createWorkspacePageRow(t.deps.db, group);
  return { group, pageId, path: pagesPath(group, pageId) };
}

/** A line of `n` characters. */
const line = (n: number, fill = "a") => fill.repeat(n);

/** The page's paragraphs as it opens now: the letter each is made of, and its length. */
async function paragraphs(client: ReturnType<TestApp["as"]>, path: string) {
  const opened = (await (await client.get(path)).json()) as { document: string };
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(Buffer.from(opened.document, "base64")));
  return doc
    .getXmlFragment(DOCUMENT_FIELD)
    .toArray()
    .map((node) => {
      const text = (node as Y.XmlElement)
        .toArray()
        .map((child) => (child as Y.XmlText).toString())
        .join("");
      return `${text[0]}×${text.length}`;
    });
}

describe("a page's size", () => {
  it(`is at most ${WORKSPACE_PAGE_MAX_BYTES} bytes: an edit adding past it is refused in words, one deleting always passes`, async () => {
    const { pageId, path } = await newPage();
    const doc = new Y.Doc();
    const client = t.as(owner);
    for (const fill of ["a", "b"]) {
      expect(
        (await postUpdate(client, `${path}/updates`, addParagraph(doc, line(400_000, fill)))).status,
      ).toBe(200);
    }
    const refused = await postUpdate(client, `${path}/updates`, addParagraph(doc, line(400_000, "c")));
    expect(refused.status).toBe(413);
    expect((await refused.json()).error.message).toBe(WORKSPACE_PAGE_FULL);
    // The refused text is in this browser's document alone: the page holds what was acknowledged.
    expect(await paragraphs(client, path)).toEqual(["a×400000", "b×400000"]);

    // Deleting the first paragraph makes room; the fold the full page asked for collects it.
    const before = Y.encodeStateVector(doc);
    doc.getXmlFragment(DOCUMENT_FIELD).delete(0, 1);
    expect((await postUpdate(client, `${path}/updates`, Y.encodeStateAsUpdate(doc, before))).status).toBe(
      200,
    );
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, WORKSPACE_COMPACT_JOB));
    expect(queued.some((job) => job.payload.pageId === pageId)).toBe(true);
    await t.deps.db.transaction((tx) => compactPage(tx, pageId));
    const fresh = new Y.Doc();
    const opened = (await (await client.get(path)).json()) as { document: string };
    Y.applyUpdate(fresh, new Uint8Array(Buffer.from(opened.document, "base64")));
    expect(
      (await postUpdate(client, `${path}/updates`, addParagraph(fresh, line(400_000, "c")))).status,
    ).toBe(200);
    expect(await paragraphs(client, path)).toEqual(["b×400000", "c×400000"]);
  });
});

describe("reading the largest page", () => {
  it("opens for three readers at once, whole, while the server goes on answering others", async () => {
    const { pageId, path } = await newPage();
    // About the largest page allowed, of many short paragraphs (the slowest to merge), part of it
    // folded and the rest in updates waiting.
    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on("update", (update: Uint8Array) => updates.push(update));
    for (let i = 0; i < 7_000; i++)
      addParagraph(doc, `Paragraph ${i} of the volunteer handbook, a line of words.`);
    const folded = Y.mergeUpdates(updates.slice(0, 6_800));
    await t.deps.db
      .update(workspacePages)
      .set({ ydocState: Buffer.from(folded), stateSeq: 0 })
      .where(eq(workspacePages.id, pageId));
    await t.deps.db
      .insert(workspaceUpdates)
      .values(updates.slice(6_800).map((data) => ({ pageId, userId: owner.id, data: Buffer.from(data) })));

    const order: string[] = [];
    const client = t.as(owner);
    const reads = [1, 2, 3].map(() =>
      client.get(path).then(async (response) => {
        expect(response.status).toBe(200);
        await response.json();
        order.push("page");
      }),
    );
    const health = t.request("/api/health").then((response) => {
      expect(response.status).toBe(200);
      order.push("health");
    });
    await Promise.all([...reads, health]);
    expect(order[0]).toBe("health");
    expect(await paragraphs(client, path)).toHaveLength(7_000);
  });
});

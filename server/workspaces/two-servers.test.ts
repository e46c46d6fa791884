import { EventSource } from "eventsource";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import {
  type StreamLike,
  WorkspaceProvider,
  type WorkspaceTransport,
} from "../../app/lib/workspace-provider";
import { addMember, createGroup, createMember } from "../test/factories";
import { SERVER_PROCESS_PUBLIC_URL, twoServerProcesses } from "../test/server-process";
import { createWorkspacePageRow, pagesPath } from "../test/workspace";
import { DOCUMENT_FIELD, documentText } from "./ydoc";

/** The browser's provider, in Node: fetch and an EventSource that carry the member's cookie. */
function transportTo(server: string, cookie: string): WorkspaceTransport {
  const withCookie = (init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", cookie);
    headers.set("origin", SERVER_PROCESS_PUBLIC_URL);
    return { ...init, headers };
  };
  return {
    fetch: (url, init) => fetch(`${server}${url}`, withCookie(init)),
    openStream: (url) =>
      new EventSource(`${server}${url}`, {
        fetch: (input, init) => fetch(input, withCookie(init as RequestInit)),
      }) as unknown as StreamLike,
  };
}

/** A member's browser: the page's GET on one server, then the provider talking to that server. */
async function openPage(server: string, cookie: string, path: string) {
  const response = await fetch(`${server}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { document: string; lastUpdateId: string };
  return new WorkspaceProvider({
    pagePath: path,
    document: body.document,
    lastUpdateId: body.lastUpdateId,
    canWrite: true,
    transport: transportTo(server, cookie),
    batchMs: 20,
  });
}

const text = (doc: Y.Doc) => documentText(Y.encodeStateAsUpdate(doc));

/** Types into the document as an editor would: a character at a time into a paragraph. */
async function type(paragraph: Y.XmlText, words: string) {
  for (const char of words) {
    paragraph.insert(paragraph.length, char);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
  }
}

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("a workspace page across two server processes", () => {
  const servers = twoServerProcesses("workspace-test-secret-workspace-test-42");

  it("converges when two members edit at once, each on a different server", async () => {
    const [one, two] = await servers.start();
    const { db } = servers.database;
    const ana = await createMember(db, { firstName: "Ana", lastName: "Lopez" });
    const ben = await createMember(db, { firstName: "Ben", lastName: "Berg" });
    const group = await createGroup(db, { name: "Riverside Gardeners", visibility: "private" });
    await addMember(db, group, ana, "admin");
    await addMember(db, group, ben, "admin");
    const pageId = await createWorkspacePageRow(db, group);
    const path = pagesPath(group, pageId);
    const anaCookie = await servers.cookieFor(ana.id);
    const anas = await openPage(one.url, anaCookie, path);
    const bens = await openPage(two.url, await servers.cookieFor(ben.id), path);
    try {
      // Ana starts the page; Ben sees it through the other server, then both type at once,
      // into paragraphs of their own and into one they share.
      const shared = new Y.XmlText("Shared: ");
      const start = new Y.XmlElement("paragraph");
      start.insert(0, [shared]);
      anas.doc.getXmlFragment(DOCUMENT_FIELD).push([start]);
      await until(() => text(bens.doc) === "Shared:", 15_000, "Ben to see Ana's first paragraph");
      const own = (provider: WorkspaceProvider) => {
        const paragraph = new Y.XmlElement("paragraph");
        const words = new Y.XmlText();
        paragraph.insert(0, [words]);
        provider.doc.getXmlFragment(DOCUMENT_FIELD).push([paragraph]);
        return words;
      };
      const bensShared = (bens.doc.getXmlFragment(DOCUMENT_FIELD).get(0) as Y.XmlElement).get(0) as Y.XmlText;
      await Promise.all([
        type(own(anas), "Ana brings the seedlings"),
        type(own(bens), "Ben brings the tools"),
        type(shared, "sun"),
        type(bensShared, "rain"),
      ]);
      const saved = (p: WorkspaceProvider) => p.getStatus().save === "saved" && !p.hasUnsavedChanges();
      await until(
        () => saved(anas) && saved(bens) && text(anas.doc) === text(bens.doc),
        20_000,
        "convergence",
      );
      const lines = text(anas.doc).split("\n");
      expect(lines).toHaveLength(3);
      // Both typed at the end of the shared paragraph: every letter of each is there.
      const typed = (lines[0] ?? "").replace(/^Shared: /, "");
      expect([...typed].sort()).toEqual([..."sunrain"].sort());
      expect(lines.slice(1).sort()).toEqual(["Ana brings the seedlings", "Ben brings the tools"]);

      // Each sees the other's caret, under the name the server knows.
      anas.awareness.setLocalStateField("cursor", null);
      await until(
        () => [...bens.awareness.getStates().values()].some((state) => state.user?.name === "Ana Lopez"),
        10_000,
        "Ben to see Ana's presence",
      );

      // What both see is what either server serves a newcomer.
      const fresh = await fetch(`${two.url}${path}`, { headers: { cookie: anaCookie } });
      const body = (await fresh.json()) as { document: string };
      expect(documentText(new Uint8Array(Buffer.from(body.document, "base64")))).toBe(text(anas.doc));
    } finally {
      anas.destroy();
      bens.destroy();
    }
  }, 90_000);
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { sessionCookieName } from "../auth/session";
import { parseConfig } from "../env";
import { startServer } from "../start";
import { addMember, createGroup, createMember, createSession } from "../test/factories";
import { addParagraph, createWorkspacePageRow, pagesPath } from "../test/workspace";
import { compactPage } from "./compaction";
import { documentText } from "./ydoc";

const dataDir = mkdtempSync(path.join(tmpdir(), "cg-workspace-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("a workspace page", () => {
  it("is kept on disk: what was acknowledged is there after the server and its database restart", async () => {
    const config = parseConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      BOT_CHECK: "off",
    });
    const first = await startServer(config);
    const { db } = first.deps;
    const admin = await createMember(db);
    const group = await createGroup(db, { visibility: "private" });
    await addMember(db, group, admin, "admin");
    const pageId = await createWorkspacePageRow(db, group, "Volunteer plan");
    const { cookie } = await createSession(db, {
      secret: first.deps.secret,
      cookieName: sessionCookieName(config),
      userId: admin.id,
    });
    const doc = new Y.Doc();
    const send = async (url: string, text: string) => {
      const response = await fetch(`${url}${pagesPath(group, pageId, "updates")}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/octet-stream" },
        body: Buffer.from(addParagraph(doc, text)),
      });
      expect(response.status).toBe(200);
    };
    const url = (server: typeof first) =>
      `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    // Some of it folded into the page's state, some still as updates: both must come back.
    await send(url(first), "Set up tables at 8");
    await send(url(first), "Greeters at the gate");
    await first.deps.db.transaction((tx) => compactPage(tx, pageId));
    await send(url(first), "Clean up by 5");
    await first.shutdown("test");

    const again = await startServer(config);
    try {
      const response = await fetch(`${url(again)}${pagesPath(group, pageId)}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { document: string; page: { title: string } };
      expect(body.page.title).toBe("Volunteer plan");
      expect(documentText(new Uint8Array(Buffer.from(body.document, "base64")))).toBe(
        "Set up tables at 8\nGreeters at the gate\nClean up by 5",
      );
    } finally {
      await again.shutdown("test");
    }
    // A new file-backed PGlite database runs initdb in WebAssembly: seconds, more on a busy machine.
  }, 120_000);
});

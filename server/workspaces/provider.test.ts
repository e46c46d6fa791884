import { eq } from "drizzle-orm";
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import {
  type StreamLike,
  WorkspaceProvider,
  type WorkspaceTransport,
} from "../../app/lib/workspace-provider";
import { workspaceUpdates } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import {
  addMember,
  createGroup,
  createMember,
  type EntityFixture,
  type MemberFixture,
} from "../test/factories";
import { createWorkspacePageRow, pagesPath, pageText } from "../test/workspace";
import { DOCUMENT_FIELD } from "./ydoc";

let t: TestApp;
let group: EntityFixture;
let admin: MemberFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t.deps.db);
  group = await createGroup(t.deps.db, { visibility: "private" });
  await addMember(t.deps.db, group, admin, "admin");
});
afterAll(async () => {
  await t?.close();
});

/**
 * The browser's provider against the app in-process. `drop` decides, per request to the updates
 * route, whether the network fails before the request ("before") or after the server answered
 * ("after": the update committed, the browser never heard).
 */
function transport(drop: (attempt: number) => "before" | "after" | null): WorkspaceTransport {
  let attempts = 0;
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", await t.as(admin).cookie());
    headers.set("origin", t.deps.config.PUBLIC_URL);
    return t.app.request(`http://localhost${url}`, { ...init, headers });
  };
  return {
    async fetch(url, init) {
      const fault = url.endsWith("/updates") ? drop(++attempts) : null;
      if (fault === "before") throw new TypeError("network down");
      const response = await send(url, init);
      if (fault === "after") throw new TypeError("connection reset");
      return response;
    },
    openStream: (url) =>
      new EventSource(`http://localhost${url}`, {
        fetch: (input, init) => send(String(input).replace("http://localhost", ""), init as RequestInit),
      }) as unknown as StreamLike,
  };
}

async function open(pageId: string, drop: (attempt: number) => "before" | "after" | null) {
  const response = await t.as(admin).get(pagesPath(group, pageId));
  const body = (await response.json()) as { document: string; lastUpdateId: string };
  return new WorkspaceProvider({
    pagePath: pagesPath(group, pageId),
    document: body.document,
    lastUpdateId: body.lastUpdateId,
    canWrite: true,
    transport: transport(drop),
    batchMs: 10,
  });
}

function write(provider: WorkspaceProvider, text: string) {
  const paragraph = new Y.XmlElement("paragraph");
  paragraph.insert(0, [new Y.XmlText(text)]);
  provider.doc.getXmlFragment(DOCUMENT_FIELD).push([paragraph]);
}

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the browser's provider", () => {
  it("keeps a change the network lost, shows it offline, and sends it again until it is saved", async () => {
    const pageId = await createWorkspacePageRow(t.deps.db, group);
    const provider = await open(pageId, (attempt) => (attempt <= 2 ? "before" : null));
    const states: string[] = [];
    provider.subscribe(() => states.push(provider.getStatus().save));
    try {
      write(provider, "Bring gloves");
      write(provider, "Bring water");
      await until(() => provider.getStatus().save === "offline");
      expect(provider.hasUnsavedChanges()).toBe(true);
      await until(() => provider.getStatus().save === "saved" && !provider.hasUnsavedChanges());
      expect(states).toContain("offline");
      expect(await pageText(t.as(admin), pagesPath(group, pageId))).toBe("Bring gloves\nBring water");
    } finally {
      provider.destroy();
    }
  }, 30_000);

  it("sends again a change whose answer was lost, and the page holds it once", async () => {
    const pageId = await createWorkspacePageRow(t.deps.db, group);
    const provider = await open(pageId, (attempt) => (attempt === 1 ? "after" : null));
    try {
      write(provider, "Only once");
      await until(() => provider.getStatus().save === "saved" && !provider.hasUnsavedChanges());
      expect(await pageText(t.as(admin), pagesPath(group, pageId))).toBe("Only once");
      const stored = await t.deps.db
        .select({ id: workspaceUpdates.id })
        .from(workspaceUpdates)
        .where(eq(workspaceUpdates.pageId, pageId));
      // Stored twice (the first commit, then the resend), shown once: Yjs updates are idempotent.
      expect(stored).toHaveLength(2);
    } finally {
      provider.destroy();
    }
  }, 30_000);
});

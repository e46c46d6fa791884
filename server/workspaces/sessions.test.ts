import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { createBackgroundWorker } from "../background";
import { notifications, workspacePageEdits } from "../db/schema";
import { parseConfig } from "../env";
import { enqueueJob } from "../jobs/queue";
import { createLogger } from "../logger";
import { workspaceReaderIds } from "../queries/workspaces";
import { createTestApp, type TestApp } from "../test/app";
import { addMember, createEvent, createGroup, createMember, type MemberFixture } from "../test/factories";
import { addParagraph, createWorkspacePageRow, pagesPath, postUpdate } from "../test/workspace";
import { WORKSPACE_SESSIONS_JOB } from "./jobs";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Runs the sessions job now, as the schedule does every minute. */
async function runSessionsJob() {
  const worker = createBackgroundWorker({
    config: parseConfig({ NODE_ENV: "test", BOT_CHECK: "off" }),
    database: t.deps.database,
    logger: createLogger("silent"),
    transport: null,
    handlers: [],
  });
  await enqueueJob(t.deps.db, WORKSPACE_SESSIONS_JOB, {}, { dedupeKey: `test:${crypto.randomUUID()}` });
  await worker.runDue();
}

/** Moves the page's editing session `minutes` into the past, keeping who came first. */
async function age(pageId: string, minutes: number) {
  await t.deps.db
    .update(workspacePageEdits)
    .set({
      firstEditAt: sql`first_edit_at - make_interval(mins => ${minutes})`,
      lastEditAt: sql`last_edit_at - make_interval(mins => ${minutes})`,
    })
    .where(eq(workspacePageEdits.pageId, pageId));
}

async function workspaceNotifications(member: MemberFixture) {
  return t.deps.db
    .select({
      message: notifications.message,
      url: notifications.notificationUrl,
      entityId: notifications.entityId,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, member.id), eq(notifications.type, "workspace_update")));
}

describe("editing sessions", () => {
  it("announce 50 updates by two editors once to each other reader, after 5 idle minutes", async () => {
    const { db } = t.deps;
    const make = (firstName: string, lastName: string) => createMember(db, { firstName, lastName });
    const [ana, ben, mod, owner, parentAdmin, stranger, requester] = [
      await make("Ana", "Lopez"),
      await make("Ben", "Berg"),
      await make("Mo", "Derator"),
      await make("Olga", "Owner"),
      await make("Pat", "Parent"),
      await make("Sam", "Stranger"),
      await make("Rey", "Quester"),
    ];
    const parent = await createGroup(db, { name: "Riverside" });
    await addMember(db, parent, parentAdmin, "admin");
    const group = await createGroup(db, { name: "Riverside Gardeners", parent, visibility: "private" });
    await addMember(db, group, ana, "admin");
    await addMember(db, group, ben);
    await addMember(db, group, mod, "moderator");
    await addMember(db, group, owner, "owner");
    await addMember(db, group, requester, "member", "pending");
    await t.as(ana).send(`/api/groups/${group.id}/workspace/settings`, { editRole: "member" }, "PUT");
    const pageId = await createWorkspacePageRow(db, group, "Volunteer plan");

    const [anaDoc, benDoc] = [new Y.Doc(), new Y.Doc()];
    for (let i = 0; i < 50; i++) {
      const [who, doc] = i === 0 || i % 3 ? [ana, anaDoc] : [ben, benDoc];
      const response = await postUpdate(
        t.as(who),
        pagesPath(group, pageId, "updates"),
        addParagraph(doc, `${i}`),
      );
      expect(response.status).toBe(200);
    }
    // Still going: nobody is told yet.
    await runSessionsJob();
    expect(await workspaceNotifications(owner)).toEqual([]);

    await age(pageId, 6);
    await runSessionsJob();
    const expected = {
      message: "Ana Lopez and Ben Berg edited “Volunteer plan” in Riverside Gardeners",
      url: `/groups/${group.id}/workspace/${pageId}`,
      entityId: `group-${group.id}`,
    };
    for (const reader of [mod, owner, parentAdmin])
      expect(await workspaceNotifications(reader)).toEqual([expected]);
    for (const outsider of [ana, ben, stranger, requester])
      expect(await workspaceNotifications(outsider)).toEqual([]);

    // Announced once: the next run finds nothing; the next session is announced on its own.
    await runSessionsJob();
    expect(await workspaceNotifications(owner)).toHaveLength(1);
    await postUpdate(t.as(ana), pagesPath(group, pageId, "updates"), addParagraph(anaDoc, "more"));
    await age(pageId, 6);
    await runSessionsJob();
    expect((await workspaceNotifications(owner)).map((n) => n.message)).toEqual([
      expected.message,
      "Ana Lopez edited “Volunteer plan” in Riverside Gardeners",
    ]);
    expect(await workspaceNotifications(ben)).toHaveLength(1);
  }, 60_000);

  it("reach an event's members, its host and those running the organising group from above", async () => {
    const { db } = t.deps;
    const host = await createMember(db);
    const attendee = await createMember(db);
    const groupAdmin = await createMember(db);
    const parentOwner = await createMember(db);
    const groupMember = await createMember(db);
    const parent = await createGroup(db);
    await addMember(db, parent, parentOwner, "owner");
    const organiser = await createGroup(db, { parent });
    await addMember(db, organiser, groupAdmin, "admin");
    await addMember(db, organiser, groupMember);
    const event = await createEvent(db, { host, organiser });
    await addMember(db, event, attendee);
    const readers = await workspaceReaderIds(db, event);
    expect(readers).toEqual([host, attendee, groupAdmin, parentOwner].map((m) => m.id).sort());
  });
});

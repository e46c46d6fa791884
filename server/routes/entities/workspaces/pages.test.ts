import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { createTestApp, type TestApp } from "../../../test/app";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  type EntityFixture,
  type MemberFixture,
} from "../../../test/factories";
import {
  addParagraph,
  createWorkspacePageRow,
  pagesPath,
  pageText,
  postUpdate,
} from "../../../test/workspace";

let t: TestApp;
let group: EntityFixture;
let subgroup: EntityFixture;
const people = {} as Record<"stranger" | "member" | "moderator" | "admin" | "owner", MemberFixture>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.deps;
  for (const who of ["stranger", "member", "moderator", "admin", "owner"] as const) {
    people[who] = await createMember(db, {
      firstName: who[0]?.toUpperCase() + who.slice(1),
      lastName: "Page",
    });
  }
  group = await createGroup(db, { name: "Riverside Gardeners", visibility: "private" });
  subgroup = await createGroup(db, { name: "Seed library", visibility: "private", parent: group });
  for (const role of ["member", "moderator", "admin", "owner"] as const)
    await addMember(db, group, people[role], role);
});
afterAll(async () => {
  await t?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
type PageList = {
  workspace: { entity: { name: string }; editRole: string; can: Record<string, boolean> };
  pages: { id: string; title: string; preview: string }[];
  nextCursor: string | null;
};

describe("workspace pages", () => {
  it("are for signed-in members: a visitor gets 401, an outsider 403, a member the list", async () => {
    expect((await t.request(pagesPath(group))).status).toBe(401);
    expect((await t.as(people.stranger).get(pagesPath(group))).status).toBe(403);
    const response = await t.as(people.member).get(pagesPath(group));
    expect(response.status).toBe(200);
    const body = await json<PageList>(response);
    expect(body.workspace).toMatchObject({
      entity: { name: "Riverside Gardeners" },
      editRole: "admin",
      can: { read: true, write: false, manage: false },
    });
    expect((await t.as(people.member).get("/api/groups/999999/workspace/pages")).status).toBe(404);
  });

  it("are created, renamed and deleted by admins and owners, not by members or moderators", async () => {
    for (const who of ["member", "moderator"] as const) {
      expect((await t.as(people[who]).send(pagesPath(group), { title: "Nope" })).status).toBe(403);
    }
    const created = await t.as(people.admin).send(pagesPath(group), { title: "  Volunteer plan  " });
    expect(created.status).toBe(201);
    const { page } = await json<{ page: { id: string; title: string } }>(created);
    expect(page.title).toBe("Volunteer plan");

    expect(
      (await t.as(people.member).send(pagesPath(group, page.id), { title: "Mine" }, "PATCH")).status,
    ).toBe(403);
    const renamed = await t
      .as(people.owner)
      .send(pagesPath(group, page.id), { title: "Spring plan" }, "PATCH");
    expect(renamed.status).toBe(200);
    expect((await json<{ page: { title: string } }>(renamed)).page.title).toBe("Spring plan");

    expect(
      (await t.as(people.moderator).request(pagesPath(group, page.id), { method: "DELETE" })).status,
    ).toBe(403);
    expect((await t.as(people.admin).request(pagesPath(group, page.id), { method: "DELETE" })).status).toBe(
      200,
    );
    expect((await t.as(people.member).get(pagesPath(group, page.id))).status).toBe(404);
  });

  it("take a title of 1 to 200 characters on one line", async () => {
    const as = t.as(people.admin);
    expect((await as.send(pagesPath(group), { title: "   " })).status).toBe(422);
    expect((await as.send(pagesPath(group), { title: "x".repeat(201) })).status).toBe(422);
    expect((await as.send(pagesPath(group), { title: "a\nb" })).status).toBe(400);
    expect((await as.send(pagesPath(group), { title: "x".repeat(200) })).status).toBe(201);
  });

  it("are listed by title, a page at a time", async () => {
    const entity = await createPartnership(t.deps.db, { name: "Food Coalition" });
    await addMember(t.deps.db, entity, people.member);
    for (const title of ["delta", "Alpha", "charlie", "Bravo", "echo"])
      await createWorkspacePageRow(t.deps.db, entity, title);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : "?limit=2";
      const body: PageList = await json<PageList>(
        await t.as(people.member).get(`${pagesPath(entity)}${query}`),
      );
      expect(body.pages.length).toBeLessThanOrEqual(2);
      seen.push(...body.pages.map((page) => page.title));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["Alpha", "Bravo", "charlie", "delta", "echo"]);
    expect((await t.as(people.member).get(`${pagesPath(entity)}?cursor=forged`)).status).toBe(422);
  });

  it("open with the document and the id of its last update", async () => {
    const pageId = await createWorkspacePageRow(t.deps.db, group, "Harvest notes");
    const empty = await json<{ document: string; lastUpdateId: string }>(
      await t.as(people.member).get(pagesPath(group, pageId)),
    );
    expect(empty.lastUpdateId).toBe("0");
    const doc = new Y.Doc();
    const sent = await postUpdate(
      t.as(people.admin),
      pagesPath(group, pageId, "updates"),
      addParagraph(doc, "Bring gloves"),
    );
    const { id } = await json<{ id: string }>(sent);
    const opened = await json<{ document: string; lastUpdateId: string; page: { title: string } }>(
      await t.as(people.member).get(pagesPath(group, pageId)),
    );
    expect(opened.page.title).toBe("Harvest notes");
    expect(opened.lastUpdateId).toBe(id);
    expect(await pageText(t.as(people.member), pagesPath(group, pageId))).toBe("Bring gloves");
  });

  it("flow down: the owner and admins of a parent group read and manage its subgroup's pages", async () => {
    const pageId = await createWorkspacePageRow(t.deps.db, subgroup, "Seed swap");
    expect((await t.as(people.admin).get(pagesPath(subgroup, pageId))).status).toBe(200);
    expect((await t.as(people.owner).send(pagesPath(subgroup), { title: "Catalogue" })).status).toBe(201);
    // A member or moderator of the parent holds nothing below it.
    expect((await t.as(people.member).get(pagesPath(subgroup, pageId))).status).toBe(403);
    expect((await t.as(people.moderator).get(pagesPath(subgroup))).status).toBe(403);
  });

  it("exist for events too, where the host runs them", async () => {
    const host = await createMember(t.deps.db);
    const event = await createEvent(t.deps.db, { name: "Cleanup day", host });
    const created = await t.as(host).send(pagesPath(event), { title: "Stations" });
    expect(created.status).toBe(201);
    expect((await t.as(people.member).get(pagesPath(event))).status).toBe(403);
  });
});

describe("workspace settings", () => {
  it("let an admin give members the right to write; members then write", async () => {
    const entity = await createGroup(t.deps.db, { name: "Tool shed" });
    await addMember(t.deps.db, entity, people.member);
    await addMember(t.deps.db, entity, people.admin, "admin");
    const pageId = await createWorkspacePageRow(t.deps.db, entity);
    const updates = pagesPath(entity, pageId, "updates");
    const settings = `/api/groups/${entity.id}/workspace/settings`;
    const doc = new Y.Doc();
    const refused = await postUpdate(t.as(people.member), updates, addParagraph(doc, "Hello"));
    expect(refused.status).toBe(403);

    expect((await t.as(people.member).send(settings, { editRole: "member" }, "PUT")).status).toBe(403);
    expect((await t.as(people.admin).send(settings, { editRole: "owner" }, "PUT")).status).toBe(422);
    const changed = await t.as(people.admin).send(settings, { editRole: "member" }, "PUT");
    expect(changed.status).toBe(200);
    const seen = await json<{ workspace: { editRole: string; can: { write: boolean } } }>(
      await t.as(people.member).get(settings),
    );
    expect(seen.workspace).toMatchObject({ editRole: "member", can: { write: true } });
    expect((await postUpdate(t.as(people.member), updates, Y.encodeStateAsUpdate(doc))).status).toBe(200);
    expect(await pageText(t.as(people.member), pagesPath(entity, pageId))).toBe("Hello");
  });
});

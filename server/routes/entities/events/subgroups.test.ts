import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE } from "../../../../shared/limits";
import { domainEvents, eventSubgroupMembers, eventSubgroups, files } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/app";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createRegistration,
  type EntityFixture,
  type MemberFixture,
} from "../../../test/factories";
import { pngImage, storeTestUpload } from "../../../test/images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const person = (firstName: string) => createMember(t.deps.db, { firstName, lastName: "Team" });

/** A public event hosted by Hana, with Ada (admin) and Mo (plain member) on it. */
async function teamEvent(visibility: "public" | "private" = "public") {
  const [hana, ada, mo] = [await person("Hana"), await person("Ada"), await person("Mo")];
  const event = await createEvent(t.deps.db, { name: "Harvest Day", host: hana, visibility });
  await addMember(t.deps.db, event, ada, "admin");
  await addMember(t.deps.db, event, mo, "member");
  return { hana, ada, mo, event, path: `/api/events/${event.id}/subgroups` };
}

async function createSubgroup(as: MemberFixture, event: EntityFixture, body: Record<string, unknown>) {
  const response = await t.as(as).send(`/api/events/${event.id}/subgroups`, body);
  expect(response.status).toBe(201);
  return (await response.json()).subgroup as { id: number; name: string };
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

describe("creating, editing and deleting subgroups", () => {
  it("needs a session", async () => {
    const { event } = await teamEvent();
    expect((await t.request(`/api/events/${event.id}/subgroups`)).status).toBe(401);
  });

  it("lets the event's hosts and admins create, edit and delete; the creator is not put in it", async () => {
    const { hana, ada, mo, event, path } = await teamEvent();
    const created = await t.as(ada).send(path, { name: "  Sorting team ", description: "Crates first." });
    expect(created.status).toBe(201);
    const { subgroup } = await created.json();
    expect(subgroup).toMatchObject({
      name: "Sorting team",
      description: "Crates first.",
      profileImage: null,
      event: { id: event.id, name: "Harvest Day" },
      memberCount: 0,
      isMember: false,
      registered: false,
      can: { view: true, update: true, delete: true, removeMember: true, join: false, leave: false },
    });

    const refused = await t.as(mo).send(path, { name: "Mo's team" });
    expect(refused.status).toBe(403);
    expect((await t.as(mo).send(`${path}/${subgroup.id}`, { name: "Mine" }, "PATCH")).status).toBe(403);
    expect((await t.as(mo).request(`${path}/${subgroup.id}`, { method: "DELETE" })).status).toBe(403);
    const seen = await (await t.as(mo).get(`${path}/${subgroup.id}`)).json();
    expect(seen.subgroup.can).toMatchObject({
      view: true,
      update: false,
      delete: false,
      removeMember: false,
    });

    const edited = await t.as(hana).send(`${path}/${subgroup.id}`, { name: "Sorting crew" }, "PATCH");
    expect(edited.status).toBe(200);
    expect((await edited.json()).subgroup).toMatchObject({
      name: "Sorting crew",
      description: "Crates first.",
    });

    expect((await t.as(hana).request(`${path}/${subgroup.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await t.as(hana).get(`${path}/${subgroup.id}`)).status).toBe(404);
    const recorded = await t.deps.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectType, "event"), eq(domainEvents.subjectId, String(event.id))))
      .orderBy(asc(domainEvents.id));
    expect(recorded.map((row) => row.type)).toEqual([
      "subgroup.created",
      "subgroup.updated",
      "subgroup.deleted",
    ]);
  });

  it("gives the organising group's admins the event's rights over its subgroups", async () => {
    const group = await createGroup(t.deps.db, { name: "Riverside Food Bank" });
    const groupAdmin = await person("Gus");
    await addMember(t.deps.db, group, groupAdmin, "admin");
    const event = await createEvent(t.deps.db, { organiser: group, visibility: "private" });
    expect(
      (await t.as(groupAdmin).send(`/api/events/${event.id}/subgroups`, { name: "Drivers" })).status,
    ).toBe(201);
  });

  it("refuses names and descriptions out of bounds, in the schema's words", async () => {
    const { hana, event, path } = await teamEvent();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "   " }, "Name is required."],
      [{ name: "x".repeat(121) }, "Name must be at most 120 characters."],
      [{ name: "Ok", description: "d".repeat(2001) }, "Description must be at most 2000 characters."],
      [{ name: "Ok", profileImageFileId: "not-a-file" }, "Not a valid file id."],
    ];
    for (const [body, message] of cases) {
      const response = await t.as(hana).send(path, body);
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect((await t.as(hana).send(path, { name: "x".repeat(120) })).status).toBe(201);
    const subgroup = await createSubgroup(hana, event, { name: "Packing" });
    const nothing = await t.as(hana).send(`${path}/${subgroup.id}`, {}, "PATCH");
    expect(nothing.status).toBe(422);
    expect(await errorOf(nothing)).toBe("Nothing to change.");
  });

  it("takes a picture the member uploaded as an event picture, and deletes it when replaced", async () => {
    const { hana, event, path } = await teamEvent();
    const upload = async (bucket: "event-images" | "avatars") =>
      storeTestUpload(t.deps, hana.id, bucket, { fileName: "team.png", data: await pngImage() });
    const avatar = await upload("avatars");
    const wrong = await t.as(hana).send(path, { name: "Drivers", profileImageFileId: avatar.id });
    expect(wrong.status).toBe(422);
    expect(await errorOf(wrong)).toBe("This file was not uploaded as an event picture.");

    const first = await upload("event-images");
    const subgroup = await createSubgroup(hana, event, { name: "Drivers", profileImageFileId: first.id });
    const shown = await (await t.as(hana).get(`${path}/${subgroup.id}`)).json();
    expect(shown.subgroup.profileImage).toBe(`/api/files/event-images/${first.objectKey}`);

    const second = await upload("event-images");
    const replaced = await t
      .as(hana)
      .send(`${path}/${subgroup.id}`, { profileImageFileId: second.id }, "PATCH");
    expect((await replaced.json()).subgroup.profileImage).toBe(`/api/files/event-images/${second.objectKey}`);
    expect(await t.deps.db.select().from(files).where(eq(files.id, first.id))).toEqual([]);
    const removed = await t.as(hana).send(`${path}/${subgroup.id}`, { profileImageFileId: null }, "PATCH");
    expect((await removed.json()).subgroup.profileImage).toBeNull();
  });
});

describe("joining, leaving and removing members", () => {
  it("lets registered members join, several subgroups at once, and tells the others to register", async () => {
    const { hana, mo, event, path } = await teamEvent();
    const sorting = await createSubgroup(hana, event, { name: "Sorting" });
    const packing = await createSubgroup(hana, event, { name: "Packing" });

    const early = await t.as(mo).send(`${path}/${sorting.id}/members`, {});
    expect(early.status).toBe(403);
    expect(await errorOf(early)).toBe("Register for the event to join its subgroups.");
    const before = await (await t.as(mo).get(`${path}/${sorting.id}`)).json();
    expect(before.subgroup).toMatchObject({ registered: false, isMember: false, can: { join: false } });

    await createRegistration(t.deps.db, event, mo, "volunteer");
    const offered = await (await t.as(mo).get(`${path}/${sorting.id}`)).json();
    expect(offered.subgroup).toMatchObject({ registered: true, can: { join: true, leave: false } });
    const joined = await t.as(mo).send(`${path}/${sorting.id}/members`, {});
    expect(joined.status).toBe(201);
    expect((await joined.json()).subgroup).toMatchObject({
      isMember: true,
      memberCount: 1,
      can: { join: false, leave: true },
    });
    const again = await t.as(mo).send(`${path}/${sorting.id}/members`, {});
    expect(again.status).toBe(403);
    expect(await errorOf(again)).toBe("You are already in this subgroup.");
    expect((await t.as(mo).send(`${path}/${packing.id}/members`, {})).status).toBe(201);

    const list = await (await t.as(mo).get(path)).json();
    expect(list.subgroups).toEqual([
      expect.objectContaining({ name: "Packing", memberCount: 1, isMember: true }),
      expect.objectContaining({ name: "Sorting", memberCount: 1, isMember: true }),
    ]);
    expect(list.can).toEqual({ create: false });
    const members = await (await t.as(hana).get(`${path}/${sorting.id}/members`)).json();
    expect(members.members).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ userId: mo.id, firstName: "Mo" }),
        can: { remove: true },
      }),
    ]);
    expect(JSON.stringify(members)).not.toContain(mo.email);
  });

  it("lets a member leave, and admins remove others; nobody else removes anyone", async () => {
    const { hana, ada, mo, event, path } = await teamEvent();
    const sorting = await createSubgroup(hana, event, { name: "Sorting" });
    const zoe = await person("Zoe");
    for (const who of [mo, zoe]) {
      await createRegistration(t.deps.db, event, who);
      expect((await t.as(who).send(`${path}/${sorting.id}/members`, {})).status).toBe(201);
    }
    const byMember = await t.as(mo).request(`${path}/${sorting.id}/members/${zoe.id}`, { method: "DELETE" });
    expect(byMember.status).toBe(403);
    expect((await t.as(mo).request(`${path}/${sorting.id}/members/me`, { method: "DELETE" })).status).toBe(
      204,
    );
    const twice = await t.as(mo).request(`${path}/${sorting.id}/members/me`, { method: "DELETE" });
    expect(twice.status).toBe(403);
    expect(await errorOf(twice)).toBe("You are not in this subgroup.");

    expect(
      (await t.as(ada).request(`${path}/${sorting.id}/members/${zoe.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    const gone = await t.as(ada).request(`${path}/${sorting.id}/members/${zoe.id}`, { method: "DELETE" });
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toBe("This member is not in this subgroup.");
    const left = await t.deps.db
      .select()
      .from(eventSubgroupMembers)
      .where(eq(eventSubgroupMembers.subgroupId, sorting.id));
    expect(left).toEqual([]);
  });

  it("takes a member out of the event's subgroups when they cancel their registration", async () => {
    const { hana, mo, event, path } = await teamEvent();
    const sorting = await createSubgroup(hana, event, { name: "Sorting" });
    const other = await createEvent(t.deps.db, { host: hana });
    const elsewhere = await createSubgroup(hana, other, { name: "Elsewhere" });
    await createRegistration(t.deps.db, event, mo);
    await createRegistration(t.deps.db, other, mo);
    await t.as(mo).send(`${path}/${sorting.id}/members`, {});
    await t.as(mo).send(`/api/events/${other.id}/subgroups/${elsewhere.id}/members`, {});
    expect(
      (await t.as(mo).request(`/api/events/${event.id}/registration`, { method: "DELETE" })).status,
    ).toBe(204);
    const rows = await t.deps.db
      .select({ subgroupId: eventSubgroupMembers.subgroupId })
      .from(eventSubgroupMembers)
      .where(eq(eventSubgroupMembers.userId, mo.id));
    expect(rows).toEqual([{ subgroupId: elsewhere.id }]);
  });
});

describe("where subgroups are seen", () => {
  it("keeps a private event's subgroups to those who may view the event", async () => {
    const { hana, mo, event, path } = await teamEvent("private");
    const sorting = await createSubgroup(hana, event, { name: "Sorting" });
    const stranger = await person("Stan");
    for (const url of [path, `${path}/${sorting.id}`, `${path}/${sorting.id}/members`]) {
      expect((await t.as(stranger).get(url)).status).toBe(403);
      expect((await t.as(mo).get(url)).status).toBe(200);
    }
    await createRegistration(t.deps.db, event, stranger);
    expect((await t.as(stranger).send(`${path}/${sorting.id}/members`, {})).status).toBe(403);
  });

  it("answers 404 for a subgroup of another event, and for none", async () => {
    const { hana, mo, event, path } = await teamEvent();
    const other = await createEvent(t.deps.db, { host: hana });
    const foreign = await createSubgroup(hana, other, { name: "Not here" });
    await createRegistration(t.deps.db, event, mo);
    const attempts: [MemberFixture, string, string, unknown?][] = [
      [mo, "GET", `${path}/${foreign.id}`],
      [mo, "GET", `${path}/${foreign.id}/members`],
      [mo, "POST", `${path}/${foreign.id}/members`, {}],
      [hana, "PATCH", `${path}/${foreign.id}`, { name: "Moved" }],
      [hana, "DELETE", `${path}/${foreign.id}`],
      [hana, "DELETE", `${path}/${foreign.id}/members/${mo.id}`],
      [mo, "GET", `${path}/999999`],
    ];
    for (const [who, method, url, body] of attempts) {
      const response =
        body === undefined
          ? await t.as(who).request(url, { method })
          : await t.as(who).send(url, body, method);
      expect([method, url, response.status]).toEqual([method, url, 404]);
    }
    const [kept] = await t.deps.db
      .select()
      .from(eventSubgroups)
      .where(eq(eventSubgroups.subgroupId, foreign.id));
    expect(kept?.name).toBe("Not here");
    expect((await t.as(mo).get("/api/events/999999/subgroups")).status).toBe(404);
  });

  it("pages the subgroups by name and the members by joining order", async () => {
    const { hana, event, path } = await teamEvent();
    const count = LIST_PAGE_SIZE + 3;
    await t.deps.db.insert(eventSubgroups).values(
      Array.from({ length: count }, (_, index) => ({
        eventId: event.id,
        name: `Team ${String(index).padStart(2, "0")}`,
      })),
    );
    const first = await (await t.as(hana).get(path)).json();
    expect(first.subgroups).toHaveLength(LIST_PAGE_SIZE);
    expect(first.subgroups[0].name).toBe("Team 00");
    expect(first.can).toEqual({ create: true });
    const second = await (await t.as(hana).get(`${path}?cursor=${first.nextCursor}`)).json();
    expect(second.subgroups.map((row: { name: string }) => row.name)).toEqual([
      "Team 20",
      "Team 21",
      "Team 22",
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await t.as(hana).get(`${path}?cursor=forged`)).status).toBe(422);

    const team = first.subgroups[0].id as number;
    const people: MemberFixture[] = [];
    for (let index = 0; index < LIST_PAGE_SIZE + 2; index++) {
      const who = await person(`P${index}`);
      await createRegistration(t.deps.db, event, who);
      expect((await t.as(who).send(`${path}/${team}/members`, {})).status).toBe(201);
      people.push(who);
    }
    const page1 = await (await t.as(hana).get(`${path}/${team}/members`)).json();
    expect(page1.members).toHaveLength(LIST_PAGE_SIZE);
    const page2 = await (await t.as(hana).get(`${path}/${team}/members?cursor=${page1.nextCursor}`)).json();
    expect(page2.nextCursor).toBeNull();
    const seen = [...page1.members, ...page2.members].map(
      (row: { member: { userId: string } }) => row.member.userId,
    );
    expect(seen).toEqual(people.map((who) => who.id));
  });
});

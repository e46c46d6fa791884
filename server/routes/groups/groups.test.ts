import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createGroup, createMember, createPartnership } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/groups/:id", () => {
  it("needs a signed-in member", async () => {
    const group = await createGroup(t.deps.db);
    expect((await t.request(`/api/groups/${group.id}`)).status).toBe(401);
  });

  it("shows a private group's outsiders its preview only, with the way to ask in", async () => {
    const { db } = t.deps;
    const [owner, outsider] = [await createMember(db), await createMember(db)];
    const group = await createGroup(db, {
      name: "Night Shelter Crew",
      visibility: "private",
      owner,
      description: "Rota",
    });
    await addMember(db, group, await createMember(db));
    const { group: seen } = await (await t.as(outsider).get(`/api/groups/${group.id}`)).json();
    expect(seen).toMatchObject({
      name: "Night Shelter Crew",
      restricted: true,
      memberCount: null,
      role: null,
    });
    expect(seen.can).toMatchObject({
      view: false,
      requestToJoin: true,
      join: false,
      post: false,
      update: false,
    });
    const { group: own } = await (await t.as(owner).get(`/api/groups/${group.id}`)).json();
    expect(own).toMatchObject({ restricted: false, memberCount: 2, role: "owner", label: "Group" });
    expect(own.can).toMatchObject({
      view: true,
      update: true,
      delete: true,
      leave: false,
      requestToJoin: false,
    });
  });

  it("labels a subgroup, names its parent, and lets the parent's admin run it", async () => {
    const { db } = t.deps;
    const parentAdmin = await createMember(db);
    const parent = await createGroup(db, { name: "City Schools" });
    await addMember(db, parent, parentAdmin, "admin");
    const subgroup = await createGroup(db, { name: "Debate Club", parent, visibility: "private" });
    const { group } = await (await t.as(parentAdmin).get(`/api/groups/${subgroup.id}`)).json();
    expect(group).toMatchObject({
      label: "Subgroup",
      parent: { id: parent.id, name: "City Schools" },
      role: "admin",
      membershipStatus: null,
    });
    expect(group.can).toMatchObject({
      view: true,
      manageMembers: true,
      createSubgroup: true,
      delete: false,
      leave: false,
    });
  });

  it("answers 404 for a group that does not exist, and sees partnerships the same way", async () => {
    const member = await createMember(t.deps.db);
    expect((await t.as(member).get("/api/groups/424242")).status).toBe(404);
    const partnership = await createPartnership(t.deps.db, { name: "River Alliance" });
    const sub = await createPartnership(t.deps.db, { parent: partnership });
    const { partnership: seen } = await (await t.as(member).get(`/api/partnerships/${sub.id}`)).json();
    expect(seen).toMatchObject({
      label: "Sub Partnership",
      parent: { name: "River Alliance" },
      restricted: false,
    });
    expect(seen.can).toMatchObject({ view: true, join: true });
  });
});

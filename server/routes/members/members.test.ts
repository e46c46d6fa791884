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

describe("GET /api/members/:userId", () => {
  it("shows another member's name and bio without their e-mail", async () => {
    const { db } = t.deps;
    const amara = await createMember(db, {
      firstName: "Amara",
      lastName: "Okafor",
      bio: "Food bank volunteer.",
    });
    const viewer = await createMember(db);
    const response = await t.as(viewer).get(`/api/members/${amara.id}`);
    const text = await response.text();
    expect(text).not.toContain(amara.email);
    expect(JSON.parse(text).member).toMatchObject({
      userId: amara.id,
      firstName: "Amara",
      lastName: "Okafor",
      bio: "Food bank volunteer.",
      can: { view: true, update: false, connect: true },
    });
    const self = await (await t.as(amara).get(`/api/members/${amara.id}`)).json();
    expect(self.member.can).toEqual({ view: true, update: true, connect: false, readBluesky: true });
  });

  it("is for members only", async () => {
    const amara = await createMember(t.deps.db);
    const response = await t.request(`/api/members/${amara.id}`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe("User must be authenticated");
  });
});

describe("GET /api/members/:userId: their groups and partnerships", () => {
  it("lists the member's communities with their role, private ones only to viewers allowed to see them", async () => {
    const { db } = t.deps;
    const amara = await createMember(db);
    const insider = await createMember(db);
    const stranger = await createMember(db);
    const garden = await createGroup(db, { name: "Garden Club", visibility: "public" });
    const council = await createGroup(db, { name: "Council", visibility: "private" });
    const alliance = await createPartnership(db, { name: "River Alliance", visibility: "public" });
    await addMember(db, garden, amara, "owner");
    await addMember(db, council, amara, "member");
    await addMember(db, council, insider, "member");
    await addMember(db, alliance, amara, "admin");

    const seenBy = async (viewer: { id: string }) =>
      (await (await t.as(viewer).get(`/api/members/${amara.id}`)).json()).member;
    const byStranger = await seenBy(stranger);
    expect(byStranger.groups.map((g: { name: string }) => g.name)).toEqual(["Garden Club"]);
    expect(byStranger.groups[0]).toMatchObject({
      id: garden.id,
      type: "group",
      label: "Group",
      memberRole: "owner",
      can: { view: true },
    });
    expect(byStranger.partnerships).toEqual([
      expect.objectContaining({ name: "River Alliance", memberRole: "admin", label: "Partnership" }),
    ]);
    const byInsider = await seenBy(insider);
    expect(byInsider.groups.map((g: { name: string }) => g.name)).toEqual(["Council", "Garden Club"]);
    const bySelf = await seenBy(amara);
    expect(bySelf.groups).toHaveLength(2);
    expect(bySelf.can).toEqual({ view: true, update: true, connect: false, readBluesky: true });
  });
});

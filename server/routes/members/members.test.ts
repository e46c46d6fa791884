import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember } from "../../test/factories";

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
    expect(self.member.can).toEqual({ view: true, update: true, connect: false });
  });

  it("is for members only", async () => {
    const amara = await createMember(t.deps.db);
    const response = await t.request(`/api/members/${amara.id}`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe("User must be authenticated");
  });
});

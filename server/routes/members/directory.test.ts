import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import {
  addMember,
  createGroup,
  createMember,
  createPartnership,
  type MemberFixture,
} from "../../test/factories";

let t: TestApp;
let viewer: MemberFixture;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await createMember(t.deps.db, { firstName: "Viewer", lastName: "Zed" });
});
afterAll(async () => {
  await t?.close();
});

interface Page {
  members: { userId: string; firstName: string; lastName: string; connection: { status: string } }[];
  nextCursor: string | null;
}
async function directory(query: Record<string, string> = {}): Promise<Page> {
  const response = await t.as(viewer).get(`/api/members?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return response.json();
}
async function everyone(query: Record<string, string> = {}) {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await directory({ ...query, ...(cursor ? { cursor } : {}) });
    names.push(...page.members.map((m) => `${m.lastName}, ${m.firstName}`));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return names;
}

describe("GET /api/members", () => {
  it("lists complete profiles by last name, first name, a page at a time, without the viewer or e-mail", async () => {
    const { db } = t.deps;
    const made: MemberFixture[] = [];
    for (let n = 0; n < 25; n++) {
      made.push(
        await createMember(db, {
          firstName: `Dir${String(n).padStart(2, "0")}`,
          lastName: n % 2 ? "Adams" : "baker",
        }),
      );
    }
    const incomplete = await createMember(db, { firstName: "Nameless", lastName: "Adams" });
    await db.update(profiles).set({ lastName: "" }).where(eq(profiles.userId, incomplete.id));

    const first = await directory();
    expect(first.members).toHaveLength(20);
    expect(JSON.stringify(first)).not.toContain("@example.org");
    const names = await everyone();
    expect(names).not.toContain("Zed, Viewer");
    expect(names.some((name) => name.includes("Nameless"))).toBe(false);
    const adams = names.filter((name) => name.startsWith("Adams"));
    const bakers = names.filter((name) => name.startsWith("baker"));
    expect(adams).toHaveLength(12);
    expect(bakers).toHaveLength(13);
    // Letter case does not decide the order: Adams before baker, first names in order within.
    expect(names).toEqual([...adams, ...bakers]);
    expect(adams).toEqual([...adams].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it("narrows by a part of the full name, in any letter case", async () => {
    await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
    await createMember(t.deps.db, { firstName: "Diana", lastName: "Ross" });
    await createMember(t.deps.db, { firstName: "Bob", lastName: "Stone" });
    expect(await everyone({ q: "DIA" })).toEqual(["Diaz, Ana", "Ross, Diana"]);
    expect(await everyone({ q: "ana di" })).toEqual(["Diaz, Ana"]);
    expect(await everyone({ q: "%_" })).toEqual([]);
    expect((await t.as(viewer).get("/api/members?q=a")).status).toBe(422);
  });

  it("shows the viewer's connection to each member, from one query for the page", async () => {
    const ana = await createMember(t.deps.db, { firstName: "Conn", lastName: "Ana" });
    const ben = await createMember(t.deps.db, { firstName: "Conn", lastName: "Ben" });
    await t.as(viewer).send("/api/connections", { userId: ana.id });
    await t.as(ben).send("/api/connections", { userId: viewer.id });
    const page = await directory({ q: "Conn" });
    expect(page.members.map((m) => [m.lastName, m.connection.status])).toEqual([
      ["Ana", "outgoing"],
      ["Ben", "incoming"],
    ]);
  });

  it("is for members only; a broken cursor is a 422", async () => {
    expect((await t.request("/api/members")).status).toBe(401);
    expect((await t.as(viewer).get("/api/members?cursor=abc")).status).toBe(422);
  });

  it("narrows to an organisation's active members, paged, for those who may see them", async () => {
    const { db } = t.deps;
    const food = await createGroup(db, { name: "Org filter food bank" });
    const secret = await createGroup(db, { name: "Org filter secret", visibility: "private" });
    const coalition = await createPartnership(db, { name: "Org filter coalition" });
    const inFood: MemberFixture[] = [];
    for (let n = 0; n < 23; n++) {
      const member = await createMember(db, {
        firstName: `Orgf${String(n).padStart(2, "0")}`,
        lastName: "Quill",
      });
      await addMember(db, food, member);
      inFood.push(member);
    }
    const pending = await createMember(db, { firstName: "Pending", lastName: "Quill" });
    await addMember(db, food, pending, "member", "pending");
    const partner = await createMember(db, { firstName: "Partner", lastName: "Quill" });
    await addMember(db, coalition, partner);

    const names = await everyone({ organisation: `group-${food.id}` });
    expect(names).toHaveLength(23);
    expect(names.every((name) => name.startsWith("Quill, Orgf"))).toBe(true);
    expect(await everyone({ organisation: `group-${food.id}`, q: "orgf1" })).toHaveLength(10);
    expect(await everyone({ organisation: `partnership-${coalition.id}` })).toEqual(["Quill, Partner"]);

    // A private group's members are for its members: others are refused, as its Members tab is.
    const refused = await t.as(viewer).get(`/api/members?organisation=group-${secret.id}`);
    expect(refused.status).toBe(403);
    expect((await t.as(viewer).get("/api/members?organisation=group-999999999")).status).toBe(404);
    const bad = await t.as(viewer).get("/api/members?organisation=club-1");
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("Choose one of the organisations listed.");
  });
});

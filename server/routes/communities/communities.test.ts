import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../../../shared/schemas/cursor";
import { createTestApp, type MemberClient, type TestApp } from "../../test/app";
import { addMember, createGroup, createMember, createPartnership } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "trust.safety@example.org" });
});
afterAll(async () => {
  await t?.close();
});

interface Item {
  id: number;
  type: string;
  name: string;
  label: string;
  restricted: boolean;
  description: string | null;
  memberCount: number | null;
  parent: { id: number; name: string } | null;
  role: string | null;
  can: Record<string, boolean>;
}
interface Page {
  communities: Item[];
  nextCursor: string | null;
}

async function list(client: MemberClient, query: Record<string, string>): Promise<Page> {
  const response = await client.get(`/api/communities?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** Every page of a list, following nextCursor to the end. */
async function everyPage(client: MemberClient, query: Record<string, string>): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await list(client, cursor ? { ...query, cursor } : query);
    items.push(...page.communities);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe("GET /api/communities", () => {
  it("needs a signed-in member", async () => {
    expect((await t.request("/api/communities")).status).toBe(401);
  });

  it("lists groups and partnerships by name whatever the case, subgroups labelled, with member counts", async () => {
    const { db } = t.deps;
    const viewer = await createMember(db);
    const owner = await createMember(db);
    const parent = await createGroup(db, { name: "Orchid Growers", owner, description: "We grow orchids." });
    await addMember(db, parent, await createMember(db));
    await addMember(db, parent, await createMember(db), "member", "pending");
    await createGroup(db, { name: "orchid seedlings", parent });
    const alliance = await createPartnership(db, { name: "Orchid Alliance" });
    await createPartnership(db, { name: "Orchid Alliance East", parent: alliance });

    const { communities } = await list(t.as(viewer), { q: "orchid" });
    expect(communities.map((item) => [item.name, item.label])).toEqual([
      ["Orchid Alliance", "Partnership"],
      ["Orchid Alliance East", "Sub Partnership"],
      ["Orchid Growers", "Group"],
      ["orchid seedlings", "Subgroup"],
    ]);
    const growers = communities.find((item) => item.name === "Orchid Growers");
    // The owner and one member; a pending request is not a member yet.
    expect(growers).toMatchObject({ memberCount: 2, description: "We grow orchids.", role: null });
    expect(growers?.can).toMatchObject({ view: true, join: true });
    expect(communities.find((item) => item.label === "Subgroup")?.parent).toEqual({
      id: parent.id,
      name: "Orchid Growers",
    });

    const groupsOnly = await list(t.as(viewer), { q: "orchid", type: "group" });
    expect(groupsOnly.communities.map((item) => item.type)).toEqual(["group", "group"]);
    const partnershipsOnly = await list(t.as(viewer), { q: "ORCHID", type: "partnership" });
    expect(partnershipsOnly.communities.map((item) => item.name)).toEqual([
      "Orchid Alliance",
      "Orchid Alliance East",
    ]);
  });

  it("pages by keyset without repeating or skipping, through names shared by a group and a partnership", async () => {
    const { db } = t.deps;
    const viewer = await createMember(db);
    const made: string[] = [];
    for (let i = 0; i < 13; i++) {
      const name = `Pagination Club ${String(i % 7).padStart(2, "0")}`;
      const group = await createGroup(db, { name });
      const partnership = await createPartnership(db, { name });
      made.push(`group:${group.id}`, `partnership:${partnership.id}`);
    }
    const first = await list(t.as(viewer), { q: "pagination club" });
    expect(first.communities).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await everyPage(t.as(viewer), { q: "pagination club" });
    expect(all.map((item) => `${item.type}:${item.id}`).sort()).toEqual([...made].sort());
    expect(new Set(all.map((item) => `${item.type}:${item.id}`)).size).toBe(26);
    // Sorted by name, then groups before partnerships, then id.
    const keys = all.map((item) => [item.name, item.type === "group" ? 0 : 1, item.id] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1] || a[2] - b[2]);
    expect(keys).toEqual(sorted);
  });

  it("takes the search's characters literally and ignores a search shorter than two characters", async () => {
    const { db } = t.deps;
    const viewer = await createMember(db);
    await createGroup(db, { name: "100% Volunteers" });
    await createGroup(db, { name: "1000 Volunteers" });
    const percent = await list(t.as(viewer), { q: "0% v" });
    expect(percent.communities.map((item) => item.name)).toEqual(["100% Volunteers"]);
    const short = await list(t.as(viewer), { q: "1" });
    expect(short.communities.length).toBeGreaterThan(1);
  });

  it("lists a private group to outsiders by name only, restricted, and fully to members and admins above", async () => {
    const { db } = t.deps;
    const [outsider, member, parentAdmin, pending] = [
      await createMember(db),
      await createMember(db),
      await createMember(db),
      await createMember(db),
    ];
    const council = await createGroup(db, { name: "Quokka Council" });
    await addMember(db, council, parentAdmin, "admin");
    const hidden = await createGroup(db, {
      name: "Quokka Night Shelter",
      visibility: "private",
      parent: council,
      description: "Rota and addresses",
    });
    await addMember(db, hidden, member);
    await addMember(db, hidden, pending, "member", "pending");

    const seenBy = async (who: { id: string }) =>
      (await list(t.as(who), { q: "quokka night" })).communities[0];
    expect(await seenBy(outsider)).toMatchObject({
      name: "Quokka Night Shelter",
      label: "Subgroup",
      restricted: true,
      description: null,
      memberCount: null,
      parent: null,
      role: null,
      can: { view: false, requestToJoin: true },
    });
    expect(await seenBy(pending)).toMatchObject({
      restricted: true,
      membershipStatus: "pending",
      can: { cancelRequest: true, requestToJoin: false },
    });
    expect(await seenBy(member)).toMatchObject({
      restricted: false,
      description: "Rota and addresses",
      memberCount: 1,
      role: "member",
      parent: { id: council.id, name: "Quokka Council" },
    });
    expect(await seenBy(parentAdmin)).toMatchObject({
      restricted: false,
      role: "admin",
      membershipStatus: null,
      can: { update: true, manageMembers: true },
    });
    const admin = await createMember(db, { email: "trust.safety@example.org" });
    expect(await seenBy(admin)).toMatchObject({ restricted: false, role: null });
  });

  // On PGlite every statement goes through its client, so a spy counts them (PostgreSQL runs skip this).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "asks the database as many times for a page of 20 as for a page of 2 (no query per row)",
    async () => {
      const { db, database } = t.deps;
      const pglite = database.pglite as NonNullable<typeof database.pglite>;
      const viewer = await createMember(db);
      for (let i = 0; i < 12; i++) {
        const group = await createGroup(db, { name: `Nplusone Circle ${i}`, owner: viewer });
        await createPartnership(db, { name: `Nplusone Circle ${i}` });
        if (i % 3 === 0) await createGroup(db, { name: `Nplusone Circle ${i} junior`, parent: group });
      }
      await createGroup(db, { name: "Onlytwo Alpha", visibility: "private" });
      await createPartnership(db, { name: "Onlytwo Beta", owner: viewer });
      const client = t.as(viewer);
      await client.get("/api/communities?q=onlytwo"); // signs in outside the count
      const count = async (query: string) => {
        const original = { query: pglite.query, exec: pglite.exec };
        let statements = 0;
        pglite.query = ((...args: Parameters<typeof pglite.query>) => {
          statements++;
          return original.query.apply(pglite, args);
        }) as typeof pglite.query;
        pglite.exec = ((...args: Parameters<typeof pglite.exec>) => {
          statements++;
          return original.exec.apply(pglite, args);
        }) as typeof pglite.exec;
        try {
          const page = await list(client, { q: query });
          return { statements, items: page.communities.length };
        } finally {
          Object.assign(pglite, original);
        }
      };
      const small = await count("onlytwo");
      const full = await count("nplusone");
      expect([small.items, full.items]).toEqual([2, 20]);
      expect(small.statements).toBeGreaterThanOrEqual(4);
      expect(full.statements).toBe(small.statements);
    },
  );

  it("refuses a cursor it did not make, and an unknown type", async () => {
    const member = t.as(await createMember(t.deps.db));
    for (const cursor of ["not-a-cursor", encodeCursor(["a", "group"]), encodeCursor(["a", "event", 1])]) {
      const response = await member.get(`/api/communities?cursor=${cursor}`);
      expect(response.status).toBe(422);
      expect((await response.json()).error.issues[0]).toMatchObject({ message: "Invalid cursor" });
    }
    expect((await member.get("/api/communities?type=event")).status).toBe(422);
  });
});

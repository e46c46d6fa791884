import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../../../../shared/schemas/cursor";
import { createTestApp, type MemberClient, type TestApp } from "../../../test/app";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
} from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "events.admin@example.org" });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

interface Item {
  id: number;
  name: string;
  startDate: string | null;
  location: string | null;
  host: { firstName: string; lastName: string } | null;
  organiser: { type: string; id: number; name: string } | null;
  role: string | null;
  restricted: boolean;
}
interface Page {
  events: Item[];
  nextCursor: string | null;
}

async function list(client: MemberClient, query: Record<string, string>): Promise<Page> {
  const response = await client.get(`/api/events?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return response.json();
}

async function everyPage(client: MemberClient, query: Record<string, string>): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await list(client, cursor ? { ...query, cursor } : query);
    items.push(...page.events);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe("GET /api/events", () => {
  it("needs a signed-in member", async () => {
    expect((await t.request("/api/events")).status).toBe(401);
  });

  it("lists upcoming events soonest first, undated last, and past ones latest first, with host and organiser", async () => {
    const { db } = t.deps;
    const viewer = await createMember(db);
    const host = await createMember(db, { firstName: "Rosa", lastName: "Quinn" });
    const group = await createGroup(db, { name: "Harbour Friends" });
    await createEvent(db, { name: "Harbour Later", startDate: inDays(9) });
    await createEvent(db, {
      name: "Harbour Soon",
      startDate: inDays(2),
      host,
      organiser: group,
      location: "Pier 4",
    });
    await createEvent(db, { name: "Harbour Undated", startDate: null });
    await createEvent(db, { name: "Harbour Last Year", startDate: inDays(-300) });
    await createEvent(db, { name: "Harbour Yesterday", startDate: inDays(-1) });

    const upcoming = await list(t.as(viewer), { q: "harbour" });
    expect(upcoming.events.map((item) => item.name)).toEqual([
      "Harbour Soon",
      "Harbour Later",
      "Harbour Undated",
    ]);
    expect(upcoming.events[0]).toMatchObject({
      location: "Pier 4",
      host: { firstName: "Rosa", lastName: "Quinn" },
      organiser: { type: "group", id: group.id, name: "Harbour Friends" },
      role: null,
      restricted: false,
    });
    expect(upcoming.events[2]?.startDate).toBeNull();
    const past = await list(t.as(viewer), { q: "HARBOUR", when: "past" });
    expect(past.events.map((item) => item.name)).toEqual(["Harbour Yesterday", "Harbour Last Year"]);
  });

  it("filters by the days an event starts on and by the group or partnership organising it", async () => {
    const { db } = t.deps;
    const viewer = await createMember(db);
    const group = await createGroup(db, { name: "Lantern Club" });
    const partnership = await createPartnership(db, { name: "Lantern Alliance" });
    await createEvent(db, { name: "Lantern Walk", startDate: inDays(3), organiser: group });
    await createEvent(db, { name: "Lantern Fair", startDate: inDays(10), organiser: partnership });
    await createEvent(db, { name: "Lantern Talk", startDate: inDays(20), organiser: group });
    await createEvent(db, { name: "Lantern Someday", startDate: null, organiser: group });
    await createEvent(db, { name: "Lantern Past", startDate: inDays(-5), organiser: group });
    const names = async (query: Record<string, string>) =>
      (await everyPage(t.as(viewer), { q: "lantern", ...query })).map((item) => item.name);

    const week = { from: inDays(1).toISOString(), to: inDays(14).toISOString() };
    expect(await names(week)).toEqual(["Lantern Walk", "Lantern Fair"]);
    expect(await names({ from: inDays(15).toISOString() })).toEqual(["Lantern Talk"]);
    expect(await names({ organiser: `group-${group.id}` })).toEqual([
      "Lantern Walk",
      "Lantern Talk",
      "Lantern Someday",
    ]);
    expect(await names({ ...week, organiser: `partnership-${partnership.id}` })).toEqual(["Lantern Fair"]);
    expect(await names({ when: "past", organiser: `group-${group.id}` })).toEqual(["Lantern Past"]);
    const wrong = await t.as(viewer).get("/api/events?organiser=school-4");
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await wrong.json())).toContain("Organiser is a group or a partnership.");
    expect((await t.as(viewer).get("/api/events?from=tomorrow")).status).toBe(422);
  });

  it("pages upcoming events through the undated ones and past events to the end, nothing twice or missed", async () => {
    const { db } = t.deps;
    const viewer = await createMember(db);
    const upcomingIds: number[] = [];
    const sameStart = inDays(4);
    for (let i = 0; i < 24; i++) {
      const startDate = i < 8 ? sameStart : i < 18 ? inDays(5 + i) : null;
      upcomingIds.push((await createEvent(db, { name: `Kelp Day ${i}`, startDate })).id);
    }
    const pastIds: number[] = [];
    for (let i = 0; i < 22; i++)
      pastIds.push((await createEvent(db, { name: `Kelp Past ${i}`, startDate: inDays(-1 - i) })).id);

    const first = await list(t.as(viewer), { q: "kelp" });
    expect(first.events).toHaveLength(20);
    const upcoming = await everyPage(t.as(viewer), { q: "kelp" });
    expect(upcoming.map((item) => item.id).sort((a, b) => a - b)).toEqual(upcomingIds);
    const dated = upcoming.filter((item) => item.startDate !== null);
    expect(upcoming.slice(dated.length).every((item) => item.startDate === null)).toBe(true);
    const starts = dated.map((item) => item.startDate as string);
    expect(starts).toEqual([...starts].sort());

    const past = await everyPage(t.as(viewer), { q: "kelp", when: "past" });
    expect(past.map((item) => item.id)).toEqual([...pastIds]);

    // Unsearched, the pages (one prepared statement) hold the same events in the same order among
    // the others, each once.
    const kelp = new Set([...upcomingIds, ...pastIds]);
    for (const [when, searched] of [
      ["upcoming", upcoming],
      ["past", past],
    ] as const) {
      const all = await everyPage(t.as(viewer), { when });
      expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
      expect(all.filter((item) => kelp.has(item.id)).map((item) => item.id)).toEqual(
        searched.map((item) => item.id),
      );
    }
  });

  it("shows private events only to their members, host, the organisers' admins above and platform admins", async () => {
    const { db } = t.deps;
    const [outsider, member, pendingMember, host, federationAdmin, orgModerator, partnershipOwner] = [
      await createMember(db),
      await createMember(db),
      await createMember(db),
      await createMember(db),
      await createMember(db),
      await createMember(db),
      await createMember(db),
    ];
    const federation = await createGroup(db, { name: "Wombat Federation" });
    await addMember(db, federation, federationAdmin, "admin");
    const club = await createGroup(db, { name: "Wombat Club", parent: federation });
    await addMember(db, club, orgModerator, "moderator");
    const byClub = await createEvent(db, {
      name: "Wombat Private Meeting",
      visibility: "private",
      organiser: club,
      host,
    });
    await addMember(db, byClub, member);
    await addMember(db, byClub, pendingMember, "member", "pending");
    const partnership = await createPartnership(db, { name: "Wombat Partners", owner: partnershipOwner });
    await createEvent(db, { name: "Wombat Partners Retreat", visibility: "private", organiser: partnership });
    await createEvent(db, { name: "Wombat Open Day" });
    const platformAdmin = await createMember(db, { email: "events.admin@example.org" });

    const names = async (who: { id: string }) =>
      (await list(t.as(who), { q: "wombat" })).events.map((item) => item.name).sort();
    expect(await names(outsider)).toEqual(["Wombat Open Day"]);
    expect(await names(pendingMember)).toEqual(["Wombat Open Day"]);
    // A moderator's rights stay where they were given: not on the club's events.
    expect(await names(orgModerator)).toEqual(["Wombat Open Day"]);
    expect(await names(member)).toEqual(["Wombat Open Day", "Wombat Private Meeting"]);
    expect(await names(host)).toEqual(["Wombat Open Day", "Wombat Private Meeting"]);
    expect(await names(federationAdmin)).toEqual(["Wombat Open Day", "Wombat Private Meeting"]);
    expect(await names(partnershipOwner)).toEqual(["Wombat Open Day", "Wombat Partners Retreat"]);
    expect(await names(platformAdmin)).toEqual([
      "Wombat Open Day",
      "Wombat Partners Retreat",
      "Wombat Private Meeting",
    ]);
    const asAdmin = (await list(t.as(federationAdmin), { q: "wombat private" })).events[0];
    expect(asAdmin).toMatchObject({ role: "admin", restricted: false });
    const asHost = (await list(t.as(host), { q: "wombat private" })).events[0];
    expect(asHost).toMatchObject({ role: "owner" });
  });

  it("refuses a cursor it did not make and an unknown list", async () => {
    const member = t.as(await createMember(t.deps.db));
    for (const cursor of [
      "%%%",
      encodeCursor(["2026-02-31T10:00:00.000000Z", 4]),
      encodeCursor(["yesterday", 4]),
      encodeCursor([null, 0]),
    ]) {
      const response = await member.get(`/api/events?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(422);
    }
    expect((await member.get(`/api/events?cursor=${encodeCursor([null, 3])}`)).status).toBe(200);
    expect((await member.get("/api/events?when=soon")).status).toBe(422);
  });
});

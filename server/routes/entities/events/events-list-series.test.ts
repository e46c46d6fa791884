import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../../db/schema";
import { createTestApp, type MemberClient, type TestApp } from "../../../test/app";
import { addMember, createEvent, createMember, createSeries } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
/** `count` dates a week apart, the first `firstInDays` from now. */
const weeks = (firstInDays: number, count: number) =>
  Array.from({ length: count }, (_, i) => inDays(firstInDays + 7 * i));

interface Item {
  id: number;
  name: string;
  startDate: string | null;
  cancelled: boolean;
  series: { frequency: string } | null;
}
interface Page {
  events: Item[];
  nextCursor: string | null;
}

type Query = Record<string, string>;
/** The unfiltered list (the prepared statement) and a search (the built query). */
const unfilteredAndSearched = (q: string): Query[] => [{}, { q }];

async function everyPage(client: MemberClient, query: Query): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const response = await client.get(
      `/api/events?${new URLSearchParams(cursor ? { ...query, cursor } : query)}`,
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page;
    items.push(...page.events);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The items of the list (searched or not: the prepared statement and the built query) among `ids`. */
async function among(client: MemberClient, ids: number[], query: Query = {}) {
  const wanted = new Set(ids);
  return (await everyPage(client, query)).filter((item) => wanted.has(item.id));
}

describe("GET /api/events: a recurring event in the list", () => {
  it("shows a weekly series once in the upcoming list, by its next date and how it repeats", async () => {
    const { db } = t.deps;
    const viewer = t.as(await createMember(db));
    await createSeries(db, "weekly", weeks(-12, 2), { name: "Otter Patrol" });
    const dates = await createSeries(db, "weekly", weeks(-5, 9), { name: "Otter Patrol" });
    const ids = dates.map((date) => date.id);
    const monthly = await createSeries(db, "monthly", [inDays(3), inDays(33), inDays(63)], {
      name: "Otter Monthly",
    });

    for (const query of unfilteredAndSearched("otter")) {
      const upcoming = await among(viewer, ids, query);
      expect(
        upcoming.map((item) => item.id),
        JSON.stringify(query),
      ).toEqual([ids[1]]);
      expect(upcoming[0]?.series).toEqual({ frequency: "weekly" });
    }
    const searched = await everyPage(viewer, { q: "otter" });
    expect(searched.map((item) => [item.name, item.series?.frequency])).toEqual([
      ["Otter Patrol", "weekly"],
      ["Otter Monthly", "monthly"],
    ]);
    expect(searched[1]?.id).toBe(monthly[0]?.id);
    // The past list keeps each date that has been.
    const past = await everyPage(viewer, { q: "otter", when: "past" });
    expect(past.map((item) => item.series?.frequency)).toEqual(["weekly", "weekly", "weekly"]);
    const single = await createEvent(db, { name: "Otter Single" });
    expect((await among(viewer, [single.id]))[0]?.series).toBeNull();
  });

  it("skips a cancelled date, and shows the next one cancelled when every date left is", async () => {
    const { db } = t.deps;
    const viewer = t.as(await createMember(db));
    const dates = await createSeries(db, "weekly", weeks(2, 8), { name: "Heron Walk" });
    const ids = dates.map((date) => date.id);
    const cancelEvent = async (id: number | undefined) => {
      await db
        .update(events)
        .set({ cancelledAt: new Date() })
        .where(eq(events.eventId, id ?? 0));
    };
    await cancelEvent(ids[0]);
    for (const query of unfilteredAndSearched("heron")) {
      const shown = await among(viewer, ids, query);
      expect(shown.map((item) => item.id)).toEqual([ids[1]]);
      expect(shown[0]?.cancelled).toBe(false);
    }
    for (const id of ids.slice(1)) await cancelEvent(id);
    for (const query of unfilteredAndSearched("heron")) {
      const shown = await among(viewer, ids, query);
      expect(shown.map((item) => item.id)).toEqual([ids[0]]);
      expect(shown[0]?.cancelled).toBe(true);
    }
  });

  it("pages through many series and single events, each once, in order of their next dates", async () => {
    const { db } = t.deps;
    const viewer = t.as(await createMember(db));
    const expected: { id: number; start: number }[] = [];
    // Interleaved: series of three dates a week apart starting every half day, and single
    // events between them; 45 rows of the list in all, more than two pages.
    for (let i = 0; i < 30; i++) {
      const start = 1 + i / 2;
      if (i % 3 === 2) {
        const single = await createEvent(db, { name: `Puffin Single ${i}`, startDate: inDays(start) });
        expect(single.id).toBeGreaterThan(0);
        expected.push({ id: single.id, start });
      } else {
        const dates = await createSeries(db, "weekly", weeks(start, 3), { name: `Puffin Series ${i}` });
        expected.push({ id: dates[0]?.id ?? 0, start });
      }
    }
    const sameDay = await createSeries(db, "weekly", weeks(4, 2), { name: "Puffin Twin A" });
    const twin = await createSeries(db, "weekly", weeks(4, 2), { name: "Puffin Twin B" });
    expected.push({ id: sameDay[0]?.id ?? 0, start: 4 }, { id: twin[0]?.id ?? 0, start: 4 });
    const order = expected.sort((a, b) => a.start - b.start || a.id - b.id).map((row) => row.id);

    const searched = await everyPage(viewer, { q: "puffin" });
    expect(searched.map((item) => item.id)).toEqual(order);
    const unsearched = await everyPage(viewer, {});
    expect(new Set(unsearched.map((item) => item.id)).size).toBe(unsearched.length);
    const wanted = new Set(order);
    expect(unsearched.filter((item) => wanted.has(item.id)).map((item) => item.id)).toEqual(order);
  });

  it("chooses a date the viewer may see: a private one neither shows nor hides the series", async () => {
    const { db } = t.deps;
    const [outsider, member] = [await createMember(db), await createMember(db)];
    const dates = await createSeries(db, "weekly", weeks(2, 3), { name: "Vole Survey" });
    const ids = dates.map((date) => date.id);
    const privateFirst = await createSeries(db, "weekly", weeks(2, 3), { name: "Vole Survey" });
    const privateIds = privateFirst.map((date) => date.id);
    // The first date of the second series is made private on its own, with one member.
    await db
      .update(events)
      .set({ visibility: "private" })
      .where(eq(events.eventId, privateIds[0] ?? 0));
    await addMember(db, { type: "event", id: privateIds[0] ?? 0 }, member);

    for (const query of unfilteredAndSearched("vole")) {
      const forOutsider = await among(t.as(outsider), [...ids, ...privateIds], query);
      expect(forOutsider.map((item) => item.id)).toEqual([ids[0], privateIds[1]]);
      const forMember = await among(t.as(member), [...ids, ...privateIds], query);
      expect(forMember.map((item) => item.id)).toEqual([ids[0], privateIds[0]]);
    }
  });

  it("shows every date in a calendar's range", async () => {
    const { db } = t.deps;
    const viewer = t.as(await createMember(db));
    const dates = await createSeries(db, "weekly", weeks(2, 8), { name: "Badger Count" });
    const ids = dates.map((date) => date.id);
    const range = { from: inDays(1).toISOString(), to: inDays(60).toISOString() };
    expect((await among(viewer, ids, range)).map((item) => item.id)).toEqual(ids);
    expect((await among(viewer, ids, { ...range, q: "badger" })).map((item) => item.id)).toEqual(ids);
    expect((await among(viewer, ids, { from: inDays(20).toISOString() })).map((item) => item.id)).toEqual(
      ids.slice(3),
    );
  });
});

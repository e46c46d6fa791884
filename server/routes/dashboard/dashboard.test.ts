import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  createRegistration,
} from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

describe("GET /api/dashboard/groups", () => {
  it("refuses a visitor", async () => {
    const response = await t.request("/api/dashboard/groups");
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe("User must be authenticated");
  });

  it("lists the member's first 5 active groups by name with role and type, and the total", async () => {
    const { db } = t.deps;
    const me = await createMember(db);
    const parent = await createGroup(db, { name: "A Parent" });
    await addMember(db, parent, me, "owner");
    const sub = await createGroup(db, { name: "B Subgroup", parent, visibility: "private" });
    await addMember(db, sub, me, "moderator");
    for (const name of ["C", "D", "E", "F", "G"]) await addMember(db, await createGroup(db, { name }), me);
    // A pending request and someone else's group are not the member's groups.
    await addMember(db, await createGroup(db, { name: "0 Pending" }), me, "member", "pending");
    await createGroup(db, { name: "0 Other", owner: await createMember(db) });

    const body = await (await t.as(me).get("/api/dashboard/groups")).json();
    expect(body.total).toBe(7);
    expect(body.groups.map((g: { name: string }) => g.name)).toEqual([
      "A Parent",
      "B Subgroup",
      "C",
      "D",
      "E",
    ]);
    expect(body.groups[0]).toEqual({
      id: `group-${parent.id}`,
      entityId: parent.id,
      name: "A Parent",
      type: "Group",
      role: "owner",
      profileImage: null,
      coverPhoto: null,
      url: `/groups/${parent.id}`,
    });
    expect(body.groups[1]).toMatchObject({ id: `group-${sub.id}`, type: "Subgroup", role: "moderator" });
    // The card's 'And N more groups...': 7 in all, 5 shown.
    expect(body.total - body.groups.length).toBe(2);
  });

  it("answers an empty list for a member without groups", async () => {
    const me = await createMember(t.deps.db);
    expect(await (await t.as(me).get("/api/dashboard/groups")).json()).toEqual({ groups: [], total: 0 });
  });
});

describe("GET /api/dashboard/partnerships", () => {
  it("refuses a visitor", async () => {
    expect((await t.request("/api/dashboard/partnerships")).status).toBe(401);
  });

  it("lists the first 5 partnerships with type and role, and the total for 'View all (N)'", async () => {
    const { db } = t.deps;
    const me = await createMember(db);
    const top = await createPartnership(db, { name: "Alliance", owner: me });
    const sub = await createPartnership(db, { name: "Branch", parent: top });
    await addMember(db, sub, me, "admin");
    for (const name of ["C", "D", "E", "F"]) await addMember(db, await createPartnership(db, { name }), me);

    const body = await (await t.as(me).get("/api/dashboard/partnerships")).json();
    expect(body.total).toBe(6);
    expect(body.partnerships).toHaveLength(5);
    expect(body.partnerships[0]).toMatchObject({
      id: `partnership-${top.id}`,
      type: "Partnership",
      role: "owner",
      url: `/partnerships/${top.id}`,
    });
    expect(body.partnerships[1]).toMatchObject({ type: "Sub Partnership", role: "admin" });
  });
});

describe("GET /api/dashboard/events", () => {
  it("refuses a visitor", async () => {
    expect((await t.request("/api/dashboard/events")).status).toBe(401);
  });

  it("merges hosted and registered events, once each, by start date with undated last, at most 4", async () => {
    const { db } = t.deps;
    const me = await createMember(db);
    const undated = await createEvent(db, { name: "Undated", host: me, startDate: null });
    const later = await createEvent(db, { name: "Later", startDate: daysFromNow(30) });
    await createRegistration(db, later, me, "volunteer");
    const past = await createEvent(db, { name: "Past", startDate: daysFromNow(-3) });
    await createRegistration(db, past, me, "employee");
    // Hosted and registered for: listed once, as its host.
    const both = await createEvent(db, { name: "Both", host: me, startDate: daysFromNow(2) });
    await createRegistration(db, both, me, "attendee");

    const body = await (await t.as(me).get("/api/dashboard/events")).json();
    expect(body.events.map((e: { name: string; role: string }) => [e.name, e.role])).toEqual([
      ["Past", "Employee"],
      ["Both", "Host"],
      ["Later", "Volunteer"],
      ["Undated", "Host"],
    ]);
    expect(body.events[3]).toEqual({
      id: undated.id,
      name: "Undated",
      startDate: null,
      imageUrl: null,
      role: "Host",
      url: `/events/${undated.id}`,
    });

    // A fifth, dated event pushes the undated one off the card.
    const soon = await createEvent(db, { name: "Soon", startDate: daysFromNow(1) });
    await createRegistration(db, soon, me, "attendee");
    const next = await (await t.as(me).get("/api/dashboard/events")).json();
    expect(next.events.map((e: { name: string }) => e.name)).toEqual(["Past", "Soon", "Both", "Later"]);
    expect(next.events[1].role).toBe("Attendee");
  });

  it("does not show other members' events, and is empty for a member with none", async () => {
    const { db } = t.deps;
    const me = await createMember(db);
    const other = await createMember(db);
    await createRegistration(db, await createEvent(db, { host: other }), other);
    expect(await (await t.as(me).get("/api/dashboard/events")).json()).toEqual({ events: [] });
  });

  it("with eight hosted and eight registered events, shows the four earliest in order", async () => {
    const { db } = t.deps;
    const me = await createMember(db);
    for (let i = 0; i < 8; i++) {
      await createEvent(db, { host: me, startDate: daysFromNow(i + 1) });
      await createRegistration(db, await createEvent(db, { startDate: daysFromNow(i + 1) }), me, "volunteer");
    }
    const body = await (await t.as(me).get("/api/dashboard/events")).json();
    expect(body.events).toHaveLength(4);
    expect(body.events.every((e: { startDate: string }) => e.startDate)).toBe(true);
    const dates = body.events.map((e: { startDate: string }) => e.startDate);
    expect([...dates].sort()).toEqual(dates);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/app";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  type MemberFixture,
} from "../../../test/factories";

/**
 * An organisation's event is the organisation's (issue 26): an admin of the organising group once
 * moved it to a group of their own, which locked the organisation's owner out for good and made
 * the admin its owner. Only an owner of the current organiser (or a platform admin) moves it.
 */

let t: TestApp;
let owner: MemberFixture;
let admin: MemberFixture;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "trust@example.org" });
  owner = await createMember(t.deps.db, { firstName: "Olive" });
  admin = await createMember(t.deps.db, { firstName: "Adam" });
});
afterAll(async () => {
  await t?.close();
});

const move = (member: MemberFixture, eventId: number, organiser: string | null) =>
  t.as(member).send(`/api/events/${eventId}`, { organiser }, "PATCH");
const organiserOf = async (eventId: number) => {
  const [row] = await t.deps.db
    .select({ groupId: events.groupId, partnershipId: events.partnershipId })
    .from(events)
    .where(eq(events.eventId, eventId));
  return row;
};

/** A food bank owned by Olive, with Adam as an admin, and an event it organises. */
async function foodBankEvent(host?: MemberFixture) {
  const group = await createGroup(t.deps.db, { name: "Food Bank", owner });
  await addMember(t.deps.db, group, admin, "admin");
  const event = await createEvent(t.deps.db, { organiser: group, host: host ?? owner });
  return { group, event };
}

describe("moving an event to another organiser", () => {
  it("is refused to an admin of the organising group, to a group of their own or to none", async () => {
    const { group, event } = await foodBankEvent();
    const adamsOwn = await createGroup(t.deps.db, { owner: admin });
    for (const target of [`group-${adamsOwn.id}`, null]) {
      const refused = await move(admin, event.id, target);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.message).toBe(
        "Only an owner of its organising group or partnership can change or remove the organiser of this event.",
      );
    }
    expect(await organiserOf(event.id)).toEqual({ groupId: group.id, partnershipId: null });
    // The admin still edits the event itself, and the form tells them the organiser is not theirs to move.
    expect(
      (await t.as(admin).send(`/api/events/${event.id}`, { description: "Bring bags" }, "PATCH")).status,
    ).toBe(200);
    const seen = await (await t.as(admin).get(`/api/events/${event.id}`)).json();
    expect(seen.event.organiserCan).toEqual({ change: false });
  });

  it("is refused to the host alone, even one who created the event for the group", async () => {
    const host = await createMember(t.deps.db);
    const { group, event } = await foodBankEvent(host);
    await addMember(t.deps.db, group, host, "admin");
    expect((await move(host, event.id, null)).status).toBe(403);
    expect(await organiserOf(event.id)).toEqual({ groupId: group.id, partnershipId: null });
  });

  it("is open to an owner of the organising group, to another they run or to none", async () => {
    const { event } = await foodBankEvent();
    expect((await (await t.as(owner).get(`/api/events/${event.id}`)).json()).event.organiserCan).toEqual({
      change: true,
    });
    const alliance = await createPartnership(t.deps.db, { owner });
    expect((await move(owner, event.id, `partnership-${alliance.id}`)).status).toBe(200);
    expect(await organiserOf(event.id)).toEqual({ groupId: null, partnershipId: alliance.id });
    expect((await move(owner, event.id, null)).status).toBe(200);
    expect(await organiserOf(event.id)).toEqual({ groupId: null, partnershipId: null });
  });

  it("never raises the mover: an event's admin gives it an organiser they run as admin, not one they own", async () => {
    const event = await createEvent(t.deps.db, { host: owner });
    const member = await createMember(t.deps.db);
    await addMember(t.deps.db, event, member, "admin");
    const theirs = await createGroup(t.deps.db, { owner: member });
    const refused = await move(member, event.id, `group-${theirs.id}`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(/cannot give you more rights/);
    const runs = await createGroup(t.deps.db, { owner });
    await addMember(t.deps.db, runs, member, "admin");
    expect((await move(member, event.id, `group-${runs.id}`)).status).toBe(200);
  });

  it("is open to a platform admin, who may detach it but not edit the rest", async () => {
    const { event } = await foodBankEvent();
    const trust = await createMember(t.deps.db, { email: "trust@example.org" });
    expect((await t.as(trust).send(`/api/events/${event.id}`, { description: "x" }, "PATCH")).status).toBe(
      403,
    );
    expect((await move(trust, event.id, null)).status).toBe(200);
    expect(await organiserOf(event.id)).toEqual({ groupId: null, partnershipId: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema";
import { loadEntityAccess, loadEntityAccessMany } from "../../loaders/entity-access";
import { loadMemberActor } from "../../loaders/member-actor";
import { visibleEventsCondition } from "../../loaders/memberships";
import { type Actor, can, VISITOR } from "../../policies";
import { createTestApp, type TestApp } from "../app";
import { addMember, createEvent, createGroup, createPartnership } from "../factories";
import { buildWorld, PLATFORM_ADMIN_EMAIL, WHO, type Who, type World } from "./world";

// The lists filter in SQL before their LIMIT (visibleEventsCondition), the routes ask the policy
// for each row (can "view"), and lists load many entities' access at once (loadEntityAccessMany)
// where a page loads one (loadEntityAccess). Written three times, they must say the same: here,
// for every actor of the access sweep's world and every event in it, they do.

let t: TestApp;
let world: World;
const actors = new Map<Who, Actor>();

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: PLATFORM_ADMIN_EMAIL });
  world = await buildWorld(t);
  const { db, config } = t.deps;
  // Beside the world's events, one for each way a private event is seen: hosted, joined (and only
  // asked), organised by a group or partnership one runs from above, or by one only belonged to.
  const { admin, owner, member, moderator, stranger } = world.members;
  await createEvent(db, { visibility: "private", host: stranger, name: "Hosted by the stranger" });
  const joined = await createEvent(db, { visibility: "private", name: "Joined" });
  await addMember(db, joined, member);
  await addMember(db, joined, stranger, "member", "pending");
  const federation = await createGroup(db, { visibility: "private", name: "Federation" });
  const club = await createGroup(db, { visibility: "private", name: "Club", parent: federation });
  await addMember(db, federation, admin, "admin");
  await addMember(db, club, moderator, "moderator");
  await createEvent(db, { visibility: "private", organiser: club, name: "Club night" });
  const alliance = await createPartnership(db, { visibility: "private", name: "Alliance" });
  await addMember(db, alliance, owner, "owner");
  await addMember(db, alliance, member, "member");
  await createEvent(db, { visibility: "private", organiser: alliance, name: "Alliance forum" });
  await createEvent(db, { visibility: "public", name: "Open day" });
  for (const who of WHO) {
    if (who === "visitor") actors.set(who, VISITOR);
    else {
      const actor = await loadMemberActor(db, config, world.members[who].id);
      if (!actor) throw new Error(`no actor for ${who}`);
      actors.set(who, actor);
    }
  }
});
afterAll(async () => {
  await t?.close();
});

describe("who may view an event", () => {
  it("is the same in the lists' SQL, the policy and the batch loader, for every actor and event", async () => {
    const { db } = t.deps;
    const all = (await db.select({ id: events.eventId }).from(events)).map((row) => row.id).sort();
    expect(all.length).toBeGreaterThan(8);
    const disagreements: string[] = [];
    let seenPrivately = 0;
    for (const [who, actor] of actors) {
      const listed = new Set(
        (await db.select({ id: events.eventId }).from(events).where(visibleEventsCondition(actor))).map(
          (row) => row.id,
        ),
      );
      const many = await loadEntityAccessMany(db, actor, "event", all);
      for (const id of all) {
        const access = await loadEntityAccess(db, actor, { type: "event", id });
        if (!access) throw new Error(`event ${id} has no access`);
        const allowed = can(actor, "view", access);
        const batch = many.get(id);
        if (listed.has(id) !== allowed) disagreements.push(`${who}, event ${id}: SQL ${listed.has(id)}`);
        if (!batch || can(actor, "view", batch) !== allowed)
          disagreements.push(`${who}, event ${id}: batch loader differs`);
        if (allowed && access.visibility === "private") seenPrivately += 1;
      }
    }
    expect(disagreements).toEqual([]);
    // The private events are seen by some and not by others: the comparison had something to compare.
    expect(seenPrivately).toBeGreaterThan(5);
  });
});

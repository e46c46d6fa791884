import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import type { Actor } from "../policies/actor";
import { createTestDatabase } from "../test/database";
import { addMember, createEvent, createGroup, createMember, createPartnership } from "../test/factories";
import { loadEntityAccess, loadEntityAccessMany } from "./entity-access";
import { findMembership } from "./memberships";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const actorOf = (member: { id: string; email: string }): Actor => ({
  kind: "member",
  id: member.id,
  email: member.email,
  emailVerified: true,
  name: "",
  isPlatformAdmin: false,
});

describe("one membership lookup for groups, partnerships and events", () => {
  it("reads each table's own membership, active or pending", async () => {
    const { db } = database;
    const ana = await createMember(db);
    const group = await createGroup(db, { visibility: "private" });
    const partnership = await createPartnership(db);
    const event = await createEvent(db);
    await addMember(db, group, ana, "moderator");
    await addMember(db, partnership, ana, "member", "pending");
    await addMember(db, event, ana, "admin");
    expect(await findMembership(db, ana.id, group)).toEqual({ role: "moderator", status: "active" });
    expect(await findMembership(db, ana.id, partnership)).toEqual({ role: "member", status: "pending" });
    expect(await findMembership(db, ana.id, event)).toEqual({ role: "admin", status: "active" });
    expect(await loadEntityAccess(db, actorOf(ana), group)).toMatchObject({
      visibility: "private",
      membership: { role: "moderator", status: "active" },
      inheritedRole: null,
    });
  });

  it("passes an owner's or admin's rights down however deep, and a moderator's not at all", async () => {
    const { db } = database;
    const [districtAdmin, schoolOwner, moderator, pendingAdmin] = await Promise.all([
      createMember(db),
      createMember(db),
      createMember(db),
      createMember(db),
    ]);
    const district = await createGroup(db, { name: "District" });
    const school = await createGroup(db, { name: "School", parent: district });
    const club = await createGroup(db, { name: "Club", parent: school, visibility: "private" });
    const team = await createGroup(db, { name: "Team", parent: club });
    await addMember(db, district, districtAdmin, "admin");
    await addMember(db, school, schoolOwner, "owner");
    await addMember(db, district, moderator, "moderator");
    await addMember(db, district, pendingAdmin, "admin", "pending");

    const access = await loadEntityAccessMany(db, actorOf(districtAdmin), "group", [
      team.id,
      club.id,
      district.id,
    ]);
    expect(access.get(team.id)?.inheritedRole).toBe("admin");
    expect(access.get(club.id)?.inheritedRole).toBe("admin");
    expect(access.get(district.id)).toMatchObject({ membership: { role: "admin" }, inheritedRole: null });
    expect((await loadEntityAccess(db, actorOf(schoolOwner), team))?.inheritedRole).toBe("owner");
    expect((await loadEntityAccess(db, actorOf(schoolOwner), district))?.inheritedRole).toBeNull();
    expect((await loadEntityAccess(db, actorOf(moderator), team))?.inheritedRole).toBeNull();
    expect((await loadEntityAccess(db, actorOf(pendingAdmin), team))?.inheritedRole).toBeNull();
  });

  it("lets an organising group's admins (and those above) run its events; the host owns the event", async () => {
    const { db } = database;
    const [networkAdmin, host, stranger] = await Promise.all([
      createMember(db),
      createMember(db),
      createMember(db),
    ]);
    const network = await createPartnership(db);
    const chapter = await createPartnership(db, { parent: network });
    await addMember(db, network, networkAdmin, "admin");
    const event = await createEvent(db, { organiser: chapter, host, visibility: "private" });
    expect((await loadEntityAccess(db, actorOf(networkAdmin), event))?.inheritedRole).toBe("admin");
    expect(await loadEntityAccess(db, actorOf(host), event)).toMatchObject({
      isHost: true,
      inheritedRole: null,
    });
    expect(await loadEntityAccess(db, actorOf(stranger), event)).toMatchObject({
      isHost: false,
      inheritedRole: null,
      membership: null,
    });
  });

  it("gives visitors the visibility alone, and null for an entity that does not exist", async () => {
    const { db } = database;
    const group = await createGroup(db, { visibility: "private" });
    expect(await loadEntityAccess(db, { kind: "visitor" }, group)).toMatchObject({
      visibility: "private",
      membership: null,
    });
    expect(await loadEntityAccess(db, { kind: "visitor" }, { type: "group", id: 987_654 })).toBeNull();
    expect(await loadEntityAccess(db, { kind: "visitor" }, { type: "event", id: 987_654 })).toBeNull();
  });
});

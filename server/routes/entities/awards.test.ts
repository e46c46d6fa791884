import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { NOT_MEMBERS_MESSAGE } from "../../commands/awards/give-award";
import { awards, files, notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  type EntityFixture,
  type MemberFixture,
} from "../../test/factories";
import { pngImage, storeTestUpload } from "../../test/images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const runJobs = () =>
  createBackgroundWorker({
    config: t.deps.config,
    database: t.deps.database,
    logger: t.deps.logger,
    transport: null,
  }).runDue();
const inbox = async (member: MemberFixture) => {
  await runJobs();
  return t.deps.db
    .select({ type: notifications.type, message: notifications.message, url: notifications.notificationUrl })
    .from(notifications)
    .where(eq(notifications.userId, member.id));
};

const award = (recipientIds: string[], extra: Record<string, unknown> = {}) => ({
  recipientIds,
  title: "Volunteer of the month",
  description: "For the winter coat drive.",
  citation: "Sorted 400 coats in a week.",
  ...extra,
});

/** A group with its owner, an admin and two members; its private subgroup with a member of its own. */
/** A club whose names are fixed: a random last name (a factory's) could match a search for "Ana". */
async function club() {
  const owner = await createMember(t.deps.db, { firstName: "Olga", lastName: "Olsen" });
  const admin = await createMember(t.deps.db, { firstName: "Ada", lastName: "Adler" });
  const moderator = await createMember(t.deps.db, { firstName: "Moe", lastName: "Moreau" });
  const ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
  const ben = await createMember(t.deps.db, { firstName: "Ben", lastName: "Brooks" });
  const outsider = await createMember(t.deps.db, { firstName: "Otto", lastName: "Otis" });
  const group = await createGroup(t.deps.db, { name: "Harbour Scouts", owner });
  await addMember(t.deps.db, group, admin, "admin");
  await addMember(t.deps.db, group, moderator, "moderator");
  await addMember(t.deps.db, group, ana);
  await addMember(t.deps.db, group, ben);
  const subgroup = await createGroup(t.deps.db, { name: "Sea Cubs", parent: group, visibility: "private" });
  const cub = await createMember(t.deps.db, { firstName: "Cub", lastName: "Cole" });
  await addMember(t.deps.db, subgroup, cub);
  return { owner, admin, moderator, ana, ben, outsider, group, subgroup, cub };
}

const give = (actor: MemberFixture, entity: EntityFixture, body: unknown) =>
  t.as(actor).send(`/api/${entity.type}s/${entity.id}/awards`, body);

describe("giving awards (issue 30)", () => {
  it("lets admins and owners give to several members at once, each told once; not moderators or members", async () => {
    const c = await club();
    const given = await give(c.admin, c.group, award([c.ana.id, c.ben.id]));
    expect(given.status).toBe(201);
    const body = await given.json();
    expect(body.awards).toHaveLength(2);
    expect(body.awards[0]).toMatchObject({
      title: "Volunteer of the month",
      citation: "Sorted 400 coats in a week.",
      giver: { type: "group", id: c.group.id, name: "Harbour Scouts" },
      revoked: null,
      can: { revoke: true },
    });
    expect((await give(c.owner, c.group, award([c.ana.id]))).status).toBe(201);
    expect((await give(c.moderator, c.group, award([c.ana.id]))).status).toBe(403);
    expect((await give(c.ana, c.group, award([c.ben.id]))).status).toBe(403);
    expect((await give(c.outsider, c.group, award([c.ana.id]))).status).toBe(403);

    const anas = await inbox(c.ana);
    expect(anas).toEqual([
      {
        type: "award_received",
        message: "Harbour Scouts gave you an award: “Volunteer of the month”",
        url: `/profile/${c.ana.id}#awards`,
      },
      {
        type: "award_received",
        message: "Harbour Scouts gave you an award: “Volunteer of the month”",
        url: `/profile/${c.ana.id}#awards`,
      },
    ]);
    expect(await inbox(c.ben)).toHaveLength(1);
  });

  it("lets a parent's admin give in a subgroup, and an event's organiser's admin at the event", async () => {
    const c = await club();
    expect((await give(c.admin, c.subgroup, award([c.cub.id]))).status).toBe(201);
    const event = await createEvent(t.deps.db, { organiser: c.group, name: "Beach clean" });
    await addMember(t.deps.db, event, c.ana);
    expect((await give(c.owner, event, award([c.ana.id]))).status).toBe(201);
    expect((await give(c.moderator, event, award([c.ana.id]))).status).toBe(403);
    const [row] = await t.deps.db.select().from(awards).where(eq(awards.eventId, event.id));
    expect(row).toMatchObject({ kind: "manual", recipientId: c.ana.id, groupId: null });
  });

  it("refuses members who are not current members, and gives nothing then", async () => {
    const c = await club();
    const refused = await give(c.admin, c.group, award([c.ana.id, c.outsider.id]));
    expect(refused.status).toBe(422);
    const { error } = await refused.json();
    expect(error.message).toBe(NOT_MEMBERS_MESSAGE);
    expect(error.issues).toEqual([{ path: "recipientIds", message: NOT_MEMBERS_MESSAGE }]);
    // A subgroup's member is not a member of the parent.
    expect((await give(c.admin, c.group, award([c.cub.id]))).status).toBe(422);
    expect(await t.deps.db.select().from(awards).where(eq(awards.recipientId, c.ana.id))).toEqual([]);
    expect(await inbox(c.ana)).toEqual([]);
  });

  it("validates the form in words", async () => {
    const c = await club();
    const cases: [unknown, string][] = [
      [award([]), "Choose who receives the award."],
      [award([c.ana.id], { title: "  " }), "Give the award a title."],
      [award([c.ana.id], { title: "x".repeat(121) }), "At most 120 characters."],
      [award([c.ana.id], { citation: "x".repeat(281) }), "At most 280 characters."],
      [award([c.ana.id, c.ana.id]), "Choose each member once."],
      [award(Array.from({ length: 51 }, () => crypto.randomUUID())), "At most 50 members at once."],
    ];
    for (const [body, message] of cases) {
      const response = await give(c.admin, c.group, body);
      expect(response.status).toBe(422);
      expect((await response.json()).error.message).toBe(message);
    }
  });

  it("gives a retried request once: the same grant answers the rows already given, and tells nobody again", async () => {
    const c = await club();
    const grantId = crypto.randomUUID();
    const first = await give(c.admin, c.group, award([c.ana.id, c.ben.id], { grantId }));
    expect(first.status).toBe(201);
    const again = await give(c.admin, c.group, award([c.ana.id, c.ben.id], { grantId }));
    expect(again.status).toBe(200);
    expect((await again.json()).awards.map((a: { id: string }) => a.id).sort()).toEqual(
      (await first.json()).awards.map((a: { id: string }) => a.id).sort(),
    );
    expect(await inbox(c.ana)).toHaveLength(1);
    expect(await inbox(c.ben)).toHaveLength(1);
    // The same grant under another organisation is a conflict, not a second giving.
    const other = await createGroup(t.deps.db, { owner: c.admin });
    await addMember(t.deps.db, other, c.ana);
    expect((await give(c.admin, other, award([c.ana.id], { grantId }))).status).toBe(409);
  });

  it("takes a badge the giver uploaded to entity-images, and no other file", async () => {
    const c = await club();
    const png = await pngImage(16, 16);
    const badge = await storeTestUpload(t.deps, c.admin.id, "entity-images", {
      fileName: "b.png",
      data: png,
    });
    const given = await give(c.admin, c.group, award([c.ana.id], { badgeFileId: badge.id }));
    expect(given.status).toBe(201);
    const [shown] = (await given.json()).awards;
    expect(shown.badgeUrl).toBe(`/api/files/entity-images/${badge.objectKey}`);
    const [kept] = await t.deps.db.select().from(files).where(eq(files.id, badge.id));
    expect(kept?.attachedAt).not.toBeNull();

    const avatar = await storeTestUpload(t.deps, c.admin.id, "avatars", { fileName: "a.png", data: png });
    const wrongBucket = await give(c.admin, c.group, award([c.ana.id], { badgeFileId: avatar.id }));
    expect(wrongBucket.status).toBe(422);
    expect((await wrongBucket.json()).error.message).toBe("This file was not uploaded as an award badge.");
    const others = await storeTestUpload(t.deps, c.owner.id, "entity-images", {
      fileName: "o.png",
      data: png,
    });
    expect((await give(c.admin, c.group, award([c.ana.id], { badgeFileId: others.id }))).status).toBe(403);
  });
});

describe("an organisation's awards (issue 30)", () => {
  it("lists them newest first, paged, to whoever may view it; revoked ones to its admins alone", async () => {
    const c = await club();
    for (let i = 0; i < 22; i++)
      expect((await give(c.admin, c.group, award([c.ana.id], { title: `Award ${i}` }))).status).toBe(201);
    const [oldest] = await t.deps.db
      .select()
      .from(awards)
      .where(eq(awards.groupId, c.group.id))
      .orderBy(awards.createdAt)
      .limit(1);
    const revoked = await t
      .as(c.owner)
      .send(`/api/groups/${c.group.id}/awards/${oldest?.id}/revoke`, { reason: "Given by mistake." });
    expect(revoked.status).toBe(204);

    const first = await (await t.as(c.admin).get(`/api/groups/${c.group.id}/awards`)).json();
    expect(first.awards).toHaveLength(20);
    expect(first.awards[0]).toMatchObject({
      title: "Award 21",
      recipient: { firstName: "Ana", lastName: "Diaz" },
    });
    const second = await (
      await t.as(c.admin).get(`/api/groups/${c.group.id}/awards?cursor=${first.nextCursor}`)
    ).json();
    expect(second.awards.map((a: { title: string }) => a.title)).toEqual(["Award 1", "Award 0"]);
    expect(second.awards[1]).toMatchObject({
      revoked: { reason: "Given by mistake." },
      can: { revoke: false },
    });
    expect(second.nextCursor).toBeNull();

    const asMember = await (
      await t.as(c.ben).get(`/api/groups/${c.group.id}/awards?cursor=${first.nextCursor}`)
    ).json();
    expect(asMember.awards.map((a: { title: string }) => a.title)).toEqual(["Award 1"]);
    expect(asMember.awards[0]).toMatchObject({ revoked: null, can: { revoke: false } });
    // The private subgroup's list is its members' (and its parent's admins').
    expect((await t.as(c.ben).get(`/api/groups/${c.subgroup.id}/awards`)).status).toBe(403);
    expect((await t.as(c.admin).get(`/api/groups/${c.subgroup.id}/awards`)).status).toBe(200);
  });

  it("revokes once, keeps the row, tells nobody, and only its own awards", async () => {
    const c = await club();
    const [given] = (await (await give(c.admin, c.group, award([c.ana.id]))).json()).awards;
    await inbox(c.ana);
    const path = `/api/groups/${c.group.id}/awards/${given.id}/revoke`;
    expect((await t.as(c.moderator).send(path, { reason: "No." })).status).toBe(403);
    expect((await t.as(c.admin).send(path, { reason: " " })).status).toBe(422);
    expect((await t.as(c.admin).send(path, { reason: "Given to the wrong Ana." })).status).toBe(204);
    expect((await t.as(c.admin).send(path, { reason: "Again." })).status).toBe(409);
    const [row] = await t.deps.db.select().from(awards).where(eq(awards.id, given.id));
    expect(row).toMatchObject({ revokedBy: c.admin.id, revokeReason: "Given to the wrong Ana." });
    expect(await inbox(c.ana)).toHaveLength(1);
    // Under another organisation's address it does not exist.
    const other = await createGroup(t.deps.db, { owner: c.admin });
    expect(
      (await t.as(c.admin).send(`/api/groups/${other.id}/awards/${given.id}/revoke`, { reason: "x" })).status,
    ).toBe(404);
    // Gone from the profile.
    const profile = await (await t.as(c.ana).get(`/api/members/${c.ana.id}/awards`)).json();
    expect(profile.awards).toEqual([]);
  });

  it("offers its admins its members to pick from, by name", async () => {
    const c = await club();
    const found = await (await t.as(c.admin).get(`/api/groups/${c.group.id}/awards/candidates?q=Ana`)).json();
    expect(found.members).toEqual([
      expect.objectContaining({ userId: c.ana.id, firstName: "Ana", lastName: "Diaz" }),
    ]);
    expect((await t.as(c.ana).get(`/api/groups/${c.group.id}/awards/candidates`)).status).toBe(403);
  });
});

describe("a member's awards (issue 30)", () => {
  it("shows them on the profile; the member hides one and shows it again; others never see hidden ones", async () => {
    const c = await club();
    const [given] = (await (await give(c.admin, c.group, award([c.ana.id]))).json()).awards;
    const path = `/api/members/${c.ana.id}/awards`;
    const seen = await (await t.as(c.outsider).get(path)).json();
    expect(seen.awards).toEqual([
      expect.objectContaining({
        id: given.id,
        title: "Volunteer of the month",
        hidden: false,
        can: { hide: false },
      }),
    ]);
    expect((await t.as(c.ben).send(`/api/me/awards/${given.id}`, { hidden: true }, "PATCH")).status).toBe(
      403,
    );
    const hidden = await t.as(c.ana).send(`/api/me/awards/${given.id}`, { hidden: true }, "PATCH");
    expect(hidden.status).toBe(200);
    expect((await hidden.json()).award).toMatchObject({ hidden: true, can: { hide: true } });
    expect((await (await t.as(c.outsider).get(path)).json()).awards).toEqual([]);
    // Nor does the organisation's list show it, but to its admins.
    const listed = async (who: MemberFixture) =>
      (await (await t.as(who).get(`/api/groups/${c.group.id}/awards`)).json()).awards.length;
    expect(await listed(c.ben)).toBe(0);
    expect(await listed(c.admin)).toBe(1);
    const own = await (await t.as(c.ana).get(path)).json();
    expect(own.awards).toEqual([expect.objectContaining({ id: given.id, hidden: true })]);
    expect((await t.as(c.ana).send(`/api/me/awards/${given.id}`, { hidden: false }, "PATCH")).status).toBe(
      200,
    );
    expect((await (await t.as(c.outsider).get(path)).json()).awards).toHaveLength(1);
    expect((await t.request(path)).status).toBe(401);
  });

  it("shows others only awards from organisations they may view, and never milestone badges", async () => {
    const c = await club();
    await give(c.admin, c.subgroup, award([c.cub.id], { title: "Knot master" }));
    await t.deps.db
      .insert(awards)
      .values({ recipientId: c.cub.id, kind: "milestone", milestoneHours: 10, title: "10 hours" });
    const path = `/api/members/${c.cub.id}/awards`;
    expect((await (await t.as(c.outsider).get(path)).json()).awards).toEqual([]);
    const own = await (await t.as(c.cub).get(path)).json();
    expect(own.awards.map((a: { title: string }) => a.title)).toEqual(["Knot master"]);
    const parentAdmin = await (await t.as(c.admin).get(path)).json();
    expect(parentAdmin.awards.map((a: { title: string }) => a.title)).toEqual(["Knot master"]);
  });
});

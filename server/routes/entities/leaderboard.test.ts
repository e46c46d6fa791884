import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awards, pointEvents } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createEvent, createGroup, createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let source = 0;
async function points(
  member: MemberFixture,
  amount: number,
  where: { groupId?: number; eventId?: number },
  at = new Date(),
) {
  await t.deps.db.insert(pointEvents).values({
    userId: member.id,
    points: amount,
    reason: "post",
    sourceId: `test-${++source}`,
    groupId: where.groupId ?? null,
    eventId: where.eventId ?? null,
    createdAt: at,
  });
}

const names = (body: { entries: { member: { firstName: string }; rank: number; points: number }[] }) =>
  body.entries.map((entry) => [entry.rank, entry.member.firstName, entry.points]);

describe("leaderboards (issue 30)", () => {
  it("ranks members by points counted for the group, by period, ties sharing a rank", async () => {
    const owner = await createMember(t.deps.db, { firstName: "Olga" });
    const ana = await createMember(t.deps.db, { firstName: "Ana" });
    const ben = await createMember(t.deps.db, { firstName: "Ben" });
    const cy = await createMember(t.deps.db, { firstName: "Cy" });
    const group = await createGroup(t.deps.db, { owner });
    const other = await createGroup(t.deps.db);
    await points(ana, 10, { groupId: group.id });
    await points(ben, 25, { groupId: group.id });
    await points(cy, 10, { groupId: group.id });
    await points(cy, 100, { groupId: other.id });
    await points(ana, 50, { groupId: group.id }, new Date(Date.UTC(2020, 0, 5)));

    const month = await (await t.as(ana).get(`/api/groups/${group.id}/leaderboard`)).json();
    const tied = [ana, cy].sort((a, b) => a.id.localeCompare(b.id)).map((m) => (m === ana ? "Ana" : "Cy"));
    expect(names(month)).toEqual([
      [1, "Ben", 25],
      [2, tied[0], 10],
      [2, tied[1], 10],
    ]);
    expect(month.me).toEqual({ points: 10, totalPoints: 10, rank: 2, optedOut: false });
    const all = await (await t.as(ana).get(`/api/groups/${group.id}/leaderboard?period=all`)).json();
    expect(names(all)[0]).toEqual([1, "Ana", 60]);
    expect((await t.as(ana).get(`/api/groups/${group.id}/leaderboard?period=week`)).status).toBe(422);
  });

  it("leaves out members who opted out, who keep their points and see their standing", async () => {
    const ana = await createMember(t.deps.db, { firstName: "Ana" });
    const ben = await createMember(t.deps.db, { firstName: "Ben" });
    const group = await createGroup(t.deps.db);
    await points(ana, 10, { groupId: group.id });
    await points(ben, 20, { groupId: group.id });
    const off = await t.as(ben).send("/api/me/profile", { leaderboardOptOut: true }, "PATCH");
    expect(off.status).toBe(200);
    expect((await off.json()).profile.leaderboardOptOut).toBe(true);
    const board = await (await t.as(ben).get(`/api/groups/${group.id}/leaderboard`)).json();
    expect(names(board)).toEqual([[1, "Ana", 10]]);
    expect(board.me).toEqual({ points: 20, totalPoints: 20, rank: null, optedOut: true });
    const bad = await t.as(ben).send("/api/me/profile", { leaderboardOptOut: "yes" }, "PATCH");
    expect(bad.status).toBe(422);
  });

  it("pages by points and member, giving the viewer's rank beyond the first page", async () => {
    const group = await createGroup(t.deps.db);
    const members: MemberFixture[] = [];
    for (let i = 0; i < 23; i++) {
      const member = await createMember(t.deps.db, { firstName: `M${i}` });
      members.push(member);
      await points(member, 100 - i, { groupId: group.id });
    }
    const last = members[22] as MemberFixture;
    const first = await (await t.as(last).get(`/api/groups/${group.id}/leaderboard`)).json();
    expect(first.entries).toHaveLength(20);
    expect(first.me.rank).toBe(23);
    const second = await (
      await t.as(last).get(`/api/groups/${group.id}/leaderboard?cursor=${first.nextCursor}`)
    ).json();
    expect(names(second)).toEqual([
      [21, "M20", 80],
      [22, "M21", 79],
      [23, "M22", 78],
    ]);
  });

  it("shows a private entity's board only to those who may see it", async () => {
    const owner = await createMember(t.deps.db);
    const member = await createMember(t.deps.db);
    const stranger = await createMember(t.deps.db);
    const group = await createGroup(t.deps.db, { owner, visibility: "private" });
    await addMember(t.deps.db, group, member);
    const event = await createEvent(t.deps.db, { host: owner, visibility: "private" });
    expect((await t.as(member).get(`/api/groups/${group.id}/leaderboard`)).status).toBe(200);
    expect((await t.as(stranger).get(`/api/groups/${group.id}/leaderboard`)).status).toBe(403);
    expect((await t.as(stranger).get(`/api/events/${event.id}/leaderboard`)).status).toBe(403);
    expect((await t.as(owner).get(`/api/events/${event.id}/leaderboard`)).status).toBe(200);
    expect((await t.as(owner).get(`/api/groups/999999/leaderboard`)).status).toBe(404);
    expect((await t.request(`/api/groups/${group.id}/leaderboard`)).status).toBe(401);
  });
});

describe("milestone badges on the profile (issue 30)", () => {
  it("shows the standing badges to the member, and to others when they show their hours", async () => {
    const ana = await createMember(t.deps.db);
    const ben = await createMember(t.deps.db);
    await t.deps.db.insert(awards).values([
      { recipientId: ana.id, kind: "milestone", milestoneHours: 25, title: "25 verified hours" },
      { recipientId: ana.id, kind: "milestone", milestoneHours: 10, title: "10 verified hours" },
      {
        recipientId: ana.id,
        kind: "milestone",
        milestoneHours: 50,
        title: "50 verified hours",
        revokedAt: new Date(),
      },
    ]);
    const own = await (await t.as(ana).get(`/api/members/${ana.id}/milestones`)).json();
    expect(own.milestones.map((badge: { hours: number }) => badge.hours)).toEqual([10, 25]);
    expect((await t.as(ben).get(`/api/members/${ana.id}/milestones`)).status).toBe(403);
    await t.as(ana).send("/api/me/profile", { hoursVisible: true }, "PATCH");
    expect((await t.as(ben).get(`/api/members/${ana.id}/milestones`)).status).toBe(200);
  });
});

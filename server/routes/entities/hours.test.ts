import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { HOUR_DECISION_MESSAGES } from "../../commands/volunteering/hour-decisions";
import { hourLogChanges, notifications, volunteerHourLogs } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createEvent, createGroup, createMember, type MemberFixture } from "../../test/factories";

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
    .where(eq(notifications.userId, member.id))
    .orderBy(notifications.createdAt);
};

async function logOf(member: MemberFixture, values: Partial<typeof volunteerHourLogs.$inferInsert>) {
  const [log] = await t.deps.db
    .insert(volunteerHourLogs)
    .values({ userId: member.id, source: "self", workDate: "2026-03-10", minutes: 60, ...values })
    .returning({ id: volunteerHourLogs.id });
  return log?.id as string;
}

const statusOf = async (id: string) =>
  (await t.deps.db.select().from(volunteerHourLogs).where(eq(volunteerHourLogs.id, id)))[0];

describe("verifying hours (issue 29)", () => {
  it("shows a subgroup's queue to its parent's admin, oldest first, and to nobody below admin", async () => {
    const pia = await createMember(t.deps.db, { firstName: "Pia" });
    const moe = await createMember(t.deps.db, { firstName: "Moe" });
    const volunteer = await createMember(t.deps.db, { firstName: "Vic", lastName: "Vance" });
    const school = await createGroup(t.deps.db, { name: "Northside High", owner: pia });
    const club = await createGroup(t.deps.db, { name: "Key Club", parent: school, visibility: "private" });
    await addMember(t.deps.db, club, moe, "moderator");
    const newer = await logOf(volunteer, { groupId: club.id, workDate: "2026-04-01" });
    const older = await logOf(volunteer, { groupId: club.id, workDate: "2026-03-01" });
    await logOf(volunteer, { groupId: club.id, status: "verified" });
    await logOf(volunteer, { groupId: school.id });

    const queue = await t.as(pia).get(`/api/groups/${club.id}/hours`);
    expect(queue.status).toBe(200);
    const { logs } = await queue.json();
    expect(logs.map((log: { id: string }) => log.id)).toEqual([older, newer]);
    expect(logs[0]).toMatchObject({
      member: { firstName: "Vic", lastName: "Vance" },
      minutes: 60,
      status: "pending",
      organisation: { kind: "group", name: "Key Club" },
      can: { decide: true },
    });
    const april = await (await t.as(pia).get(`/api/groups/${club.id}/hours?from=2026-03-15`)).json();
    expect(april.logs.map((log: { id: string }) => log.id)).toEqual([newer]);
    expect((await t.as(moe).get(`/api/groups/${club.id}/hours`)).status).toBe(403);
    expect(
      (
        await t
          .as(moe)
          .send(`/api/groups/${club.id}/hours/decisions`, { logIds: [older], decision: "verified" })
      ).status,
    ).toBe(403);
  });

  it("verifies in bulk, never one's own hours nor hours credited elsewhere, and tells the member once", async () => {
    const host = await createMember(t.deps.db);
    const ana = await createMember(t.deps.db);
    const event = await createEvent(t.deps.db, { name: "Beach Clean-up", host });
    const elsewhere = await createGroup(t.deps.db);
    const first = await logOf(ana, { eventId: event.id, minutes: 90 });
    const second = await logOf(ana, { eventId: event.id, minutes: 45 });
    const own = await logOf(host, { eventId: event.id });
    const foreign = await logOf(ana, { groupId: elsewhere.id });

    const answer = await t.as(host).send(`/api/events/${event.id}/hours/decisions`, {
      logIds: [first, second, own, foreign],
      decision: "verified",
      note: "Great work on the dunes.",
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      decided: [first, second],
      skipped: [
        { id: own, reason: HOUR_DECISION_MESSAGES.own },
        { id: foreign, reason: HOUR_DECISION_MESSAGES.notFound },
      ],
    });
    expect(await statusOf(first)).toMatchObject({
      status: "verified",
      decidedBy: host.id,
      decisionNote: "Great work on the dunes.",
    });
    expect((await statusOf(own))?.status).toBe("pending");
    expect((await statusOf(foreign))?.status).toBe("pending");
    const history = await t.deps.db.select().from(hourLogChanges).where(eq(hourLogChanges.logId, first));
    expect(history.map((line) => [line.change, line.actorId, line.note])).toEqual([
      ["verified", host.id, "Great work on the dunes."],
    ]);
    // The host's own log shows in the queue, but not as theirs to decide.
    const { logs } = await (await t.as(host).get(`/api/events/${event.id}/hours`)).json();
    expect(logs).toMatchObject([{ id: own, can: { decide: false } }]);

    const again = await t
      .as(host)
      .send(`/api/events/${event.id}/hours/decisions`, { logIds: [first], decision: "declined" });
    expect(await again.json()).toEqual({
      decided: [],
      skipped: [{ id: first, reason: HOUR_DECISION_MESSAGES.notPending }],
    });
    expect(await inbox(ana)).toEqual([
      {
        type: "hours_verified",
        message: "Beach Clean-up verified 2 h 15 min of your volunteer hours: Great work on the dunes.",
        url: `/profile/${ana.id}/volunteer-history`,
      },
    ]);
  });

  it("declines with a note the member reads in their history", async () => {
    const admin = await createMember(t.deps.db);
    const bo = await createMember(t.deps.db);
    const group = await createGroup(t.deps.db, { name: "Food Pantry", owner: admin });
    await addMember(t.deps.db, group, bo);
    const log = await logOf(bo, { groupId: group.id, minutes: 120 });
    await t.as(admin).send(`/api/groups/${group.id}/hours/decisions`, {
      logIds: [log],
      decision: "declined",
      note: "We closed early that day.",
    });
    const { logs } = await (await t.as(bo).get("/api/me/hours")).json();
    expect(logs).toMatchObject([{ id: log, status: "declined", decisionNote: "We closed early that day." }]);
    expect((await inbox(bo)).map((row) => row.message)).toEqual([
      "Food Pantry declined 2 h of your volunteer hours: We closed early that day.",
    ]);
  });
});

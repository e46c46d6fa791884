import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { awards, domainEvents, notifications, pointEvents, volunteerHourLogs } from "../../db/schema";
import { createTestApp, raisedMemberLimits, type TestApp } from "../../test/app";
import {
  addMember,
  assignShift,
  createEvent,
  createGroup,
  createMember,
  createShift,
  type MemberFixture,
} from "../../test/factories";
import type { StoredEvent } from "../types";
import { recognition } from "./recognition";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { appDistDir: null, memberLimits: raisedMemberLimits(40) });
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

/** Runs the handler once more on every event about the member: what a retried job would do. */
async function handleAgain(member: MemberFixture) {
  const handler = recognition();
  const rows = await t.deps.db.select().from(domainEvents).where(eq(domainEvents.type, "hours.decided"));
  for (const row of rows.filter((row) => (row.payload as { userId?: string }).userId === member.id)) {
    const event = {
      id: row.id,
      type: row.type,
      actorId: row.actorId,
      subject: { type: row.subjectType, id: row.subjectId },
      payload: row.payload,
      createdAt: row.createdAt,
    } as StoredEvent<"hours.decided">;
    await t.deps.db.transaction((tx) => handler.run(event, tx));
  }
}

async function logOf(member: MemberFixture, values: Partial<typeof volunteerHourLogs.$inferInsert>) {
  const [log] = await t.deps.db
    .insert(volunteerHourLogs)
    .values({ userId: member.id, source: "self", workDate: "2026-03-10", minutes: 60, ...values })
    .returning({ id: volunteerHourLogs.id });
  return log?.id as string;
}

const milestonesOf = async (member: MemberFixture) =>
  (
    await t.deps.db
      .select({ hours: awards.milestoneHours, revokedAt: awards.revokedAt, id: awards.id })
      .from(awards)
      .where(and(eq(awards.recipientId, member.id), eq(awards.kind, "milestone")))
      .orderBy(awards.milestoneHours)
  ).map((row) => ({ hours: row.hours, revoked: row.revokedAt !== null, id: row.id }));

const announcements = async (member: MemberFixture) =>
  (
    await t.deps.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.type, "milestone_reached")))
  ).map((row) => row.message);

const ledger = async (member: MemberFixture) =>
  (
    await t.deps.db
      .select({
        reason: pointEvents.reason,
        points: pointEvents.points,
        groupId: pointEvents.groupId,
        eventId: pointEvents.eventId,
        voided: pointEvents.voidedAt,
      })
      .from(pointEvents)
      .where(eq(pointEvents.userId, member.id))
      .orderBy(pointEvents.createdAt, pointEvents.reason)
  ).map((row) => ({ ...row, voided: row.voided !== null }));

async function verifiedGroup() {
  const admin = await createMember(t.deps.db);
  const ana = await createMember(t.deps.db);
  const group = await createGroup(t.deps.db, { owner: admin });
  await addMember(t.deps.db, group, ana);
  const verify = async (logIds: string[]) => {
    const answer = await t
      .as(admin)
      .send(`/api/groups/${group.id}/hours/decisions`, { logIds, decision: "verified" });
    expect(answer.status).toBe(200);
    await runJobs();
  };
  return { admin, ana, group, verify };
}

describe("milestone badges (issue 30)", () => {
  it("gives each milestone once and announces it once, however often verification repeats", async () => {
    const { ana, group, verify } = await verifiedGroup();
    const first = await logOf(ana, { groupId: group.id, minutes: 9 * 60 });
    await verify([first]);
    expect(await milestonesOf(ana)).toEqual([]);
    const second = await logOf(ana, { groupId: group.id, minutes: 60 });
    await verify([second]);
    await verify([second]);
    // The same event handled again (a retried job) changes nothing.
    await handleAgain(ana);
    expect(await milestonesOf(ana)).toMatchObject([{ hours: 10, revoked: false }]);
    expect(await announcements(ana)).toEqual(["You reached 10 verified hours: a new badge on your profile"]);
    const big = await logOf(ana, { groupId: group.id, minutes: 16 * 60 });
    await verify([big]);
    expect((await milestonesOf(ana)).map((row) => row.hours)).toEqual([10, 25]);
    expect(await announcements(ana)).toHaveLength(2);
  });

  it("takes a badge back when hours go back to pending, and gives the same row back without a second notice", async () => {
    const { ana, group, verify } = await verifiedGroup();
    const log = await logOf(ana, { groupId: group.id, minutes: 10 * 60 });
    await verify([log]);
    const [badge] = await milestonesOf(ana);
    expect(badge).toMatchObject({ hours: 10, revoked: false });
    const edited = await t.as(ana).send(`/api/me/hours/${log}`, { minutes: 10 * 60 - 30 }, "PATCH");
    expect(edited.status).toBe(204);
    await runJobs();
    expect(await milestonesOf(ana)).toEqual([{ ...badge, revoked: true }]);
    expect(await ledger(ana)).toMatchObject([{ reason: "verified_hours", points: 100, voided: true }]);
    const more = await logOf(ana, { groupId: group.id, minutes: 30 });
    await verify([log, more]);
    expect(await milestonesOf(ana)).toEqual([{ ...badge, revoked: false }]);
    expect(await announcements(ana)).toHaveLength(1);
    expect((await ledger(ana)).filter((row) => !row.voided).map((row) => row.points)).toEqual([95, 5]);
  });

  it("follows the host's check-out at the roster, a correction of minutes and an undone check-out", async () => {
    const host = await createMember(t.deps.db);
    const bo = await createMember(t.deps.db);
    const group = await createGroup(t.deps.db, { owner: host });
    const event = await createEvent(t.deps.db, { host, organiser: { type: "group", id: group.id } });
    const start = new Date(Date.now() - 3 * 3_600_000);
    const shift = await createShift(t.deps.db, event, {
      start,
      end: new Date(start.getTime() + 9 * 3_600_000),
    });
    await assignShift(t.deps.db, shift.shiftId, bo, { checkedInAt: start, checkInMethod: "roster" });
    const out = await t
      .as(host)
      .send(`/api/events/${event.id}/shifts/${shift.shiftId}/volunteers/${bo.id}/attendance`, {
        action: "check-out",
      });
    expect(out.status).toBe(204);
    await runJobs();
    const [log] = await t.deps.db.select().from(volunteerHourLogs).where(eq(volunteerHourLogs.userId, bo.id));
    expect(log?.status).toBe("verified");
    expect(await milestonesOf(bo)).toEqual([]);
    const corrected = await t
      .as(host)
      .send(`/api/events/${event.id}/hours/${log?.id}`, { minutes: 600, reason: "Stayed late." }, "PATCH");
    expect(corrected.status).toBe(204);
    await runJobs();
    expect(await milestonesOf(bo)).toMatchObject([{ hours: 10, revoked: false }]);
    expect(await ledger(bo)).toEqual([
      { reason: "attendance", points: 5, groupId: group.id, eventId: event.id, voided: false },
      { reason: "verified_hours", points: 100, groupId: group.id, eventId: event.id, voided: false },
    ]);
    const undo = await t
      .as(host)
      .send(`/api/events/${event.id}/shifts/${shift.shiftId}/volunteers/${bo.id}/attendance`, {
        action: "undo",
      });
    expect(undo.status).toBe(204);
    await runJobs();
    expect(await milestonesOf(bo)).toMatchObject([{ hours: 10, revoked: true }]);
    expect((await ledger(bo)).every((row) => row.voided)).toBe(true);
  });
});

describe("points (issue 30)", () => {
  it("counts posts for their entity, a profile post for the total only, and comments for the post's entity", async () => {
    const { ana, group } = await verifiedGroup();
    const inGroup = await t
      .as(ana)
      .send("/api/posts", { content: "Hello", target: { type: "group", id: group.id } });
    const onProfile = await t.as(ana).send("/api/posts", { content: "Mine" });
    expect([inGroup.status, onProfile.status]).toEqual([201, 201]);
    const { post } = await inGroup.json();
    const comment = await t.as(ana).send(`/api/posts/${post.id}/comments`, { content: "And more" });
    expect(comment.status).toBe(201);
    await runJobs();
    await runJobs();
    expect(await ledger(ana)).toEqual([
      { reason: "post", points: 5, groupId: group.id, eventId: null, voided: false },
      { reason: "post", points: 5, groupId: null, eventId: null, voided: false },
      { reason: "comment", points: 2, groupId: group.id, eventId: null, voided: false },
    ]);
  });

  it("caps the points of posts and comments per UTC day; the rest still publish", async () => {
    const { ana, group } = await verifiedGroup();
    for (let i = 0; i < 7; i++) {
      const answer = await t
        .as(ana)
        .send("/api/posts", { content: `Post ${i}`, target: { type: "group", id: group.id } });
      expect(answer.status).toBe(201);
    }
    await runJobs();
    const rows = await ledger(ana);
    expect(rows.filter((row) => row.reason === "post")).toHaveLength(5);
  });

  it("voids the points of content a moderator removes", async () => {
    const { admin, ana, group } = await verifiedGroup();
    const answer = await t
      .as(ana)
      .send("/api/posts", { content: "Spam", target: { type: "group", id: group.id } });
    const { post } = await answer.json();
    await runJobs();
    const removed = await t.as(admin).send(`/api/posts/${post.id}/removal`, { reason: "Off topic" });
    expect(removed.status).toBe(200);
    await runJobs();
    expect(await ledger(ana)).toMatchObject([{ reason: "post", voided: true }]);
  });

  it("takes points away for a no-show, and gives them back when it is undone", async () => {
    const host = await createMember(t.deps.db);
    const cy = await createMember(t.deps.db);
    const event = await createEvent(t.deps.db, { host });
    const start = new Date(Date.now() - 3_600_000);
    const shift = await createShift(t.deps.db, event, {
      start,
      end: new Date(start.getTime() + 3 * 3_600_000),
    });
    await assignShift(t.deps.db, shift.shiftId, cy);
    const mark = (action: string) =>
      t
        .as(host)
        .send(`/api/events/${event.id}/shifts/${shift.shiftId}/volunteers/${cy.id}/attendance`, { action });
    expect((await mark("no-show")).status).toBe(204);
    await runJobs();
    expect(await ledger(cy)).toEqual([
      { reason: "no_show", points: -10, groupId: null, eventId: event.id, voided: false },
    ]);
    expect((await mark("undo")).status).toBe(204);
    await runJobs();
    expect(await ledger(cy)).toMatchObject([{ reason: "no_show", voided: true }]);
  });
});

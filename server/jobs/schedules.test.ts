import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker, SERVER_SCHEDULES } from "../background";
import type { DatabaseHandle } from "../db/client";
import { eventRemindersSent, jobSchedules, jobs, sessions } from "../db/schema";
import { parseConfig } from "../env";
import { createLogger } from "../logger";
import { PRUNE_JOB } from "../maintenance";
import { createTestDatabase } from "../test/database";
import { createEvent, createMember, createSession } from "../test/factories";
import { enqueueDueSchedules, ensureSchedules } from "./schedules";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("repeating jobs", () => {
  it("enqueues each due occurrence once and moves the schedule on, in phase", async () => {
    const { db } = database;
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await ensureSchedules(db, [
      { name: "tick", kind: "test.tick", everySeconds: 240, firstRunAt: tenMinutesAgo },
    ]);
    expect(await enqueueDueSchedules(db)).toBe(1);
    expect(await enqueueDueSchedules(db)).toBe(0);
    const queued = await db.select().from(jobs).where(eq(jobs.kind, "test.tick"));
    expect(queued).toHaveLength(1);
    const [schedule] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, "tick"));
    // Missed occurrences are not caught up: the next is the first one in phase after now.
    expect(schedule?.nextRunAt.getTime()).toBe(tenMinutesAgo.getTime() + 3 * 240_000);
    // A restart keeps the schedule's clock.
    await ensureSchedules(db, [{ name: "tick", kind: "test.tick", everySeconds: 240 }]);
    const [again] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, "tick"));
    expect(again?.nextRunAt.getTime()).toBe(schedule?.nextRunAt.getTime());
  });

  it("prunes finished jobs after a week, expired sessions and the reminders of past events, daily", async () => {
    const { db } = database;
    const member = await createMember(db);
    const past = await createEvent(db, { startDate: new Date(Date.now() - 3 * 86_400_000) });
    const soon = await createEvent(db, { startDate: new Date(Date.now() + 3_600_000) });
    await db.insert(eventRemindersSent).values([
      { eventId: past.id, userId: member.id, kind: "hour", startDate: new Date(Date.now() - 3 * 86_400_000) },
      { eventId: soon.id, userId: member.id, kind: "day", startDate: new Date(Date.now() + 3_600_000) },
    ]);
    const live = await createSession(db, { secret: "s".repeat(32), cookieName: "c", userId: member.id });
    const old = await createSession(db, { secret: "s".repeat(32), cookieName: "c", userId: member.id });
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, old.token));
    await db.insert(jobs).values([
      { kind: "old", status: "succeeded", completedAt: sql`now() - interval '8 days'` },
      { kind: "recent", status: "succeeded", completedAt: sql`now() - interval '1 day'` },
      { kind: "broken", status: "failed", completedAt: null },
    ]);
    await ensureSchedules(db, SERVER_SCHEDULES);
    const worker = createBackgroundWorker({
      config: parseConfig({ NODE_ENV: "test", BOT_CHECK: "off" }),
      database,
      logger: createLogger("silent"),
      transport: null,
      handlers: [],
    });
    await worker.runDue();
    const kinds = (await db.select({ kind: jobs.kind }).from(jobs)).map((row) => row.kind);
    expect(kinds).not.toContain("old");
    expect(kinds).toEqual(expect.arrayContaining(["recent", "broken", PRUNE_JOB]));
    const tokens = (await db.select({ token: sessions.token }).from(sessions)).map((row) => row.token);
    expect(tokens).toContain(live.token);
    expect(tokens).not.toContain(old.token);
    const reminders = await db.select({ eventId: eventRemindersSent.eventId }).from(eventRemindersSent);
    expect(reminders).toEqual([{ eventId: soon.id }]);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createEvent, createMember, createRegistration } from "../test/factories";
import { sendDueReminders } from "./event-reminders";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const remindersOf = (userId: string) =>
  t.deps.db
    .select({ message: notifications.message, url: notifications.notificationUrl })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "event_reminder")))
    .orderBy(notifications.createdAt);
const run = (now: Date) => t.deps.db.transaction((tx) => sendDueReminders(tx, now));

describe("event reminders", () => {
  it("reminds registered members a day and an hour before, once each, on the event's clock", async () => {
    const start = new Date("2030-03-02T15:00:00Z");
    const event = await createEvent(t.deps.db, { name: "Spring Tree Planting", startDate: start });
    await t.deps.db.execute(`update events set time_zone = 'Europe/London' where event_id = ${event.id}`);
    const ada = await createMember(t.deps.db);
    const bystander = await createMember(t.deps.db);
    await createRegistration(t.deps.db, event, ada, "volunteer");

    await run(new Date(start.getTime() - 25 * HOUR));
    expect(await remindersOf(ada.id)).toEqual([]);
    await run(new Date(start.getTime() - 23 * HOUR));
    await run(new Date(start.getTime() - 22 * HOUR));
    expect(await remindersOf(ada.id)).toEqual([
      {
        message: "Reminder: Spring Tree Planting is coming up, Sat 2 Mar, 15:00 (Europe/London)",
        url: `/events/${event.id}`,
      },
    ]);
    await run(new Date(start.getTime() - 50 * 60_000));
    await run(new Date(start.getTime() - 40 * 60_000));
    expect((await remindersOf(ada.id)).map((row) => row.message)).toEqual([
      "Reminder: Spring Tree Planting is coming up, Sat 2 Mar, 15:00 (Europe/London)",
      "Starting soon: Spring Tree Planting, Sat 2 Mar, 15:00 (Europe/London)",
    ]);
    expect(await remindersOf(bystander.id)).toEqual([]);
  });

  it("announces a moved event again", async () => {
    const start = new Date("2030-04-10T09:00:00Z");
    const event = await createEvent(t.deps.db, { name: "River Clean-up", startDate: start });
    const ben = await createMember(t.deps.db);
    await createRegistration(t.deps.db, event, ben, "attendee");
    await run(new Date(start.getTime() - 20 * HOUR));
    const later = new Date(start.getTime() + 2 * HOUR);
    await t.deps.db.execute(
      `update events set start_date = '${later.toISOString()}' where event_id = ${event.id}`,
    );
    await run(new Date(start.getTime() - 19 * HOUR));
    expect((await remindersOf(ben.id)).map((row) => row.message)).toEqual([
      "Reminder: River Clean-up is coming up, Wed 10 Apr, 09:00 (UTC)",
      "Reminder: River Clean-up is coming up, Wed 10 Apr, 11:00 (UTC)",
    ]);
  });
});

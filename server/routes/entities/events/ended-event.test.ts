import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/app";
import { createEvent, createMember } from "../../../test/factories";

/** An event that has ended takes no registration and no place on its waitlist (issue 26), as a shift that ended takes no volunteer. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const settings = {
  attendees: { enabled: true, capacity: 1 },
  volunteers: { enabled: true },
  employees: { enabled: false },
};

describe("an event that has ended", () => {
  it("refuses registrations and its waitlist, in words; one still under way takes them", async () => {
    const member = await createMember(t.deps.db);
    const ended = await createEvent(t.deps.db, {
      startDate: new Date(Date.now() - 5 * HOUR),
      endDate: new Date(Date.now() - 2 * HOUR),
      registrationSettings: settings,
    });
    const register = (id: number) =>
      t.as(member).send(`/api/events/${id}/registrations`, { registrationType: "attendee" });
    const refused = await register(ended.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe("This event has already ended.");
    const waitlist = await t
      .as(member)
      .send(`/api/events/${ended.id}/waitlist`, { registrationType: "attendee" });
    expect(waitlist.status).toBe(409);

    // Without an end, it ends when it starts; undated, it never does.
    const started = await createEvent(t.deps.db, { startDate: new Date(Date.now() - HOUR) });
    await t.deps.db.update(events).set({ endDate: null }).where(eq(events.eventId, started.id));
    expect((await register(started.id)).status).toBe(409);
    const undated = await createEvent(t.deps.db, { startDate: null });
    expect((await register(undated.id)).status).toBe(201);
    const underWay = await createEvent(t.deps.db, {
      startDate: new Date(Date.now() - HOUR),
      endDate: new Date(Date.now() + HOUR),
    });
    expect((await register(underWay.id)).status).toBe(201);
  });
});

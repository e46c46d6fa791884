import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../../background";
import { eventRegistrations, notifications, shiftAssignments } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/app";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  createShift,
  type EntityFixture,
  type MemberFixture,
} from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const person = (firstName: string) => createMember(t.deps.db, { firstName, lastName: "Volunteer" });
const runJobs = () =>
  createBackgroundWorker({
    config: t.deps.config,
    database: t.deps.database,
    logger: t.deps.logger,
    transport: null,
  }).runDue();

/** A public event a week ahead with volunteers behind a passcode, hosted by `host`. */
async function volunteerEvent(options: { passcode?: string; volunteerCapacity?: number } = {}) {
  const host = await person("Hana");
  const start = new Date(Date.now() + 7 * DAY);
  const event = await createEvent(t.deps.db, {
    host,
    startDate: start,
    registrationSettings: {
      attendees: { enabled: true },
      volunteers: {
        enabled: true,
        passcode: options.passcode ?? null,
        capacity: options.volunteerCapacity ?? null,
      },
      employees: { enabled: false },
    },
  });
  return { host, event, start, path: `/api/events/${event.id}` };
}

const register = (member: MemberFixture, event: EntityFixture, body: Record<string, unknown>) =>
  t.as(member).send(`/api/events/${event.id}/registrations`, body);

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

async function shiftsSeenBy(member: MemberFixture, event: EntityFixture) {
  const response = await t.as(member).get(`/api/events/${event.id}/shifts`);
  expect(response.status).toBe(200);
  return (await response.json()).shifts as {
    id: string;
    name: string;
    assignedCount: number;
    full: boolean;
    mine: string | null;
    unavailable: { reason: string; message: string } | null;
    can: { take: boolean; wait: boolean };
  }[];
}

describe("registering for an event", () => {
  it("checks the registration code on the server", async () => {
    const { event } = await volunteerEvent({ passcode: "harvest-2026" });
    const ada = await person("Ada");
    const blank = await register(ada, event, { registrationType: "volunteer", passcode: "  " });
    expect(blank.status).toBe(422);
    expect(await errorOf(blank)).toBe("Registration code is required");
    const wrong = await register(ada, event, { registrationType: "volunteer", passcode: "harvest-2025" });
    expect(wrong.status).toBe(422);
    expect(await errorOf(wrong)).toBe("Invalid registration code");
    // Attendees need no code at this event.
    const right = await register(ada, event, { registrationType: "volunteer", passcode: " harvest-2026 " });
    expect(right.status).toBe(201);
    expect(await right.json()).toMatchObject({ assigned: [], refused: [], waitlisted: [] });
    const again = await register(ada, event, { registrationType: "attendee" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe("You are already registered for this event.");
  });

  it("refuses a closed registration type", async () => {
    const { event } = await volunteerEvent();
    const response = await register(await person("Eve"), event, { registrationType: "employee" });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toBe("Registration as employees is closed.");
  });

  it("registers on behalf of the member's own group or partnership only", async () => {
    const { event } = await volunteerEvent();
    const ada = await person("Ada");
    const group = await createGroup(t.deps.db, { name: "Riverside Food Bank" });
    await addMember(t.deps.db, group, ada, "member");
    const elsewhere = await createPartnership(t.deps.db, { name: "Harbour Alliance" });

    const notMine = await register(ada, event, {
      registrationType: "attendee",
      onBehalfOf: `partnership-${elsewhere.id}`,
    });
    expect(notMine.status).toBe(403);
    expect(await errorOf(notMine)).toBe(
      "You can register on behalf of your own groups and partnerships only.",
    );

    const own = await t.as(ada).get(`/api/events/${event.id}/registration`);
    expect((await own.json()).organisations).toEqual([
      expect.objectContaining({ id: `group-${group.id}`, name: "Riverside Food Bank", type: "Group" }),
    ]);
    expect(
      (await register(ada, event, { registrationType: "attendee", onBehalfOf: `group-${group.id}` })).status,
    ).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, ada.id)));
    expect(row).toMatchObject({ registrantGroupId: group.id, registrantPartnershipId: null });

    // Anything but group-{n} / partnership-{n} registers the member as an individual (spec §5).
    const ben = await person("Ben");
    expect(
      (await register(ben, event, { registrationType: "attendee", onBehalfOf: "individual" })).status,
    ).toBe(201);
  });

  it("keeps a private event's registration to those who may see it", async () => {
    const event = await createEvent(t.deps.db, { visibility: "private" });
    const response = await register(await person("Sam"), event, { registrationType: "attendee" });
    expect(response.status).toBe(403);
  });
});

describe("volunteer shifts", () => {
  it("assigns the shifts a volunteer can take and says why not for the others", async () => {
    const { event, start } = await volunteerEvent();
    const db = t.deps.db;
    const morning = await createShift(db, event, {
      name: "Morning",
      start,
      end: new Date(start.getTime() + 3 * HOUR),
    });
    const overlapping = await createShift(db, event, {
      name: "Late morning",
      start: new Date(start.getTime() + 2 * HOUR),
      end: new Date(start.getTime() + 5 * HOUR),
    });
    const single = await createShift(db, event, {
      name: "Van driver",
      start: new Date(start.getTime() + 6 * HOUR),
      end: new Date(start.getTime() + 8 * HOUR),
      volunteersNeeded: 1,
    });
    const past = await createShift(db, event, {
      name: "Setup yesterday",
      start: new Date(Date.now() - 2 * DAY),
      end: new Date(Date.now() - DAY),
    });
    const later = await createShift(db, event, {
      name: "Clean-up",
      start: new Date(start.getTime() + 9 * HOUR),
      end: new Date(start.getTime() + 10 * HOUR),
      opensAt: new Date(Date.now() + 3 * DAY),
    });
    const ada = await person("Ada");
    const response = await register(ada, event, {
      registrationType: "volunteer",
      shiftIds: [morning.shiftId, overlapping.shiftId, single.shiftId, past.shiftId, later.shiftId],
    });
    expect(response.status).toBe(201);
    const result = await response.json();
    expect(result.assigned.sort()).toEqual([morning.shiftId, single.shiftId].sort());
    expect(result.refused).toEqual(
      expect.arrayContaining([
        { shiftId: past.shiftId, reason: "ended", message: "This shift has already ended" },
        {
          shiftId: overlapping.shiftId,
          reason: "overlap",
          message: "This shift overlaps another of your shifts",
        },
        { shiftId: later.shiftId, reason: "notOpen", message: "Sign-up for this shift is not open yet" },
      ]),
    );

    // The next volunteer finds the single place taken, in the words of spec §5.
    const ben = await person("Ben");
    expect((await register(ben, event, { registrationType: "volunteer" })).status).toBe(201);
    const seen = await shiftsSeenBy(ben, event);
    const van = seen.find((shift) => shift.name === "Van driver");
    expect(van).toMatchObject({
      assignedCount: 1,
      full: true,
      mine: null,
      unavailable: { reason: "full", message: "This shift is full (1/1 volunteers assigned)" },
      can: { take: false, wait: true },
    });
    expect(seen.find((shift) => shift.name === "Morning")).toMatchObject({
      can: { take: true, wait: false },
    });
    const take = await t.as(ben).send(`/api/events/${event.id}/shifts/${single.shiftId}/assignment`, {});
    expect(take.status).toBe(409);
    expect(await errorOf(take)).toBe("This shift is full (1/1 volunteers assigned)");
  });

  it("never gives more places than a shift has, however many register at once", async () => {
    const { event, start } = await volunteerEvent();
    const shift = await createShift(t.deps.db, event, {
      name: "Sorting",
      start,
      end: new Date(start.getTime() + 2 * HOUR),
      volunteersNeeded: 12,
    });
    // Nine places are taken already: three are left for fifty volunteers racing for them.
    for (let index = 0; index < 9; index += 1) {
      const early = await person(`Early${index}`);
      expect(
        (await register(early, event, { registrationType: "volunteer", shiftIds: [shift.shiftId] })).status,
      ).toBe(201);
    }
    const racers = await Promise.all(Array.from({ length: 50 }, (_, index) => person(`Racer${index}`)));
    const results = await Promise.all(
      racers.map(async (racer) => {
        const response = await register(racer, event, {
          registrationType: "volunteer",
          shiftIds: [shift.shiftId],
        });
        expect(response.status).toBe(201);
        return (await response.json()) as { assigned: string[]; refused: { reason: string }[] };
      }),
    );
    expect(results.filter((result) => result.assigned.length === 1)).toHaveLength(3);
    expect(results.filter((result) => result.refused[0]?.reason === "full")).toHaveLength(47);
    const held = await t.deps.db
      .select()
      .from(shiftAssignments)
      .where(eq(shiftAssignments.shiftId, shift.shiftId));
    expect(held).toHaveLength(12);
  });

  it("promotes the earliest waiting volunteer when a place frees, and tells them", async () => {
    const { event, start, host } = await volunteerEvent();
    const shift = await createShift(t.deps.db, event, {
      name: "Van driver",
      start,
      end: new Date(start.getTime() + 2 * HOUR),
      volunteersNeeded: 1,
    });
    const ada = await person("Ada");
    const ben = await person("Ben");
    const cy = await person("Cy");
    await register(ada, event, { registrationType: "volunteer", shiftIds: [shift.shiftId] });
    const benResult = await (
      await register(ben, event, { registrationType: "volunteer", waitlistShiftIds: [shift.shiftId] })
    ).json();
    expect(benResult).toMatchObject({ assigned: [], waitlisted: [shift.shiftId], refused: [] });
    await register(cy, event, { registrationType: "volunteer" });
    expect((await t.as(cy).send(`/api/events/${event.id}/shifts/${shift.shiftId}/waitlist`, {})).status).toBe(
      201,
    );
    expect((await shiftsSeenBy(ben, event))[0]).toMatchObject({
      mine: "waiting",
      can: { take: false, wait: false },
    });

    const volunteers = await t
      .as(host)
      .get(`/api/events/${event.id}/shifts/${shift.shiftId}/volunteers?list=waiting`);
    expect(
      (await volunteers.json()).volunteers.map(
        (row: { member: { firstName: string } }) => row.member.firstName,
      ),
    ).toEqual(["Ben", "Cy"]);

    const cancelled = await t.as(ada).request(`/api/events/${event.id}/shifts/${shift.shiftId}/assignment`, {
      method: "DELETE",
    });
    expect(cancelled.status).toBe(204);
    expect((await shiftsSeenBy(ben, event))[0]).toMatchObject({
      mine: "assigned",
      assignedCount: 1,
      waitingCount: 1,
    });
    expect((await shiftsSeenBy(cy, event))[0]).toMatchObject({ mine: "waiting" });

    await runJobs();
    const inbox = await t.deps.db
      .select({
        type: notifications.type,
        message: notifications.message,
        url: notifications.notificationUrl,
      })
      .from(notifications)
      .where(eq(notifications.userId, ben.id));
    expect(inbox).toEqual([
      {
        type: "waitlist_promoted",
        message: `A place freed up: you now volunteer on Van driver at ${event.name}`,
        url: `/events/${event.id}`,
      },
    ]);
  });

  it("lets volunteers cancel up to the cut-off; later only the host releases them", async () => {
    const { event, host } = await volunteerEvent();
    const soon = new Date(Date.now() + 5 * HOUR);
    const shift = await createShift(t.deps.db, event, {
      name: "Doors",
      start: soon,
      end: new Date(soon.getTime() + HOUR),
    });
    const ada = await person("Ada");
    await register(ada, event, { registrationType: "volunteer", shiftIds: [shift.shiftId] });
    const own = await t.as(ada).request(`/api/events/${event.id}/shifts/${shift.shiftId}/assignment`, {
      method: "DELETE",
    });
    expect(own.status).toBe(403);
    expect(await errorOf(own)).toBe(
      "Shifts can be cancelled up to 24 hours before they start. Ask the host to release you.",
    );
    const whole = await t.as(ada).request(`/api/events/${event.id}/registration`, { method: "DELETE" });
    expect(whole.status).toBe(403);

    const released = await t
      .as(host)
      .request(`/api/events/${event.id}/shifts/${shift.shiftId}/volunteers/${ada.id}`, {
        method: "DELETE",
      });
    expect(released.status).toBe(204);
    expect((await shiftsSeenBy(ada, event))[0]).toMatchObject({ mine: null, assignedCount: 0 });
  });

  it("lets hosts add, change and delete shifts, never below the places taken", async () => {
    const { event, start, host } = await volunteerEvent();
    const base = `/api/events/${event.id}/shifts`;
    const stranger = await person("Sam");
    const body = {
      shiftName: "Registration desk",
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
      volunteersNeeded: 2,
    };
    expect((await t.as(stranger).send(base, body)).status).toBe(403);
    const backwards = await t.as(host).send(base, { ...body, endTime: start.toISOString() });
    expect(backwards.status).toBe(422);
    const created = await t.as(host).send(base, body);
    expect(created.status).toBe(201);
    const { shift } = await created.json();

    const ada = await person("Ada");
    const ben = await person("Ben");
    await register(ada, event, { registrationType: "volunteer", shiftIds: [shift.id] });
    await register(ben, event, { registrationType: "volunteer", shiftIds: [shift.id] });
    const lower = await t.as(host).send(`${base}/${shift.id}`, { volunteersNeeded: 1 }, "PATCH");
    expect(lower.status).toBe(409);
    expect(await errorOf(lower)).toBe(
      "2 volunteers hold this shift: release some before lowering its places to 1.",
    );
    expect((await t.as(host).send(`${base}/${shift.id}`, { shiftName: "Front desk" }, "PATCH")).status).toBe(
      200,
    );
    expect((await shiftsSeenBy(ada, event))[0]).toMatchObject({ name: "Front desk", mine: "assigned" });
    expect((await t.as(host).request(`${base}/${shift.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await shiftsSeenBy(ada, event)).toEqual([]);
  });
});

describe("a full event", () => {
  it("offers its waitlist and registers the earliest waiting member when a place frees", async () => {
    const { event } = await volunteerEvent({ volunteerCapacity: 1 });
    const ada = await person("Ada");
    const ben = await person("Ben");
    expect((await register(ada, event, { registrationType: "volunteer" })).status).toBe(201);
    const full = await register(ben, event, { registrationType: "volunteer" });
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toBe("This event is full for volunteers.");
    expect(
      (await t.as(ben).send(`/api/events/${event.id}/waitlist`, { registrationType: "volunteer" })).status,
    ).toBe(201);
    expect(
      (await (await t.as(ben).get(`/api/events/${event.id}/registration`)).json()).waitlist,
    ).toMatchObject({
      type: "volunteer",
    });

    expect(
      (await t.as(ada).request(`/api/events/${event.id}/registration`, { method: "DELETE" })).status,
    ).toBe(204);
    const mine = await (await t.as(ben).get(`/api/events/${event.id}/registration`)).json();
    expect(mine).toMatchObject({ registration: { type: "volunteer" }, waitlist: null });
    await runJobs();
    const [notice] = await t.deps.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, ben.id), eq(notifications.type, "waitlist_promoted")));
    expect(notice?.message).toBe(`A place freed up: you are now registered for ${event.name}`);
  });
});

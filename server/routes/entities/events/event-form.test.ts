import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/app";
import { addMember, createGroup, createMember } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const person = (firstName: string) => createMember(t.deps.db, { firstName, lastName: "Host" });

const form = {
  name: "Winter Coat Drive",
  description: "Bring coats in good repair.",
  startDate: "2026-12-12T14:00:00.000Z",
  endDate: "2026-12-12T17:00:00.000Z",
  timeZone: "america/new_york",
  location: "Riverside Food Bank",
  visibility: "public",
  registrationSettings: {
    attendees: { enabled: true },
    volunteers: { enabled: true, passcode: "coats-2026", capacity: 12 },
    employees: { enabled: false },
  },
  shiftCancelCutoffHours: 48,
};

describe("creating and editing events", () => {
  it("makes the creator the host and owner, and keeps the code on the server", async () => {
    const hana = await person("Hana");
    const created = await t.as(hana).send("/api/events", form);
    expect(created.status).toBe(201);
    const { event } = await created.json();
    const detail = await (await t.as(hana).get(`/api/events/${event.id}`)).json();
    expect(detail.event).toMatchObject({
      name: "Winter Coat Drive",
      timeZone: "America/New_York",
      shiftCancelCutoffHours: 48,
      role: "owner",
      host: { firstName: "Hana" },
      registration: {
        volunteers: { enabled: true, requiresCode: true, capacity: 12 },
        attendees: { enabled: true, requiresCode: false, capacity: null },
      },
      can: { update: true, manageShifts: true },
    });
    expect(JSON.stringify(detail)).not.toContain("coats-2026");

    // An edit that leaves the code out keeps it; one that sends null removes it.
    const settings = { ...form.registrationSettings, volunteers: { enabled: true, capacity: 20 } };
    expect(
      (await t.as(hana).send(`/api/events/${event.id}`, { registrationSettings: settings }, "PATCH")).status,
    ).toBe(200);
    const [kept] = await t.deps.db.select().from(events).where(eq(events.eventId, event.id));
    expect(kept?.registrationSettings.volunteers).toEqual({
      enabled: true,
      passcode: "coats-2026",
      capacity: 20,
    });
    const cleared = { ...settings, volunteers: { enabled: true, passcode: null, capacity: null } };
    await t.as(hana).send(`/api/events/${event.id}`, { registrationSettings: cleared }, "PATCH");
    const [after] = await t.deps.db.select().from(events).where(eq(events.eventId, event.id));
    expect(after?.registrationSettings.volunteers).toEqual({ enabled: true, passcode: null, capacity: null });
  });

  it("refuses what an event cannot be", async () => {
    const hana = await person("Hana");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, name: "  " }, "Name is required."],
      [{ ...form, endDate: form.startDate }, "An event ends after it starts."],
      [{ ...form, timeZone: "+02:00" }, "Choose a time zone from the list."],
      [{ ...form, shiftCancelCutoffHours: 1000 }, "The cut-off is at most 720 hours."],
    ];
    for (const [body, message] of cases) {
      const response = await t.as(hana).send("/api/events", body);
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const { event } = await (await t.as(hana).send("/api/events", form)).json();
    const backwards = await t
      .as(hana)
      .send(`/api/events/${event.id}`, { endDate: "2026-12-12T13:00:00.000Z" }, "PATCH");
    expect(backwards.status).toBe(422);
  });

  it("lets only a group's admins and owners organise events for it, and only hosts edit", async () => {
    const group = await createGroup(t.deps.db, { name: "Riverside Food Bank" });
    const admin = await person("Ada");
    const member = await person("Mo");
    await addMember(t.deps.db, group, admin, "admin");
    await addMember(t.deps.db, group, member, "member");
    const organised = { ...form, organiser: `group-${group.id}` };
    const refused = await t.as(member).send("/api/events", organised);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(
      "You can organise events for the groups and partnerships you run only.",
    );
    const created = await t.as(admin).send("/api/events", organised);
    expect(created.status).toBe(201);
    const { event } = await created.json();
    const detail = await (await t.as(member).get(`/api/events/${event.id}`)).json();
    expect(detail.event.organiser).toEqual({ type: "group", id: group.id, name: "Riverside Food Bank" });
    expect((await t.as(member).send(`/api/events/${event.id}`, { name: "Mine now" }, "PATCH")).status).toBe(
      403,
    );
  });
});

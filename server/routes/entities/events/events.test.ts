import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { addMember, createEvent, createGroup, createMember } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/events/:id", () => {
  it("says which registration types need a code, never the code", async () => {
    const { db } = t.deps;
    const host = await createMember(db, { firstName: "Rosa", lastName: "Quinn" });
    const event = await createEvent(db, {
      name: "Beach Clean-up",
      host,
      registrationSettings: {
        attendees: { enabled: true },
        volunteers: { enabled: true, passcode: "shells-2026" },
        employees: { enabled: false },
      },
    });
    const response = await t.as(await createMember(db)).get(`/api/events/${event.id}`);
    const text = await response.text();
    expect(text).not.toContain("shells-2026");
    const body = JSON.parse(text);
    expect(body.event).toMatchObject({
      name: "Beach Clean-up",
      host: { firstName: "Rosa", lastName: "Quinn" },
      registration: {
        attendees: { enabled: true, requiresCode: false },
        volunteers: { enabled: true, requiresCode: true },
        employees: { enabled: false, requiresCode: false },
      },
      role: null,
    });
  });

  it("gives the host an owner's rights, and the organising group's admin an admin's", async () => {
    const { db } = t.deps;
    const [host, groupAdmin] = [await createMember(db), await createMember(db)];
    const group = await createGroup(db);
    await addMember(db, group, groupAdmin, "admin");
    const event = await createEvent(db, { host, organiser: group, visibility: "private" });
    const asHost = (await (await t.as(host).get(`/api/events/${event.id}`)).json()).event;
    expect(asHost).toMatchObject({ role: "owner", organiser: { type: "group", id: group.id } });
    expect(asHost.can).toMatchObject({ manageShifts: true, delete: true });
    const asAdmin = (await (await t.as(groupAdmin).get(`/api/events/${event.id}`)).json()).event;
    expect(asAdmin).toMatchObject({ role: "admin", restricted: false });
    expect(asAdmin.can).toMatchObject({ manageShifts: true, delete: false });
    const outsider = (await (await t.as(await createMember(db)).get(`/api/events/${event.id}`)).json()).event;
    // An outsider's preview is the name, the pictures and the description: not when, where or whose.
    expect(outsider).toMatchObject({
      restricted: true,
      name: event.name,
      registration: null,
      location: null,
      startDate: null,
      endDate: null,
      timeZone: null,
      host: null,
      organiser: null,
      series: null,
      shiftCancelCutoffHours: null,
      cancelledAt: null,
    });
    expect(asAdmin.startDate).not.toBeNull();
  });
});

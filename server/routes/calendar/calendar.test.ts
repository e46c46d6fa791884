import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createEvent, createMember, createRegistration, createShift } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Reads a calendar file as a calendar app does (ical.js), each event's start as a UTC instant. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: component.getFirstProperty("dtstart")?.getParameter("tzid") ?? null,
      location: event.location,
    };
  });
}

describe("an event's calendar file", () => {
  it("carries the event at its moment, written on its own zone's clock", async () => {
    const member = await createMember(t.deps.db);
    const event = await createEvent(t.deps.db, {
      name: "Summer Meals Kick-off",
      startDate: new Date("2027-07-01T16:00:00Z"),
      endDate: new Date("2027-07-01T19:30:00Z"),
      location: "Lincoln Park, 5th Street",
    });
    await t.deps.db.execute(`update events set time_zone = 'America/Chicago' where event_id = ${event.id}`);
    const response = await t.as(member).get(`/api/events/${event.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="summer-meals-kick-off.ics"',
    );
    const text = await response.text();
    // 16:00 UTC is 11:00 in Chicago in July (CDT, UTC−5).
    expect(text).toContain("DTSTART;TZID=America/Chicago:20270701T110000");
    expect(readCalendar(text)).toEqual([
      {
        summary: "Summer Meals Kick-off",
        start: "2027-07-01T16:00:00.000Z",
        end: "2027-07-01T19:30:00.000Z",
        zone: "America/Chicago",
        location: "Lincoln Park, 5th Street",
      },
    ]);
  });

  it("is only for those who may see the event", async () => {
    const event = await createEvent(t.deps.db, { visibility: "private" });
    const stranger = await createMember(t.deps.db);
    expect((await t.as(stranger).get(`/api/events/${event.id}/calendar.ics`)).status).toBe(403);
    expect((await t.request(`/api/events/${event.id}/calendar.ics`)).status).toBe(401);
  });
});

describe("a member's calendar feed", () => {
  it("holds their registrations and shifts at a secret address that renewing retires", async () => {
    const ada = await createMember(t.deps.db, { firstName: "Ada" });
    // Calendars keep whole seconds: a start on the minute.
    const start = new Date(Math.floor((Date.now() + 5 * 86_400_000) / 60_000) * 60_000);
    const event = await createEvent(t.deps.db, { name: "Saturday Food Sort", startDate: start });
    const shift = await createShift(t.deps.db, event, {
      name: "Early sort",
      start,
      end: new Date(start.getTime() + 90 * 60_000),
    });
    await createRegistration(t.deps.db, event, ada, "volunteer");
    await t.deps.db.execute(
      `insert into shift_assignments (shift_id, user_id) values ('${shift.shiftId}', '${ada.id}')`,
    );

    expect(await (await t.as(ada).get("/api/me/calendar-feed")).json()).toEqual({ url: null });
    const made = await t.as(ada).send("/api/me/calendar-feed", {});
    expect(made.status).toBe(201);
    const { url } = await made.json();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}$/);
    expect(await (await t.as(ada).get("/api/me/calendar-feed")).json()).toEqual({ url });

    const path = new URL(url).pathname;
    const feed = await t.request(path);
    expect(feed.status).toBe(200);
    const entries = readCalendar(await feed.text());
    expect(entries.map((entry) => entry.summary).sort()).toEqual([
      "Early sort · Saturday Food Sort",
      "Saturday Food Sort",
    ]);
    expect(entries.find((entry) => entry.summary.startsWith("Early"))?.start).toBe(start.toISOString());

    const renewed = await (await t.as(ada).send("/api/me/calendar-feed", {})).json();
    expect(renewed.url).not.toBe(url);
    expect((await t.request(path)).status).toBe(404);
    expect((await t.request(new URL(renewed.url).pathname)).status).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wallTimeIn } from "../../../../shared/time-zones";
import { createBackgroundWorker } from "../../../background";
import { events, notifications } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/app";
import { createMember, type MemberFixture } from "../../../test/factories";
import { pngImage, uploadForm } from "../../../test/images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NY = "America/New_York";
const person = (firstName: string) => createMember(t.deps.db, { firstName, lastName: "Recurring" });
const runJobs = () =>
  createBackgroundWorker({
    config: t.deps.config,
    database: t.deps.database,
    logger: t.deps.logger,
    transport: null,
  }).runDue();

/** A weekly food bank shift: Sundays 10:00–12:00 in New York from 3 January 2027, so many times. */
const weekly = (count: number) => ({
  name: "Sunday Pantry",
  startDate: "2027-01-03T15:00:00.000Z",
  endDate: "2027-01-03T17:00:00.000Z",
  timeZone: NY,
  registrationSettings: {
    attendees: { enabled: true },
    volunteers: { enabled: true, passcode: "pantry" },
    employees: { enabled: false },
  },
  recurrence: { frequency: "weekly", count },
});

type Occurrence = { id: number; startDate: string; endDate: string | null; cancelled: boolean };

async function occurrencesOf(member: MemberFixture, id: number): Promise<Occurrence[]> {
  const all: Occurrence[] = [];
  let cursor: string | null = null;
  do {
    const response = await t
      .as(member)
      .get(`/api/events/${id}/occurrences${cursor ? `?cursor=${cursor}` : ""}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { occurrences: Occurrence[]; nextCursor: string | null };
    all.push(...page.occurrences);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

async function createSeries(host: MemberFixture, count: number) {
  const response = await t.as(host).send("/api/events", weekly(count));
  expect(response.status).toBe(201);
  const { event } = (await response.json()) as { event: { id: number } };
  return { first: event.id, dates: await occurrencesOf(host, event.id) };
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe("recurring events", () => {
  it("creates each date as an event of its own, in order, at the same wall-clock time", async () => {
    const hana = await person("Hana");
    const { first, dates } = await createSeries(hana, 30);
    // 30 dates: more than one page of the list, each once.
    expect(dates).toHaveLength(30);
    expect(new Set(dates.map((date) => date.id)).size).toBe(30);
    expect(dates[0]?.id).toBe(first);
    // 10:00 in New York every Sunday, in winter (UTC-5) and after clocks go forward on 14 March (UTC-4).
    for (const date of dates) expect(wallTimeIn(new Date(date.startDate), NY).slice(11)).toBe("10:00:00");
    expect(dates[10]?.startDate).toBe("2027-03-14T14:00:00.000Z");
    const detail = await (await t.as(hana).get(`/api/events/${dates[3]?.id}`)).json();
    expect(detail.event).toMatchObject({
      name: "Sunday Pantry",
      role: "owner",
      series: { frequency: "weekly", occurrenceCount: 30 },
      cancelledAt: null,
      registration: { volunteers: { requiresCode: true } },
    });
    const listed = await (await t.as(hana).get("/api/events?q=Sunday%20Pantry")).json();
    expect(listed.events[0]).toMatchObject({
      series: { frequency: "weekly" },
      timeZone: NY,
      cancelled: false,
    });
    // The upcoming list shows the series once, by its first date.
    const ids = new Set(dates.map((date) => date.id));
    const shown = (listed.events as { id: number }[]).filter((item) => ids.has(item.id));
    expect(shown.map((item) => item.id)).toEqual([first]);
  });

  it("refuses a repeat without a start date, or too many dates", async () => {
    const hana = await person("Hana");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...weekly(4), startDate: null, endDate: null }, "A repeating event needs a start date."],
      [weekly(53), "A repeating event has at most 52 dates."],
      [weekly(1), "A repeating event has at least 2 dates."],
      [
        { ...weekly(4), recurrence: { frequency: "daily", count: 4 } },
        "An event repeats every week or every month.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await t.as(hana).send("/api/events", body);
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const { dates } = await createSeries(hana, 2);
    const undated = await t
      .as(hana)
      .send(`/api/events/${dates[1]?.id}`, { startDate: null, endDate: null }, "PATCH");
    expect(undated.status).toBe(422);
    expect(await errorOf(undated)).toBe("A repeating event needs a start date.");
  });

  it("changes one date on its own, or it and the following ones", async () => {
    const hana = await person("Hana");
    const { dates } = await createSeries(hana, 5);
    const [one, two, three, , five] = dates as [Occurrence, Occurrence, Occurrence, Occurrence, Occurrence];
    const rename = await t.as(hana).send(`/api/events/${two.id}`, { name: "Pantry: holiday hours" }, "PATCH");
    expect(rename.status).toBe(200);
    const names = await t.deps.db.select({ id: events.eventId, name: events.eventName }).from(events);
    const nameOf = (id: number) => names.find((row) => row.id === id)?.name;
    expect([nameOf(one.id), nameOf(two.id), nameOf(three.id)]).toEqual([
      "Sunday Pantry",
      "Pantry: holiday hours",
      "Sunday Pantry",
    ]);

    // From the third date on: Mondays at 11:00 for three hours, a new place, a new volunteer code.
    const following = await t.as(hana).send(
      `/api/events/${three.id}`,
      {
        scope: "following",
        startDate: "2027-01-18T16:00:00.000Z",
        endDate: "2027-01-18T19:00:00.000Z",
        location: "Community Hall",
        registrationSettings: {
          attendees: { enabled: true },
          volunteers: { enabled: true, passcode: "hall" },
          employees: { enabled: false },
        },
      },
      "PATCH",
    );
    expect(following.status).toBe(200);
    const after = await occurrencesOf(hana, one.id);
    expect(after.map((date) => wallTimeIn(new Date(date.startDate), NY))).toEqual([
      "2027-01-03T10:00:00",
      "2027-01-10T10:00:00",
      "2027-01-18T11:00:00",
      "2027-01-25T11:00:00",
      "2027-02-01T11:00:00",
    ]);
    const [last] = await t.deps.db.select().from(events).where(eq(events.eventId, five.id));
    expect(last).toMatchObject({ location: "Community Hall", eventName: "Sunday Pantry" });
    expect(last?.registrationSettings.volunteers?.passcode).toBe("hall");
    expect(((last?.endDate?.getTime() ?? 0) - (last?.startDate?.getTime() ?? 0)) / 3_600_000).toBe(3);
    const [firstRow] = await t.deps.db.select().from(events).where(eq(events.eventId, one.id));
    expect(firstRow).toMatchObject({ location: null });
    expect(firstRow?.registrationSettings.volunteers?.passcode).toBe("pantry");
  });

  it("cancels one date: its registered members are told, it takes no registration, and it can be put back on", async () => {
    const hana = await person("Hana");
    const ravi = await person("Ravi");
    const { dates } = await createSeries(hana, 3);
    const second = dates[1] as Occurrence;
    expect(
      (await t.as(ravi).send(`/api/events/${second.id}/registrations`, { registrationType: "attendee" }))
        .status,
    ).toBe(201);

    expect((await t.as(ravi).send(`/api/events/${second.id}/cancellation`, {})).status).toBe(403);
    const cancelled = await t.as(hana).send(`/api/events/${second.id}/cancellation`, {});
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).event.cancelledAt).toEqual(expect.any(String));
    const twice = await t.as(hana).send(`/api/events/${second.id}/cancellation`, {});
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toBe("This event is already cancelled.");

    const lena = await person("Lena");
    const refused = await t
      .as(lena)
      .send(`/api/events/${second.id}/registrations`, { registrationType: "attendee" });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe("This event has been cancelled.");
    const listed = await occurrencesOf(lena, dates[0]?.id as number);
    expect(listed.map((date) => date.cancelled)).toEqual([false, true, false]);

    // Ravi's calendar still holds the date, marked cancelled, so his calendar app drops it.
    const ics = await (await t.as(ravi).get(`/api/events/${second.id}/calendar.ics`)).text();
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("status")).toBe("CANCELLED");

    expect((await t.as(hana).send(`/api/events/${second.id}/cancellation`, {}, "DELETE")).status).toBe(200);
    await runJobs();
    const told = await t.deps.db
      .select({
        type: notifications.type,
        message: notifications.message,
        url: notifications.notificationUrl,
      })
      .from(notifications)
      .where(eq(notifications.userId, ravi.id))
      .orderBy(notifications.createdAt);
    expect(told).toEqual([
      {
        type: "event_cancelled",
        message: "Sunday Pantry on Sun 10 Jan has been cancelled",
        url: `/events/${second.id}`,
      },
      {
        type: "event_restored",
        message: "Sunday Pantry on Sun 10 Jan is back on",
        url: `/events/${second.id}`,
      },
    ]);
    const [hostTold] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, hana.id));
    expect(hostTold).toBeUndefined();
    expect(
      (await t.as(lena).send(`/api/events/${second.id}/registrations`, { registrationType: "attendee" }))
        .status,
    ).toBe(201);
  });
});

describe("event pictures", () => {
  async function upload(member: MemberFixture) {
    const response = await t.as(member).request("/api/uploads/event-images", {
      method: "POST",
      body: uploadForm(await pngImage(600, 600), "picture.png", "image/png"),
    });
    expect(response.status).toBe(201);
    return (await response.json()).file as { id: string; url: string };
  }

  it("deletes a replaced picture once no date of the series shows it", async () => {
    const hana = await person("Hana");
    const first = await upload(hana);
    const created = await t.as(hana).send("/api/events", { ...weekly(2), eventImageFileId: first.id });
    const { event } = (await created.json()) as { event: { id: number } };
    const [one, two] = await occurrencesOf(hana, event.id);

    // One date gets a picture of its own: the other still shows the first, which stays.
    const second = await upload(hana);
    await t.as(hana).send(`/api/events/${one?.id}`, { eventImageFileId: second.id }, "PATCH");
    expect((await t.request(first.url)).status).toBe(200);

    // The other date changes too: nobody shows the first any more, and it is gone.
    const third = await upload(hana);
    await t.as(hana).send(`/api/events/${two?.id}`, { eventImageFileId: third.id }, "PATCH");
    expect((await t.request(first.url)).status).toBe(404);
    expect((await t.request(second.url)).status).toBe(200);
    expect((await t.request(third.url)).status).toBe(200);
  });
});

describe("shifts on recurring events", () => {
  it("adds a new shift to the following dates too, at the same time of day on each", async () => {
    const hana = await person("Hana");
    const { dates } = await createSeries(hana, 3);
    const [one, two, three] = dates as [Occurrence, Occurrence, Occurrence];
    const shift = {
      shiftName: "Reading tutors",
      // 10:30 to 11:30 in New York on the second date (Sunday 10 January 2027).
      startTime: "2027-01-10T15:30:00.000Z",
      endTime: "2027-01-10T16:30:00.000Z",
      volunteersNeeded: 4,
      following: true,
    };
    const created = await t.as(hana).send(`/api/events/${two.id}/shifts`, shift);
    expect(created.status).toBe(201);
    expect((await created.json()).followingDates).toBe(1);
    const shiftsOf = async (id: number) =>
      (
        (await (await t.as(hana).get(`/api/events/${id}/shifts`)).json()) as {
          shifts: { name: string; startTime: string; volunteersNeeded: number }[];
        }
      ).shifts;
    expect(await shiftsOf(one.id)).toEqual([]);
    expect((await shiftsOf(two.id)).map((row) => row.name)).toEqual(["Reading tutors"]);
    const [copy] = await shiftsOf(three.id);
    expect(copy).toMatchObject({ name: "Reading tutors", volunteersNeeded: 4 });
    expect(wallTimeIn(new Date(copy?.startTime ?? ""), NY)).toBe("2027-01-17T10:30:00");

    // Without `following`, the date alone.
    await t.as(hana).send(`/api/events/${one.id}/shifts`, { ...shift, following: false });
    expect(await shiftsOf(three.id)).toHaveLength(1);
  });
});

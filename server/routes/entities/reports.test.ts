import { desc, eq, inArray } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_VALUE_RATE, VALUE_DISCLAIMER } from "../../../shared/recognition";
import { mailMessages, volunteerHourLogs } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import {
  addMember,
  assignShift,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  createRegistration,
  createShift,
  type EntityFixture,
  type MemberFixture,
} from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:3000" });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const person = (firstName: string) => createMember(t.deps.db, { firstName, lastName: "Report" });
const PERIOD = `from=${daysAgo(60)}&to=${daysAgo(-1)}`;

async function setRate(
  as: MemberFixture,
  path: string,
  amount: string,
  dataYear = 2025,
  source = "Our state's figure",
) {
  const response = await t.as(as).send(`${path}/value-rates`, { amount, dataYear, source });
  expect(response.status).toBe(201);
  return (await response.json()).rate as { id: string; centsPerHour: number };
}

async function pendingLog(
  member: MemberFixture,
  minutes: number,
  credit: Partial<typeof volunteerHourLogs.$inferInsert>,
) {
  const [row] = await t.deps.db
    .insert(volunteerHourLogs)
    .values({ userId: member.id, source: "self", workDate: daysAgo(5), minutes, ...credit })
    .returning({ id: volunteerHourLogs.id });
  return row?.id as string;
}

async function keptRates(ids: string[]) {
  const rows = await t.deps.db
    .select({
      id: volunteerHourLogs.id,
      status: volunteerHourLogs.status,
      cents: volunteerHourLogs.valueCentsPerHour,
      year: volunteerHourLogs.valueDataYear,
      source: volunteerHourLogs.valueSource,
    })
    .from(volunteerHourLogs)
    .where(inArray(volunteerHourLogs.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id));
}

async function reportOf(as: MemberFixture, path: string) {
  const response = await t.as(as).get(`${path}/report?${PERIOD}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    report: {
      summary: Record<string, number>;
      members: { month: string; joined: number; total: number }[];
      hoursByOrganisation: { name: string; minutes: number; volunteers: number; valueCents: number }[];
      rates: {
        centsPerHour: number;
        dataYear: number;
        source: string;
        minutes: number;
        valueCents: number;
      }[];
      rateInForce: { centsPerHour: number; isDefault: boolean };
      registrations: { type: string; registrations: number }[];
    };
    disclaimer: string;
  };
}

describe("the value of volunteer time each verified hour keeps (issue 30)", () => {
  it("stamps the organisation's rate in force at a verification of one and of several, and a later rate never rewrites it", async () => {
    const admin = await person("Ari");
    const group = await createGroup(t.deps.db, { name: "Food Bank", owner: admin });
    const path = `/api/groups/${group.id}`;
    const [ada, ben] = [await person("Ada"), await person("Ben")];
    const one = await pendingLog(ada, 60, { groupId: group.id });
    const bulk = [
      await pendingLog(ada, 90, { groupId: group.id }),
      await pendingLog(ben, 30, { groupId: group.id }),
    ];

    // No rate of its own: the default, with its year and source.
    expect(
      (await t.as(admin).send(`${path}/hours/decisions`, { logIds: [one], decision: "verified" })).status,
    ).toBe(200);
    expect(await keptRates([one])).toMatchObject([
      {
        status: "verified",
        cents: DEFAULT_VALUE_RATE.centsPerHour,
        year: 2024,
        source: DEFAULT_VALUE_RATE.source,
      },
    ]);
    await setRate(admin, path, "40.00");
    expect(
      (await t.as(admin).send(`${path}/hours/decisions`, { logIds: bulk, decision: "verified" })).status,
    ).toBe(200);
    expect(await keptRates(bulk)).toMatchObject([
      { cents: 4000, year: 2025, source: "Our state's figure" },
      { cents: 4000, year: 2025, source: "Our state's figure" },
    ]);
    const before = await reportOf(admin, path);
    // 60 min at $34.79 + 120 min at $40.00.
    expect(before.report.summary).toMatchObject({
      verifiedMinutes: 180,
      valueCents: 3479 + 8000,
      volunteers: 2,
    });

    await setRate(admin, path, "$50");
    expect((await keptRates([one, ...bulk])).map((row) => row?.cents)).toEqual([3479, 4000, 4000]);
    const after = await reportOf(admin, path);
    expect(after.report.summary.valueCents).toBe(3479 + 8000);
    expect(after.report.rateInForce).toMatchObject({ centsPerHour: 5000, isDefault: false });
    expect(after.report.rates).toEqual([
      { centsPerHour: 4000, dataYear: 2025, source: "Our state's figure", minutes: 120, valueCents: 8000 },
      { ...pick(DEFAULT_VALUE_RATE), minutes: 60, valueCents: 3479 },
    ]);
    expect(after.disclaimer).toBe(VALUE_DISCLAIMER);

    const rates = await t.as(admin).get(`${path}/value-rates`);
    expect(rates.status).toBe(200);
    const listed = await rates.json();
    expect(listed.rates.map((rate: { centsPerHour: number }) => rate.centsPerHour)).toEqual([5000, 4000]);
    expect(listed.inForceId).toBe(listed.rates[0].id);
    expect(listed.can).toEqual({ set: true });
  });

  it("stamps the organiser's rate when the host checks a volunteer out at the roster", async () => {
    const host = await person("Hana");
    const group = await createGroup(t.deps.db, { owner: host });
    await setRate(host, `/api/groups/${group.id}`, "41.25");
    const event = await createEvent(t.deps.db, {
      host,
      organiser: group,
      startDate: new Date(Date.now() - 3_600_000),
    });
    const shift = await createShift(t.deps.db, event, {
      start: new Date(Date.now() - 30 * 60_000),
      end: new Date(Date.now() + 2 * 3_600_000),
    });
    const vic = await person("Vic");
    await assignShift(t.deps.db, shift.shiftId, vic);
    const path = `/api/events/${event.id}/shifts/${shift.shiftId}/volunteers/${vic.id}/attendance`;
    expect((await t.as(host).send(path, { action: "check-in" })).status).toBe(204);
    expect((await t.as(host).send(path, { action: "check-out" })).status).toBe(204);
    const [log] = await t.deps.db
      .select()
      .from(volunteerHourLogs)
      .where(eq(volunteerHourLogs.userId, vic.id));
    expect(log).toMatchObject({
      status: "verified",
      groupId: group.id,
      valueCentsPerHour: 4125,
      valueDataYear: 2025,
    });
  });

  it("stamps the default when an outside supervisor verifies, and the rate in force again when edited hours are verified again", async () => {
    const ada = await person("Ada");
    const logged = await t.as(ada).send("/api/me/hours", {
      workDate: daysAgo(3),
      minutes: 120,
      description: "Sorted donations.",
      organisation: {
        kind: "outside",
        name: "Riverside Food Bank",
        supervisorEmail: "sam-report@riverside.example",
      },
    });
    expect(logged.status).toBe(201);
    const outside = (await logged.json()).log.id as string;
    const [mail] = await t.deps.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, "sam-report@riverside.example"))
      .orderBy(desc(mailMessages.createdAt));
    const token = /#token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1];
    const answered = await t.request("/api/supervisor-hours", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ token, decision: "verified", note: "" }),
    });
    expect(answered.status).toBe(200);
    expect(await keptRates([outside])).toMatchObject([
      { status: "verified", cents: DEFAULT_VALUE_RATE.centsPerHour },
    ]);

    // Hours for a group: verified at $30, edited (back to pending), verified again at $45.
    const admin = await person("Ari");
    const group = await createGroup(t.deps.db, { owner: admin });
    await addMember(t.deps.db, group, ada);
    const path = `/api/groups/${group.id}`;
    const mine = await t.as(ada).send("/api/me/hours", {
      workDate: daysAgo(2),
      minutes: 60,
      organisation: { kind: "group", id: group.id },
    });
    const id = (await mine.json()).log.id as string;
    await setRate(admin, path, "30");
    await t.as(admin).send(`${path}/hours/decisions`, { logIds: [id], decision: "verified" });
    expect((await keptRates([id]))[0]?.cents).toBe(3000);
    await setRate(admin, path, "45");
    expect((await t.as(ada).send(`/api/me/hours/${id}`, { minutes: 75 }, "PATCH")).status).toBe(204);
    expect((await keptRates([id]))[0]?.status).toBe("pending");
    await t.as(admin).send(`${path}/hours/decisions`, { logIds: [id], decision: "verified" });
    expect(await keptRates([id])).toMatchObject([{ status: "verified", cents: 4500 }]);
  });
});

const pick = (rate: typeof DEFAULT_VALUE_RATE) => ({
  centsPerHour: rate.centsPerHour,
  dataYear: rate.dataYear,
  source: rate.source,
});

/**
 * A district (the parent) with two schools, one of which has a club (a sub-subgroup); Mia belongs
 * to both schools, Noa to the other one.
 */
async function district() {
  const owner = await person("Dora");
  const parent = await createGroup(t.deps.db, { name: "District", owner, visibility: "private" });
  const schoolA = await createGroup(t.deps.db, { name: "School A", parent, visibility: "private" });
  const schoolB = await createGroup(t.deps.db, { name: '=HYPERLINK("x")', parent, visibility: "private" });
  const club = await createGroup(t.deps.db, { name: "Chess Club", parent: schoolA, visibility: "private" });
  const [mia, noa, schoolAdmin] = [await person("Mia"), await person("Noa"), await person("Sam")];
  await addMember(t.deps.db, schoolA, mia);
  await addMember(t.deps.db, schoolB, mia);
  await addMember(t.deps.db, club, mia);
  await addMember(t.deps.db, schoolB, noa);
  await addMember(t.deps.db, schoolA, schoolAdmin, "admin");
  const verified = (member: MemberFixture, minutes: number, group: EntityFixture) =>
    pendingLog(member, minutes, {
      groupId: group.id,
      status: "verified",
      valueCentsPerHour: 3000,
      valueDataYear: 2025,
      valueSource: "District figure",
    });
  await verified(mia, 120, club);
  await verified(mia, 60, schoolB);
  await verified(noa, 30, schoolB);
  // Not counted: pending, and outside the period.
  await pendingLog(noa, 600, { groupId: schoolB.id });
  await pendingLog(noa, 600, { groupId: schoolB.id, status: "verified", workDate: daysAgo(400) });
  const event = await createEvent(t.deps.db, { organiser: club, startDate: new Date(Date.now() - 2 * DAY) });
  await createRegistration(t.deps.db, event, mia, "volunteer");
  await createRegistration(t.deps.db, event, noa, "attendee");
  const shift = await createShift(t.deps.db, event, {
    start: new Date(Date.now() - 2 * DAY),
    end: new Date(Date.now() - 2 * DAY + 3_600_000),
  });
  await assignShift(t.deps.db, shift.shiftId, mia, { checkedInAt: new Date(), checkedOutAt: new Date() });
  await assignShift(t.deps.db, shift.shiftId, noa, { noShowAt: new Date() });
  return { owner, parent, schoolA, schoolB, club, mia, noa, schoolAdmin, event };
}

describe("reports rolled up through subgroups (issue 30)", () => {
  it("counts a member of two subgroups once and a sub-subgroup's hours once in the parent's report", async () => {
    const { owner, parent, schoolA } = await district();
    const { report } = await reportOf(owner, `/api/groups/${parent.id}`);
    expect(report.summary).toMatchObject({
      members: 4, // Dora, Sam, Noa and Mia (in two schools and the club) once
      verifiedMinutes: 210,
      volunteers: 2,
      valueCents: 10500,
      eventsHeld: 1,
      registrations: 2,
      attended: 1,
      noShows: 1,
    });
    expect(report.hoursByOrganisation).toEqual([
      { name: "Chess Club", kind: "group", minutes: 120, volunteers: 1, valueCents: 6000 },
      { name: '=HYPERLINK("x")', kind: "group", minutes: 90, volunteers: 2, valueCents: 4500 },
    ]);
    expect(report.registrations).toEqual([
      { type: "attendee", label: "Attendees", registrations: 1 },
      { type: "volunteer", label: "Volunteers", registrations: 1 },
      { type: "employee", label: "Employees", registrations: 0 },
    ]);
    // Everyone joined this month: the month's newcomers are all four, once each.
    expect(report.members.at(-1)).toMatchObject({ joined: 4, total: 4 });
    expect(report.members.slice(0, -1).every((row) => row.joined === 0 && row.total === 0)).toBe(true);
    // School A's report: its club's hours, not School B's.
    const school = await reportOf(owner, `/api/groups/${schoolA.id}`);
    expect(school.report.summary).toMatchObject({ verifiedMinutes: 120, volunteers: 1, members: 2 });
  });

  it("is seen by the admins and owners and, inherited, by the parents', never by a member or a subgroup's admin upwards", async () => {
    const { owner, parent, schoolA, club, mia, schoolAdmin, event } = await district();
    const parentPath = `/api/groups/${parent.id}`;
    // A member of the subgroups (and of no role) sees no report, neither the parent's nor her school's.
    expect((await t.as(mia).get(`${parentPath}/report?${PERIOD}`)).status).toBe(403);
    expect((await t.as(mia).get(`/api/groups/${schoolA.id}/report?${PERIOD}`)).status).toBe(403);
    // A subgroup's admin sees theirs and below, not the parent's.
    expect((await t.as(schoolAdmin).get(`/api/groups/${schoolA.id}/report?${PERIOD}`)).status).toBe(200);
    expect((await t.as(schoolAdmin).get(`/api/groups/${club.id}/report?${PERIOD}`)).status).toBe(200);
    expect((await t.as(schoolAdmin).get(`${parentPath}/report?${PERIOD}`)).status).toBe(403);
    expect((await t.as(schoolAdmin).get(`${parentPath}/report/pdf?${PERIOD}`)).status).toBe(403);
    // The parent's owner sees the club's report and its event's, and sets the club's rate.
    expect((await t.as(owner).get(`/api/groups/${club.id}/report?${PERIOD}`)).status).toBe(200);
    expect((await t.as(owner).get(`/api/events/${event.id}/report?${PERIOD}`)).status).toBe(200);
    await setRate(owner, `/api/groups/${club.id}`, "33.49", 2023, "Independent Sector, 2023");
    expect(
      (
        await t
          .as(schoolAdmin)
          .send(`${parentPath}/value-rates`, { amount: "1", dataYear: 2025, source: "x" })
      ).status,
    ).toBe(403);
  });

  it("rolls sub-partnerships up the same way", async () => {
    const owner = await person("Pat");
    const alliance = await createPartnership(t.deps.db, { name: "Alliance", owner });
    const chapter = await createPartnership(t.deps.db, { name: "Chapter", parent: alliance });
    const local = await createPartnership(t.deps.db, { name: "Local", parent: chapter });
    const ida = await person("Ida");
    await pendingLog(ida, 45, { partnershipId: local.id, status: "verified" });
    const { report } = await reportOf(owner, `/api/partnerships/${alliance.id}`);
    expect(report.summary).toMatchObject({ verifiedMinutes: 45, valueCents: Math.round((45 * 3479) / 60) });
    expect(report.hoursByOrganisation).toMatchObject([{ name: "Local", kind: "partnership", minutes: 45 }]);
    // A partnership's own rate is kept by hours verified for it (here by the alliance's owner).
    await setRate(owner, `/api/partnerships/${local.id}`, "38.00");
    const pending = await pendingLog(ida, 60, { partnershipId: local.id });
    const decided = await t
      .as(owner)
      .send(`/api/partnerships/${local.id}/hours/decisions`, { logIds: [pending], decision: "verified" });
    expect(decided.status).toBe(200);
    expect(await keptRates([pending])).toMatchObject([{ status: "verified", cents: 3800 }]);
  });

  it("refuses a period of more than three years or one that ends before it starts", async () => {
    const { owner, parent } = await district();
    const path = `/api/groups/${parent.id}/report`;
    expect((await t.as(owner).get(`${path}?from=2020-01-01&to=2024-01-01`)).status).toBe(422);
    expect((await t.as(owner).get(`${path}?from=2026-05-01&to=2026-01-01`)).status).toBe(422);
  });
});

describe("report files (issue 30)", () => {
  it("exports each table as CSV, formulas escaped", async () => {
    const { owner, parent } = await district();
    const response = await t
      .as(owner)
      .get(`/api/groups/${parent.id}/report/csv?${PERIOD}&table=hours-by-organisation`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("hours-by-organisation.csv");
    const text = await response.text();
    expect(text).toContain("Organisation,Verified hours,Volunteers,Estimated value (USD)\r\n");
    expect(text).toContain("Chess Club,2,1,60.00\r\n");
    // A cell a spreadsheet would run is written as text.
    expect(text).toContain(`"'=HYPERLINK(""x"")",1.5,2,45.00`);
    expect(text).toContain(VALUE_DISCLAIMER);
    const summary = await (
      await t.as(owner).get(`/api/groups/${parent.id}/report/csv?${PERIOD}&table=summary`)
    ).text();
    expect(summary).toContain("Verified hours,3.5\r\n");
    expect(summary).toContain("Estimated value of volunteer time (USD),105.00\r\n");
    const rates = await (
      await t.as(owner).get(`/api/groups/${parent.id}/report/csv?${PERIOD}&table=rates`)
    ).text();
    expect(rates).toContain("30.00,2025,District figure,3.5,105.00");
    expect((await t.as(owner).get(`/api/groups/${parent.id}/report/csv?${PERIOD}&table=nope`)).status).toBe(
      422,
    );
  });

  it("draws a PDF with the figures, the rates and the disclaimer", async () => {
    const { owner, parent } = await district();
    const response = await t.as(owner).get(`/api/groups/${parent.id}/report/pdf?${PERIOD}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const document = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { text } = await extractText(document, { mergePages: true });
    const pages = text.replace(/\s+/g, " ");
    for (const words of [
      "Impact report: District",
      "Includes 3 subgroups",
      "Verified volunteer hours 3 h 30 min",
      "Estimated value of volunteer time $105.00",
      "Chess Club",
      "District figure",
      "It is not cash, revenue or a tax deduction.",
    ])
      expect(pages).toContain(words);
  });
});

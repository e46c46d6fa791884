import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUR_LOG_MESSAGES } from "../../commands/volunteering/hour-logs";
import { hourLogChanges, volunteerHourLogs } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createEvent, createGroup, createMember, createRegistration } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const outside = { kind: "outside", name: "Riverside Food Bank", supervisorEmail: "sam@riverside.example" };

async function messageOf(response: Response) {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

describe("hours a member logs (issue 29)", () => {
  it("logs hours for one's group, an outside organisation and an event, pending; lists them newest first with their names", async () => {
    const ada = await createMember(t.deps.db, { firstName: "Ada" });
    const group = await createGroup(t.deps.db, { name: "Harbour Scouts" });
    await addMember(t.deps.db, group, ada, "member");
    const event = await createEvent(t.deps.db, { name: "Beach Day" });
    await createRegistration(t.deps.db, event, ada, "volunteer");

    const first = await t.as(ada).send("/api/me/hours", {
      workDate: daysAgo(20),
      minutes: 120,
      description: "Taught knots.",
      organisation: { kind: "group", id: group.id },
      eventId: event.id,
    });
    expect(first.status).toBe(201);
    const second = await t
      .as(ada)
      .send("/api/me/hours", { workDate: daysAgo(2), minutes: 45, organisation: outside });
    expect(second.status).toBe(201);

    const listed = await t.as(ada).request("/api/me/hours");
    const { logs } = (await listed.json()) as { logs: Record<string, unknown>[] };
    expect(logs).toMatchObject([
      {
        workDate: daysAgo(2),
        minutes: 45,
        status: "pending",
        source: "self",
        organisation: { kind: "outside", name: "Riverside Food Bank" },
      },
      {
        workDate: daysAgo(20),
        minutes: 120,
        description: "Taught knots.",
        organisation: { kind: "group", id: group.id, name: "Harbour Scouts" },
        event: { id: event.id, name: "Beach Day" },
      },
    ]);
    // The supervisor's address is the member's to give, not the history's to show.
    expect(JSON.stringify(logs)).not.toContain("sam@riverside.example");
    const [log] = await t.deps.db
      .select()
      .from(volunteerHourLogs)
      .where(eq(volunteerHourLogs.id, String(logs[0]?.id)));
    expect(log?.supervisorEmail).toBe("sam@riverside.example");
    const history = await t.deps.db
      .select()
      .from(hourLogChanges)
      .where(eq(hourLogChanges.logId, String(logs[0]?.id)));
    expect(history.map((line) => [line.change, line.actorId])).toEqual([["logged", ada.id]]);
  });

  it("refuses hours for a group one is not in, an event one did not register for, a day to come or too long ago", async () => {
    const ben = await createMember(t.deps.db);
    const group = await createGroup(t.deps.db);
    const event = await createEvent(t.deps.db);
    const base = { workDate: daysAgo(1), minutes: 60 };
    const notMember = await t
      .as(ben)
      .send("/api/me/hours", { ...base, organisation: { kind: "group", id: group.id } });
    expect(notMember.status).toBe(403);
    expect(await messageOf(notMember)).toBe(HOUR_LOG_MESSAGES.notMember);
    const notRegistered = await t
      .as(ben)
      .send("/api/me/hours", { ...base, organisation: outside, eventId: event.id });
    expect(await messageOf(notRegistered)).toBe(HOUR_LOG_MESSAGES.notRegistered);
    const future = await t
      .as(ben)
      .send("/api/me/hours", { ...base, workDate: daysAgo(-3), organisation: outside });
    expect(future.status).toBe(422);
    expect(await messageOf(future)).toBe(HOUR_LOG_MESSAGES.future);
    const old = await t
      .as(ben)
      .send("/api/me/hours", { ...base, workDate: daysAgo(800), organisation: outside });
    expect(await messageOf(old)).toBe(HOUR_LOG_MESSAGES.tooOld);
    const long = await t.as(ben).send("/api/me/hours", { ...base, minutes: 1441, organisation: outside });
    expect(long.status).toBe(422);
    expect(
      await t.deps.db.select().from(volunteerHourLogs).where(eq(volunteerHourLogs.userId, ben.id)),
    ).toEqual([]);
  });

  it("withdraws pending hours, keeping them, and only one's own and only while pending", async () => {
    const cy = await createMember(t.deps.db);
    const other = await createMember(t.deps.db);
    const made = await t
      .as(cy)
      .send("/api/me/hours", { workDate: daysAgo(1), minutes: 60, organisation: outside });
    const { log } = (await made.json()) as { log: { id: string } };
    expect((await t.as(other).send(`/api/me/hours/${log.id}/withdrawal`, {})).status).toBe(404);
    expect((await t.as(cy).send(`/api/me/hours/${log.id}/withdrawal`, {})).status).toBe(204);
    const again = await t.as(cy).send(`/api/me/hours/${log.id}/withdrawal`, {});
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(HOUR_LOG_MESSAGES.notPending);
    const [kept] = await t.deps.db.select().from(volunteerHourLogs).where(eq(volunteerHourLogs.id, log.id));
    expect(kept?.status).toBe("withdrawn");
    const history = await t.deps.db
      .select()
      .from(hourLogChanges)
      .where(eq(hourLogChanges.logId, log.id))
      .orderBy(asc(hourLogChanges.createdAt));
    expect(history.map((line) => line.change)).toEqual(["logged", "withdrawn"]);
  });

  it("totals verified minutes only, in all, per organisation and per year", async () => {
    const dee = await createMember(t.deps.db);
    const group = await createGroup(t.deps.db, { name: "Library Friends" });
    const rows = [
      { minutes: 90, status: "verified", groupId: group.id, workDate: "2025-12-01" },
      {
        minutes: 30,
        status: "verified",
        outsideOrganisation: "Zoo",
        supervisorEmail: "z@zoo.example",
        workDate: daysAgo(3),
      },
      { minutes: 600, status: "pending", groupId: group.id, workDate: daysAgo(3) },
      { minutes: 60, status: "declined", groupId: group.id, workDate: daysAgo(3) },
    ];
    for (const row of rows) {
      await t.deps.db.insert(volunteerHourLogs).values({ userId: dee.id, source: "self", ...row });
    }
    const totals = await (await t.as(dee).request("/api/me/hours/totals")).json();
    expect(totals).toEqual({
      verified: {
        minutes: 120,
        byOrganisation: [
          { key: `group:${group.id}`, name: "Library Friends", minutes: 90 },
          { key: "outside:Zoo", name: "Zoo", minutes: 30 },
        ],
        byYear: [
          { year: Number(daysAgo(3).slice(0, 4)), minutes: 30 },
          { year: 2025, minutes: 90 },
        ],
      },
    });
  });
});

describe("editing hours (issue 29)", () => {
  it("sends corrected verified hours back for verification, keeps every change with who and why, and shows it", async () => {
    const eve = await createMember(t.deps.db, { firstName: "Eve", lastName: "Editor" });
    const olu = await createMember(t.deps.db, { firstName: "Olu", lastName: "Organiser" });
    const group = await createGroup(t.deps.db, { name: "Park Friends", owner: olu });
    await addMember(t.deps.db, group, eve, "member");
    const made = await t.as(eve).send("/api/me/hours", {
      workDate: daysAgo(6),
      minutes: 60,
      organisation: { kind: "group", id: group.id },
    });
    const { log } = (await made.json()) as { log: { id: string } };
    await t
      .as(olu)
      .send(`/api/groups/${group.id}/hours/decisions`, { logIds: [log.id], decision: "verified" });

    const edited = await t
      .as(eve)
      .send(`/api/me/hours/${log.id}`, { minutes: 90, reason: "I stayed for the clean-up." }, "PATCH");
    expect(edited.status).toBe(204);
    const [row] = await t.deps.db.select().from(volunteerHourLogs).where(eq(volunteerHourLogs.id, log.id));
    expect(row).toMatchObject({ minutes: 90, status: "pending", decidedBy: null, decidedAt: null });

    const { changes } = await (await t.as(eve).get(`/api/me/hours/${log.id}/changes`)).json();
    expect(changes.map((line: { change: string; by: string }) => [line.change, line.by])).toEqual([
      ["logged", "Eve Editor"],
      ["verified", "Olu Organiser"],
      ["edited", "Eve Editor"],
    ]);
    expect(changes[2]).toMatchObject({
      fields: { minutes: [60, 90], status: ["verified", "pending"] },
      note: "I stayed for the clean-up.",
    });
    expect((await t.as(olu).get(`/api/me/hours/${log.id}/changes`)).status).toBe(404);
    expect((await t.as(olu).send(`/api/me/hours/${log.id}`, { minutes: 30 }, "PATCH")).status).toBe(404);
    const nothing = await t.as(eve).send(`/api/me/hours/${log.id}`, { reason: "Just because." }, "PATCH");
    expect(nothing.status).toBe(422);
  });

  it("lets a host correct the minutes of a volunteer's attendance, never their own, and never the volunteer", async () => {
    const host = await createMember(t.deps.db, { firstName: "Hana" });
    const vic = await createMember(t.deps.db);
    const event = await createEvent(t.deps.db, { host });
    const [attended] = await t.deps.db
      .insert(volunteerHourLogs)
      .values({
        userId: vic.id,
        source: "attendance",
        workDate: daysAgo(1),
        minutes: 120,
        eventId: event.id,
        status: "verified",
      })
      .returning({ id: volunteerHourLogs.id });
    const path = `/api/events/${event.id}/hours/${attended?.id}`;
    const noReason = await t.as(host).send(path, { minutes: 150, reason: "" }, "PATCH");
    expect(noReason.status).toBe(422);
    expect(
      (await t.as(host).send(path, { minutes: 150, reason: "Stayed to pack up." }, "PATCH")).status,
    ).toBe(204);
    const [row] = await t.deps.db
      .select()
      .from(volunteerHourLogs)
      .where(eq(volunteerHourLogs.id, attended?.id ?? ""));
    expect(row).toMatchObject({ minutes: 150, status: "verified" });
    const refused = await t.as(vic).send(`/api/me/hours/${attended?.id}`, { minutes: 500 }, "PATCH");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(HOUR_LOG_MESSAGES.attendanceByHost);
    expect((await t.as(vic).send(path, { minutes: 500, reason: "More." }, "PATCH")).status).toBe(403);
  });
});

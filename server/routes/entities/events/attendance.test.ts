import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_SCHEDULES } from "../../../background";
import { ATTENDANCE_MESSAGES } from "../../../commands/volunteering/attendance";
import { closeForgottenCheckIns } from "../../../commands/volunteering/close-forgotten-check-ins";
import { SELF_CHECK_IN_MESSAGES } from "../../../commands/volunteering/self-check-in";
import { hourLogChanges, shiftAssignments, volunteerHourLogs } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/app";
import {
  addMember,
  assignShift,
  createEvent,
  createMember,
  createShift,
  type EntityFixture,
  type MemberFixture,
} from "../../../test/factories";
import { FORGOTTEN_CHECK_INS_JOB } from "../../../volunteering/forgotten-check-ins";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const person = (firstName: string) => createMember(t.deps.db, { firstName, lastName: "Volunteer" });

/** An event hosted by a new member, with one shift from `startIn` to `endIn` (ms from now). */
async function rosterOf(startIn: number, endIn: number) {
  const host = await person("Hana");
  const event = await createEvent(t.deps.db, { host, startDate: new Date(Date.now() + startIn) });
  const shift = await createShift(t.deps.db, event, {
    name: "Sorting",
    start: new Date(Date.now() + startIn),
    end: new Date(Date.now() + endIn),
  });
  const volunteer = await person("Vic");
  await assignShift(t.deps.db, shift.shiftId, volunteer);
  const shiftPath = `/api/events/${event.id}/shifts/${shift.shiftId}`;
  return { host, event, shift, volunteer, shiftPath };
}

const act = (as: MemberFixture, shiftPath: string, who: MemberFixture, action: string) =>
  t.as(as).send(`${shiftPath}/volunteers/${who.id}/attendance`, { action });

async function messageOf(response: Response) {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

interface RosterRow {
  member: { userId: string };
  attendance: {
    state: string;
    checkedInAt: string | null;
    checkedOutAt: string | null;
    closedAutomatically: boolean;
    noShowCount: number;
    hours: { minutes: number; status: string } | null;
  };
}

async function rosterRow(host: MemberFixture, shiftPath: string, who: MemberFixture) {
  const response = await t.as(host).request(`${shiftPath}/volunteers`);
  expect(response.status).toBe(200);
  const { volunteers } = (await response.json()) as { volunteers: RosterRow[] };
  const row = volunteers.find((one) => one.member.userId === who.id);
  if (!row) throw new Error("the volunteer is not on the roster");
  return row.attendance;
}

async function logsOf(member: MemberFixture) {
  return t.deps.db.select().from(volunteerHourLogs).where(eq(volunteerHourLogs.userId, member.id));
}

async function historyOf(logId: string) {
  return t.deps.db
    .select()
    .from(hourLogChanges)
    .where(eq(hourLogChanges.logId, logId))
    .orderBy(asc(hourLogChanges.createdAt), asc(hourLogChanges.id));
}

describe("check-in at the shift roster (issue 29)", () => {
  it("checks a volunteer in and out: the roster shows it and the hours are recorded as verified by the host", async () => {
    const { host, volunteer, shiftPath, shift, event } = await rosterOf(-30 * MINUTE, 2 * HOUR);
    expect((await rosterRow(host, shiftPath, volunteer)).state).toBe("expected");

    expect((await act(host, shiftPath, volunteer, "check-in")).status).toBe(204);
    const inside = await rosterRow(host, shiftPath, volunteer);
    expect(inside).toMatchObject({ state: "checkedIn", checkedOutAt: null, hours: null });
    expect(Date.parse(inside.checkedInAt ?? "")).toBeGreaterThan(Date.now() - MINUTE);
    expect(await messageOf(await act(host, shiftPath, volunteer, "check-in"))).toBe(
      ATTENDANCE_MESSAGES.alreadyIn,
    );

    expect((await act(host, shiftPath, volunteer, "check-out")).status).toBe(204);
    const out = await rosterRow(host, shiftPath, volunteer);
    expect(out).toMatchObject({ state: "checkedOut", closedAutomatically: false });
    expect(out.hours).toMatchObject({ minutes: 1, status: "verified" });

    const [log] = await logsOf(volunteer);
    expect(log).toMatchObject({
      source: "attendance",
      status: "verified",
      decidedBy: host.id,
      eventId: event.id,
      shiftId: shift.shiftId,
      shiftName: "Sorting",
      minutes: 1,
    });
    expect((await historyOf(log?.id ?? "")).map((line) => [line.change, line.actorId])).toEqual([
      ["recorded", host.id],
    ]);
  });

  it("opens check-in an hour before the shift and closes it at its end", async () => {
    const early = await rosterOf(61 * MINUTE, 3 * HOUR);
    const refused = await act(early.host, early.shiftPath, early.volunteer, "check-in");
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe("Check-in opens 60 minutes before the shift starts.");

    const soon = await rosterOf(59 * MINUTE, 3 * HOUR);
    expect((await act(soon.host, soon.shiftPath, soon.volunteer, "check-in")).status).toBe(204);

    const over = await rosterOf(-3 * HOUR, -MINUTE);
    const late = await act(over.host, over.shiftPath, over.volunteer, "check-in");
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(ATTENDANCE_MESSAGES.ended);
  });

  it("marks a no-show once the shift has started, counts it for the hosts of the volunteer's other events, and undoes it", async () => {
    const ahead = await rosterOf(30 * MINUTE, 2 * HOUR);
    const tooSoon = await act(ahead.host, ahead.shiftPath, ahead.volunteer, "no-show");
    expect(await messageOf(tooSoon)).toBe(ATTENDANCE_MESSAGES.notStarted);

    const { host, volunteer, shiftPath } = await rosterOf(-10 * MINUTE, HOUR);
    expect((await act(host, shiftPath, volunteer, "no-show")).status).toBe(204);
    expect(await rosterRow(host, shiftPath, volunteer)).toMatchObject({ state: "noShow", noShowCount: 1 });
    expect(await messageOf(await act(host, shiftPath, volunteer, "check-in"))).toBe(
      ATTENDANCE_MESSAGES.noShow,
    );

    // Another host sees it when the volunteer takes a shift of theirs.
    const other = await rosterOf(5 * 86_400_000, 5 * 86_400_000 + HOUR);
    await assignShift(t.deps.db, other.shift.shiftId, volunteer);
    expect(await rosterRow(other.host, other.shiftPath, volunteer)).toMatchObject({
      state: "expected",
      noShowCount: 1,
    });

    expect((await act(host, shiftPath, volunteer, "undo")).status).toBe(204);
    expect(await rosterRow(host, shiftPath, volunteer)).toMatchObject({ state: "expected", noShowCount: 0 });
    expect(await messageOf(await act(host, shiftPath, volunteer, "undo"))).toBe(ATTENDANCE_MESSAGES.nothing);
  });

  it("undoes a check-out by withdrawing its hours, and records them again on the next one, keeping every change", async () => {
    const { host, volunteer, shiftPath } = await rosterOf(-30 * MINUTE, 2 * HOUR);
    await act(host, shiftPath, volunteer, "check-in");
    await act(host, shiftPath, volunteer, "check-out");
    expect((await act(host, shiftPath, volunteer, "undo")).status).toBe(204);
    expect(await rosterRow(host, shiftPath, volunteer)).toMatchObject({
      state: "checkedIn",
      hours: { status: "withdrawn" },
    });
    expect((await act(host, shiftPath, volunteer, "check-out")).status).toBe(204);

    const logs = await logsOf(volunteer);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.status).toBe("verified");
    const history = await historyOf(logs[0]?.id ?? "");
    expect(history.map((line) => line.change)).toEqual(["recorded", "check_out_undone", "recorded"]);
    expect(history[2]?.fields).toEqual({ status: ["withdrawn", "verified"] });

    // Undoing the check-in itself once checked out again takes two undos: out first, then in.
    await act(host, shiftPath, volunteer, "undo");
    expect((await act(host, shiftPath, volunteer, "undo")).status).toBe(204);
    expect((await rosterRow(host, shiftPath, volunteer)).state).toBe("expected");
  });

  it("never lets anyone verify their own hours: a host checking themselves out leaves them pending", async () => {
    const { host, shift, shiftPath } = await rosterOf(-30 * MINUTE, 2 * HOUR);
    await assignShift(t.deps.db, shift.shiftId, host);
    await act(host, shiftPath, host, "check-in");
    await act(host, shiftPath, host, "check-out");
    const [log] = await logsOf(host);
    expect(log).toMatchObject({ status: "pending", decidedBy: null });
  });

  it("is for the event's hosts and admins only, and only for those on the shift", async () => {
    const { host, event, volunteer, shiftPath } = await rosterOf(-30 * MINUTE, 2 * HOUR);
    const admin = await person("Ada");
    await addMember(t.deps.db, event as EntityFixture, admin, "admin");
    const member = await person("Mo");
    await addMember(t.deps.db, event as EntityFixture, member, "member");

    expect((await act(member, shiftPath, volunteer, "check-in")).status).toBe(403);
    expect((await act(volunteer, shiftPath, volunteer, "check-in")).status).toBe(403);
    expect((await rosterRow(host, shiftPath, volunteer)).state).toBe("expected");
    expect((await act(admin, shiftPath, volunteer, "check-in")).status).toBe(204);

    const response = await act(host, shiftPath, member, "check-in");
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe(ATTENDANCE_MESSAGES.notHeld);
    expect((await act(host, shiftPath, volunteer, "teleport")).status).toBe(422);
  });

  it("closes a check-in nobody checked out at the shift's end, flags its hours for review, and keeps them when the shift is deleted", async () => {
    expect(SERVER_SCHEDULES.some((schedule) => schedule.kind === FORGOTTEN_CHECK_INS_JOB)).toBe(true);
    const { host, volunteer, shift, shiftPath } = await rosterOf(-3 * HOUR, -10 * MINUTE);
    const other = await person("Ola");
    await assignShift(t.deps.db, shift.shiftId, other, {
      checkedInAt: new Date(Date.now() - 4 * HOUR),
      checkedOutAt: new Date(Date.now() - 2 * HOUR),
      checkInMethod: "roster",
    });
    // Checked in 80 minutes before the end.
    await t.deps.db
      .update(shiftAssignments)
      .set({ checkedInAt: new Date(Date.now() - 90 * MINUTE), checkInMethod: "roster" })
      .where(eq(shiftAssignments.userId, volunteer.id));

    expect(await closeForgottenCheckIns(t.deps.db, new Date())).toBe(1);
    expect(await closeForgottenCheckIns(t.deps.db, new Date())).toBe(0);

    const row = await rosterRow(host, shiftPath, volunteer);
    expect(row).toMatchObject({ state: "checkedOut", closedAutomatically: true });
    expect(row.checkedOutAt).toBe(shift.endTime.toISOString());
    expect(row.hours).toMatchObject({ minutes: 80, status: "pending" });
    const [log] = await logsOf(volunteer);
    expect(log).toMatchObject({ flag: "missing_check_out", status: "pending", decidedBy: null });
    expect((await historyOf(log?.id ?? "")).map((line) => [line.change, line.actorId])).toEqual([
      ["closed_automatically", null],
    ]);
    // The one checked out by hand was left alone.
    expect(await logsOf(other)).toEqual([]);

    expect((await t.as(host).request(shiftPath, { method: "DELETE" })).status).toBe(204);
    const [kept] = await logsOf(volunteer);
    expect(kept).toMatchObject({ id: log?.id, shiftId: null, shiftName: "Sorting", minutes: 80 });
  });
});

describe("check-in by the event's QR code (issue 29)", () => {
  async function withCode(startIn: number, endIn: number) {
    const roster = await rosterOf(startIn, endIn);
    const made = await t.as(roster.host).send(`/api/events/${roster.event.id}/check-in-code`, {});
    expect(made.status).toBe(201);
    const { checkIn } = (await made.json()) as { checkIn: { code: string; path: string } };
    expect(checkIn.path).toBe(`/events/${roster.event.id}/check-in?code=${encodeURIComponent(checkIn.code)}`);
    const self = (who: MemberFixture, action: string, code = checkIn.code) =>
      t.as(who).send(`/api/events/${roster.event.id}/check-in`, { code, action });
    return { ...roster, code: checkIn.code, self };
  }

  it("checks a volunteer on a shift under way in and out by themselves, pending verification", async () => {
    const { host, volunteer, shiftPath, self, event } = await withCode(-10 * MINUTE, 2 * HOUR);
    const checkedIn = await self(volunteer, "check-in");
    expect(checkedIn.status).toBe(200);
    const { shifts } = (await checkedIn.json()) as { shifts: { name: string; state: string }[] };
    expect(shifts).toMatchObject([{ name: "Sorting", state: "checkedIn" }]);
    expect(await rosterRow(host, shiftPath, volunteer)).toMatchObject({ state: "checkedIn" });
    expect(await messageOf(await self(volunteer, "check-in"))).toBe(ATTENDANCE_MESSAGES.alreadyIn);

    expect((await self(volunteer, "check-out")).status).toBe(200);
    const [log] = await logsOf(volunteer);
    expect(log).toMatchObject({ status: "pending", decidedBy: null, minutes: 1 });
    const mine = await t.as(volunteer).request(`/api/events/${event.id}/check-in`);
    expect(((await mine.json()) as { shifts: { state: string; hours: unknown }[] }).shifts).toMatchObject([
      { state: "checkedOut", hours: { minutes: 1, status: "pending" } },
    ]);
  });

  it("refuses outside the window, without the current code, and to those without a shift", async () => {
    const early = await withCode(2 * HOUR, 4 * HOUR);
    const refused = await early.self(early.volunteer, "check-in");
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe("Check-in opens 60 minutes before the shift starts.");

    const over = await withCode(-3 * HOUR, -MINUTE);
    expect(await messageOf(await over.self(over.volunteer, "check-in"))).toBe(ATTENDANCE_MESSAGES.ended);

    const open = await withCode(-10 * MINUTE, HOUR);
    const wrong = await open.self(open.volunteer, "check-in", "a-guessed-code");
    expect(wrong.status).toBe(403);
    expect(await messageOf(wrong)).toBe(SELF_CHECK_IN_MESSAGES.wrongCode);
    // A new code: the old one stops working.
    await t.as(open.host).send(`/api/events/${open.event.id}/check-in-code`, {});
    expect((await open.self(open.volunteer, "check-in")).status).toBe(403);

    const passerby = await person("Pat");
    const fresh = await withCode(-10 * MINUTE, HOUR);
    const none = await fresh.self(passerby, "check-in");
    expect(none.status).toBe(404);
    expect(await messageOf(none)).toBe(SELF_CHECK_IN_MESSAGES.noShift);
    expect(await messageOf(await fresh.self(fresh.volunteer, "check-out"))).toBe(
      SELF_CHECK_IN_MESSAGES.notIn,
    );
    expect(await logsOf(fresh.volunteer)).toEqual([]);
  });

  it("shows the code to the event's hosts only", async () => {
    const { host, volunteer, event, code } = await withCode(-10 * MINUTE, HOUR);
    const shown = await t.as(host).request(`/api/events/${event.id}/check-in-code`);
    expect(((await shown.json()) as { checkIn: { code: string } }).checkIn.code).toBe(code);
    expect((await t.as(volunteer).request(`/api/events/${event.id}/check-in-code`)).status).toBe(403);
  });
});

import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDED_TIME_MESSAGES } from "../../../../shared/volunteering";
import { ATTENDANCE_MESSAGES } from "../../../commands/volunteering/attendance";
import { closeForgottenCheckIns } from "../../../commands/volunteering/close-forgotten-check-ins";
import { SELF_CHECK_IN_MESSAGES } from "../../../commands/volunteering/self-check-in";
import { domainEvents, shiftAssignments, volunteerHourLogs } from "../../../db/schema";
import { createTestApp, postJson, type TestApp } from "../../../test/app";
import {
  addMember,
  assignShift,
  createEvent,
  createMember,
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
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

/** A roster action sent by `as`, with when it happened and its id when made offline. */
const act = (
  as: MemberFixture,
  shiftPath: string,
  who: MemberFixture,
  action: string,
  offline: { recordedAt?: string; actionId?: string } = {},
) => t.as(as).send(`${shiftPath}/volunteers/${who.id}/attendance`, { action, ...offline });

const queued = (recordedAt: string) => ({ recordedAt, actionId: randomUUID() });

async function messageOf(response: Response) {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

async function assignmentOf(shiftId: string, who: MemberFixture) {
  const [row] = await t.deps.db
    .select()
    .from(shiftAssignments)
    .where(and(eq(shiftAssignments.shiftId, shiftId), eq(shiftAssignments.userId, who.id)));
  if (!row) throw new Error("no assignment");
  return row;
}

async function rosterRow(host: MemberFixture, shiftPath: string, who: MemberFixture) {
  const response = await t.as(host).request(`${shiftPath}/volunteers`);
  const { volunteers } = (await response.json()) as {
    volunteers: {
      member: { userId: string };
      attendance: {
        state: string;
        checkedInAt: string | null;
        checkedOutAt: string | null;
        syncedAt: string | null;
        closedAutomatically: boolean;
        hours: { minutes: number; status: string } | null;
      };
    }[];
  };
  const row = volunteers.find((one) => one.member.userId === who.id);
  if (!row) throw new Error("the volunteer is not on the roster");
  return row.attendance;
}

async function logOf(member: MemberFixture) {
  const [log] = await t.deps.db
    .select()
    .from(volunteerHourLogs)
    .where(eq(volunteerHourLogs.userId, member.id));
  return log;
}

async function attendanceEvents(eventId: number) {
  return t.deps.db
    .select()
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.subjectType, "event"),
        eq(domainEvents.subjectId, String(eventId)),
        eq(domainEvents.type, "attendance.changed"),
      ),
    )
    .orderBy(asc(domainEvents.id));
}

describe("roster actions made offline and sent later (issue 31)", () => {
  it("records a check-in and check-out at the times they happened, counts the hours between them, and marks them as sent late", async () => {
    const { host, event, volunteer, shiftPath } = await rosterOf(-HOUR, 2 * HOUR);
    const checkedIn = ago(50 * MINUTE);
    expect((await act(host, shiftPath, volunteer, "check-in", queued(checkedIn))).status).toBe(204);
    const inside = await rosterRow(host, shiftPath, volunteer);
    expect(inside).toMatchObject({ state: "checkedIn", checkedInAt: checkedIn });
    expect(Date.parse(inside.syncedAt ?? "")).toBeGreaterThan(Date.now() - MINUTE);

    const checkedOut = ago(5 * MINUTE);
    expect((await act(host, shiftPath, volunteer, "check-out", queued(checkedOut))).status).toBe(204);
    const out = await rosterRow(host, shiftPath, volunteer);
    expect(out).toMatchObject({
      state: "checkedOut",
      checkedInAt: checkedIn,
      checkedOutAt: checkedOut,
      hours: { minutes: 45, status: "verified" },
    });
    expect(out.syncedAt).not.toBeNull();
    expect((await logOf(volunteer))?.minutes).toBe(45);
    const recorded = (await attendanceEvents(event.id)).map((one) => one.payload.recordedAt);
    expect(recorded).toEqual([checkedIn, checkedOut]);
  });

  it("leaves an action made online unmarked, even with a time a few seconds old", async () => {
    const { host, volunteer, shiftPath } = await rosterOf(-HOUR, 2 * HOUR);
    expect((await act(host, shiftPath, volunteer, "check-in", queued(ago(3_000)))).status).toBe(204);
    expect((await rosterRow(host, shiftPath, volunteer)).syncedAt).toBeNull();
  });

  it("refuses a time in the future beyond the clock's allowance and one too old, in words, and sets a slightly fast clock back to now", async () => {
    const { host, volunteer, shiftPath, shift } = await rosterOf(-HOUR, 2 * HOUR);
    const ahead = await act(host, shiftPath, volunteer, "check-in", queued(ago(-5 * MINUTE)));
    expect(ahead.status).toBe(422);
    expect(await messageOf(ahead)).toBe(RECORDED_TIME_MESSAGES.future);

    const old = await rosterOf(-26 * HOUR, 2 * HOUR);
    const stale = await act(old.host, old.shiftPath, old.volunteer, "check-in", queued(ago(25 * HOUR)));
    expect(stale.status).toBe(422);
    expect(await messageOf(stale)).toBe(RECORDED_TIME_MESSAGES.tooOld);
    expect((await assignmentOf(old.shift.shiftId, old.volunteer)).checkedInAt).toBeNull();

    expect((await act(host, shiftPath, volunteer, "check-in", queued(ago(-MINUTE)))).status).toBe(204);
    const stored = (await assignmentOf(shift.shiftId, volunteer)).checkedInAt as Date;
    expect(stored.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await messageOf(await act(host, shiftPath, volunteer, "check-in", { recordedAt: "soon" }))).toBe(
      "The time it was recorded must be a date and time.",
    );
  });

  it("applies the shift's rules at the recorded time: the check-in window, a no-show once started, a check-out after the check-in", async () => {
    // Check-in opened an hour before the start, 90 minutes ago; a check-in recorded before that is refused.
    const early = await rosterOf(-30 * MINUTE, 2 * HOUR);
    const before = await act(
      early.host,
      early.shiftPath,
      early.volunteer,
      "check-in",
      queued(ago(100 * MINUTE)),
    );
    expect(before.status).toBe(409);
    expect(await messageOf(before)).toBe(ATTENDANCE_MESSAGES.notOpen);
    const tooSoon = await act(
      early.host,
      early.shiftPath,
      early.volunteer,
      "no-show",
      queued(ago(40 * MINUTE)),
    );
    expect(await messageOf(tooSoon)).toBe(ATTENDANCE_MESSAGES.notStarted);

    // A shift that ended an hour ago: a check-in made while it ran arrives now and is kept …
    const ended = await rosterOf(-3 * HOUR, -HOUR);
    const during = await act(ended.host, ended.shiftPath, ended.volunteer, "check-in", queued(ago(2 * HOUR)));
    expect(during.status).toBe(204);
    // … one recorded after its end is not.
    const other = await person("Ola");
    await assignShift(t.deps.db, ended.shift.shiftId, other);
    const after = await act(ended.host, ended.shiftPath, other, "check-in", queued(ago(30 * MINUTE)));
    expect(await messageOf(after)).toBe(ATTENDANCE_MESSAGES.ended);

    const { host, volunteer, shiftPath } = await rosterOf(-HOUR, 2 * HOUR);
    await act(host, shiftPath, volunteer, "check-in", queued(ago(30 * MINUTE)));
    const backwards = await act(host, shiftPath, volunteer, "check-out", queued(ago(40 * MINUTE)));
    expect(backwards.status).toBe(409);
    expect(await messageOf(backwards)).toBe(ATTENDANCE_MESSAGES.outBeforeIn);
    expect((await rosterRow(host, shiftPath, volunteer)).state).toBe("checkedIn");
  });

  it("changes nothing when the same action is sent again, even after later ones", async () => {
    const { host, event, volunteer, shiftPath } = await rosterOf(-HOUR, 2 * HOUR);
    const checkIn = queued(ago(20 * MINUTE));
    expect((await act(host, shiftPath, volunteer, "check-in", checkIn)).status).toBe(204);
    expect((await act(host, shiftPath, volunteer, "check-in", checkIn)).status).toBe(204);
    await act(host, shiftPath, volunteer, "check-out", queued(ago(10 * MINUTE)));
    // The answer to the first send was lost on the way: the device sends it once more.
    expect((await act(host, shiftPath, volunteer, "check-in", checkIn)).status).toBe(204);
    expect(await rosterRow(host, shiftPath, volunteer)).toMatchObject({
      state: "checkedOut",
      checkedInAt: checkIn.recordedAt,
      hours: { minutes: 10 },
    });
    expect(await attendanceEvents(event.id)).toHaveLength(2);
  });

  it("ends in the right state whatever order the devices' actions arrive in", async () => {
    const { host, event, volunteer, shiftPath, shift } = await rosterOf(-HOUR, 2 * HOUR);
    const admin = await person("Ada");
    await addMember(t.deps.db, event as EntityFixture, admin, "admin");
    // Ada, online, checks Vic in and out; Hana's check-in from 40 minutes ago arrives after.
    const adaIn = ago(30 * MINUTE);
    await act(admin, shiftPath, volunteer, "check-in", queued(adaIn));
    await act(admin, shiftPath, volunteer, "check-out");
    const late = await act(host, shiftPath, volunteer, "check-in", queued(ago(40 * MINUTE)));
    expect(await messageOf(late)).toBe(ATTENDANCE_MESSAGES.alreadyOut);
    // Hana's undo, made offline before Ada's check-out, does not undo it.
    const undo = await act(host, shiftPath, volunteer, "undo", queued(ago(20 * MINUTE)));
    expect(undo.status).toBe(409);
    expect(await messageOf(undo)).toBe(ATTENDANCE_MESSAGES.laterChange);
    expect(await rosterRow(host, shiftPath, volunteer)).toMatchObject({
      state: "checkedOut",
      checkedInAt: adaIn,
    });
    // Another host's id does not stand for Hana's: the same id from Ada is a different action.
    const shared = randomUUID();
    const second = await person("Sam");
    await assignShift(t.deps.db, shift.shiftId, second);
    await act(host, shiftPath, second, "check-in", { recordedAt: ago(10 * MINUTE), actionId: shared });
    expect(
      (await act(admin, shiftPath, second, "check-out", { recordedAt: ago(MINUTE), actionId: shared }))
        .status,
    ).toBe(204);
    expect((await rosterRow(host, shiftPath, second)).state).toBe("checkedOut");
  });

  it("lets a check-out made offline replace the server's closing of a forgotten check-in, with the hours it counts", async () => {
    const { host, volunteer, shiftPath, shift } = await rosterOf(-3 * HOUR, -10 * MINUTE);
    await t.deps.db
      .update(shiftAssignments)
      .set({ checkedInAt: new Date(Date.now() - 170 * MINUTE), checkInMethod: "roster" })
      .where(eq(shiftAssignments.userId, volunteer.id));
    // Other tests' ended shifts may be closed by the same run.
    expect(await closeForgottenCheckIns(t.deps.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await logOf(volunteer))?.flag).toBe("missing_check_out");

    const left = ago(2 * HOUR);
    expect((await act(host, shiftPath, volunteer, "check-out", queued(left))).status).toBe(204);
    expect(await rosterRow(host, shiftPath, volunteer)).toMatchObject({
      state: "checkedOut",
      checkedOutAt: left,
      closedAutomatically: false,
      hours: { minutes: 50, status: "verified" },
    });
    expect((await logOf(volunteer))?.flag).toBeNull();
    // A second check-out is refused as before.
    expect(await messageOf(await act(host, shiftPath, volunteer, "check-out", queued(ago(HOUR))))).toBe(
      ATTENDANCE_MESSAGES.alreadyOut,
    );
    expect((await assignmentOf(shift.shiftId, volunteer)).closedAutomatically).toBe(false);
  });

  it("checks the right to run the roster when the action arrives: signed out, a volunteer for anyone, and a host who lost the right are refused", async () => {
    const { host, event, volunteer, shiftPath } = await rosterOf(-HOUR, 2 * HOUR);
    const body = { action: "check-in", ...queued(ago(10 * MINUTE)) };
    expect(
      (await t.request(`${shiftPath}/volunteers/${volunteer.id}/attendance`, postJson(body))).status,
    ).toBe(401);
    expect((await act(volunteer, shiftPath, volunteer, "check-in", queued(ago(10 * MINUTE)))).status).toBe(
      403,
    );

    const admin = await person("Ada");
    await addMember(t.deps.db, event as EntityFixture, admin, "admin");
    // Ada checked Vic in with no connection; by the time it is sent she is an admin no more.
    await addMember(t.deps.db, event as EntityFixture, admin, "member");
    expect((await act(admin, shiftPath, volunteer, "check-in", queued(ago(10 * MINUTE)))).status).toBe(403);
    expect((await rosterRow(host, shiftPath, volunteer)).state).toBe("expected");
  });
});

describe("a QR check-in made offline and sent later (issue 31)", () => {
  async function withCode(startIn: number, endIn: number) {
    const roster = await rosterOf(startIn, endIn);
    const made = await t.as(roster.host).send(`/api/events/${roster.event.id}/check-in-code`, {});
    const { checkIn } = (await made.json()) as { checkIn: { code: string } };
    const self = (
      who: MemberFixture,
      action: string,
      offline: { recordedAt?: string; actionId?: string } = {},
    ) =>
      t.as(who).send(`/api/events/${roster.event.id}/check-in`, { code: checkIn.code, action, ...offline });
    return { ...roster, code: checkIn.code, self };
  }

  it("checks the volunteer in at the time they scanned, once however often it is sent, and only themselves", async () => {
    const { host, volunteer, shiftPath, self, event } = await withCode(-HOUR, 2 * HOUR);
    const scan = queued(ago(15 * MINUTE));
    const first = await self(volunteer, "check-in", scan);
    expect(first.status).toBe(200);
    const again = await self(volunteer, "check-in", scan);
    expect(again.status).toBe(200);
    const { shifts } = (await again.json()) as {
      shifts: { state: string; checkedInAt: string; syncedAt: string }[];
    };
    expect(shifts).toMatchObject([{ state: "checkedIn", checkedInAt: scan.recordedAt }]);
    expect(shifts[0]?.syncedAt).not.toBeNull();
    expect(await rosterRow(host, shiftPath, volunteer)).toMatchObject({ checkedInAt: scan.recordedAt });
    expect(await attendanceEvents(event.id)).toHaveLength(1);

    // A passer-by on no shift checks nobody in, whatever time they send.
    const passerby = await person("Pat");
    expect(await messageOf(await self(passerby, "check-in", queued(ago(MINUTE))))).toBe(
      SELF_CHECK_IN_MESSAGES.noShift,
    );
    expect(await messageOf(await self(volunteer, "check-out", queued(ago(-10 * MINUTE))))).toBe(
      RECORDED_TIME_MESSAGES.future,
    );
    expect((await self(volunteer, "check-out", queued(ago(5 * MINUTE)))).status).toBe(200);
    expect((await logOf(volunteer))?.minutes).toBe(10);
  });

  it("chooses the shift whose window was open when they scanned, and reaches a check-in the server closed at the shift's end", async () => {
    // The shift ended ten minutes ago; Vic scanned in at its start and out just before its end.
    const { host, volunteer, shiftPath, self } = await withCode(-2 * HOUR, -10 * MINUTE);
    expect((await self(volunteer, "check-in", queued(ago(2 * HOUR)))).status).toBe(200);
    // Other tests' ended shifts may be closed by the same run.
    expect(await closeForgottenCheckIns(t.deps.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await self(volunteer, "check-out", queued(ago(20 * MINUTE)))).status).toBe(200);
    expect(await rosterRow(host, shiftPath, volunteer)).toMatchObject({
      state: "checkedOut",
      closedAutomatically: false,
      hours: { minutes: 100, status: "pending" },
    });
    // Scanning in after the end is refused, in words.
    const late = await withCode(-2 * HOUR, -10 * MINUTE);
    expect(await messageOf(await late.self(late.volunteer, "check-in", queued(ago(5 * MINUTE))))).toBe(
      ATTENDANCE_MESSAGES.ended,
    );
  });
});

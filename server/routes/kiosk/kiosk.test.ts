import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KIOSK_TOKEN_HEADER } from "../../../shared/volunteering";
import { shiftAssignments, volunteerHourLogs } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import {
  addMember,
  assignShift,
  createEvent,
  createMember,
  createShift,
  type MemberFixture,
} from "../../test/factories";
import { KIOSK_ENDED, KIOSK_HOST_GONE } from ".";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const person = (firstName: string, lastName = "Volunteer") =>
  createMember(t.deps.db, { firstName, lastName });

/** An event run by an admin (its owner is someone else), with Ada on a shift under way and Adam on one tomorrow. */
async function kioskEvent() {
  const owner = await person("Olga", "Owner");
  const admin = await person("Alma", "Admin");
  const event = await createEvent(t.deps.db, { host: owner, startDate: new Date(Date.now() - HOUR) });
  await addMember(t.deps.db, event, admin, "admin");
  const now = await createShift(t.deps.db, event, {
    name: "Welcome desk",
    start: new Date(Date.now() - 10 * MINUTE),
    end: new Date(Date.now() + 2 * HOUR),
  });
  const tomorrow = await createShift(t.deps.db, event, {
    name: "Tomorrow's desk",
    start: new Date(Date.now() + 24 * HOUR),
    end: new Date(Date.now() + 26 * HOUR),
  });
  const ada = await person("Ada");
  const adam = await person("Adam");
  await assignShift(t.deps.db, now.shiftId, ada);
  await assignShift(t.deps.db, tomorrow.shiftId, adam);
  const opened = await t.as(admin).send(`/api/events/${event.id}/kiosks`, {});
  expect(opened.status).toBe(201);
  const { kiosk } = (await opened.json()) as { kiosk: { id: string; token: string } };
  const asKiosk = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set(KIOSK_TOKEN_HEADER, kiosk.token);
    headers.set("origin", t.deps.config.PUBLIC_URL);
    return t.request(path, { ...init, headers });
  };
  const record = (body: Record<string, string>) =>
    asKiosk("/api/kiosk/attendance", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  return { owner, admin, event, now, tomorrow, ada, adam, kiosk, asKiosk, record };
}

async function messageOf(response: Response) {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

const stateOf = async (shiftId: string, who: MemberFixture) =>
  (
    await t.deps.db
      .select()
      .from(shiftAssignments)
      .where(eq(shiftAssignments.shiftId, shiftId))
      .then((rows) => rows.filter((row) => row.userId === who.id))
  )[0];

describe("kiosk (issue 29)", () => {
  it("shows its event, finds volunteers it may check in now by the start of their name, and checks them in and out with pending hours", async () => {
    const { event, now, ada, adam, asKiosk, record } = await kioskEvent();
    const shown = await asKiosk("/api/kiosk");
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ kiosk: { event: { id: event.id } } });

    const found = await asKiosk("/api/kiosk/volunteers?q=ad");
    const { volunteers } = (await found.json()) as { volunteers: Record<string, unknown>[] };
    // Adam's shift is tomorrow: not his time yet. Nothing but a first name and an initial shows.
    expect(volunteers).toEqual([
      expect.objectContaining({
        userId: ada.id,
        name: "Ada V.",
        shiftName: "Welcome desk",
        state: "expected",
      }),
    ]);
    expect(JSON.stringify(volunteers)).not.toContain("@");
    expect(volunteers.some((one) => one.userId === adam.id)).toBe(false);

    expect((await record({ shiftId: now.shiftId, userId: ada.id, action: "check-in" })).status).toBe(204);
    expect(await stateOf(now.shiftId, ada)).toMatchObject({ checkInMethod: "kiosk" });
    const again = (await (await asKiosk("/api/kiosk/volunteers?q=Ada V")).json()) as {
      volunteers: { state: string }[];
    };
    expect(again.volunteers).toMatchObject([{ state: "checkedIn" }]);
    expect((await record({ shiftId: now.shiftId, userId: ada.id, action: "check-out" })).status).toBe(204);
    const [log] = await t.deps.db
      .select()
      .from(volunteerHourLogs)
      .where(eq(volunteerHourLogs.userId, ada.id));
    expect(log).toMatchObject({ status: "pending", decidedBy: null });
    // Checked out: the kiosk has nothing more to do for her.
    expect(
      ((await (await asKiosk("/api/kiosk/volunteers?q=ada")).json()) as { volunteers: [] }).volunteers,
    ).toEqual([]);
  });

  it("acts only at its own event and for volunteers on the shift, and refuses outside the window", async () => {
    const { tomorrow, adam, ada, record } = await kioskEvent();
    const other = await kioskEvent();
    const elsewhere = await record({ shiftId: other.now.shiftId, userId: other.ada.id, action: "check-in" });
    expect(elsewhere.status).toBe(404);
    expect(await stateOf(other.now.shiftId, other.ada)).toMatchObject({ checkedInAt: null });
    const early = await record({ shiftId: tomorrow.shiftId, userId: adam.id, action: "check-in" });
    expect(await messageOf(early)).toBe("Check-in opens 60 minutes before the shift starts.");
    expect((await record({ shiftId: tomorrow.shiftId, userId: ada.id, action: "check-in" })).status).toBe(
      404,
    );
  });

  it("stops when a host ends it, and when its starter no longer runs the event's volunteers", async () => {
    const first = await kioskEvent();
    const list = await t.as(first.owner).request(`/api/events/${first.event.id}/kiosks`);
    expect(((await list.json()) as { kiosks: { id: string; startedBy: string }[] }).kiosks).toMatchObject([
      { id: first.kiosk.id, startedBy: "Alma Admin" },
    ]);
    expect(
      (
        await t
          .as(first.owner)
          .request(`/api/events/${first.event.id}/kiosks/${first.kiosk.id}`, { method: "DELETE" })
      ).status,
    ).toBe(204);
    const ended = await first.asKiosk("/api/kiosk");
    expect(ended.status).toBe(401);
    expect(await messageOf(ended)).toBe(KIOSK_ENDED);

    const second = await kioskEvent();
    await addMember(t.deps.db, second.event, second.admin, "member");
    const demoted = await second.record({
      shiftId: second.now.shiftId,
      userId: second.ada.id,
      action: "check-in",
    });
    expect(demoted.status).toBe(403);
    expect(await messageOf(demoted)).toBe(KIOSK_HOST_GONE);
  });

  it("is no session: its token opens nothing else, and a member's session is no kiosk", async () => {
    const { asKiosk, ada } = await kioskEvent();
    expect((await asKiosk("/api/notifications")).status).toBe(401);
    expect((await t.as(ada).request("/api/kiosk")).status).toBe(401);
  });
});

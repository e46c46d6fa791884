import type { APIRequestContext } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedEvent, seedMember, seedRegistration, seedShift, signInAsNewMember } from "../seed";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
const PHONE = { width: 390, height: 844 };
/** Longer than the server's RECORDED_LATE_AFTER_MS (10 s), so the action counts as sent late. */
const OFFLINE_FOR_MS = 12_000;

interface RosterAttendance {
  member: { userId: string };
  attendance: {
    state: string;
    checkedInAt: string | null;
    checkedOutAt: string | null;
    syncedAt: string | null;
  };
}

/** The roster row of a volunteer, as the event's host reads it from the API. */
async function rosterOf(request: APIRequestContext, eventId: number, shiftId: string, userId: string) {
  const response = await request.get(`/api/events/${eventId}/shifts/${shiftId}/volunteers?list=assigned`);
  const { volunteers } = (await response.json()) as { volunteers: RosterAttendance[] };
  const row = volunteers.find((one) => one.member.userId === userId);
  if (!row) throw new Error("the volunteer is not on the roster");
  return row.attendance;
}

test.describe("[OFFLINE]", () => {
  test.use({ timezoneId: "UTC" });

  test("[OFFLINE]: a QR check-in made with the network cut is shown as waiting and arrives with its original time once the network is back, at 390 px", async ({
    page,
    browser,
  }) => {
    const host = await signInAsNewMember(page, { firstName: "Hana", lastName: "Host" });
    const hostRequest = page.context().request;
    const event = await seedEvent(hostRequest, {
      name: "Park Clean-up",
      hostId: host.id,
      startDate: at(-HOUR),
    });

    const phone = await browser.newContext({ timezoneId: "UTC", viewport: PHONE });
    const dee = await phone.newPage();
    const deeMember = await signInAsNewMember(dee, { firstName: "Dee", lastName: "Volunteer" });
    await seedRegistration(hostRequest, {
      eventId: event.id,
      userId: deeMember.id,
      registrationType: "volunteer",
    });
    const shift = await seedShift(hostRequest, {
      eventId: event.id,
      name: "Litter picking",
      startTime: at(-15 * MINUTE),
      endTime: at(2 * HOUR),
      volunteers: [{ userId: deeMember.id }],
    });
    await page.goto(`/events/${event.id}/volunteers`);
    const panel = page.getByRole("region", { name: "Check-in QR code" });
    await panel.getByRole("button", { name: "Create a check-in code" }).click();
    await expect(panel.getByRole("img", { name: "QR code to check in to Park Clean-up" })).toBeVisible();
    const { checkIn } = (await (await hostRequest.get(`/api/events/${event.id}/check-in-code`)).json()) as {
      checkIn: { path: string };
    };

    // Dee opens the code's link with signal, then loses it at the gate and checks in.
    await dee.goto(checkIn.path);
    const shifts = dee.getByRole("list", { name: "Your shifts" });
    await expect(shifts).toContainText("Not checked in yet");
    await phone.setOffline(true);
    const pressed = Date.now();
    await dee.getByRole("button", { name: "Check in" }).click();
    await expect(
      dee.getByText(/No connection: your check-in at \d{1,2}:\d\d\s[AP]M is saved on this phone/),
    ).toBeVisible();
    const waiting = dee.getByRole("list", { name: "Waiting to be sent" });
    await expect(waiting).toContainText(/Checked in at \d{1,2}:\d\d\s[AP]M — waiting for a connection/);
    await expect(shifts).toContainText("waiting to be sent");
    // Still offline, she can check out later: the page follows what waits.
    await expect(dee.getByRole("button", { name: "Check out" })).toBeVisible();
    expect(await horizontalOverflow(dee)).toBeLessThanOrEqual(0);
    await dee.screenshot({
      path: test.info().outputPath("offline-check-in-waiting-390.png"),
      fullPage: true,
    });
    expect(await seriousAxeViolations(dee)).toEqual([]);
    // Nothing reached the server.
    expect((await rosterOf(hostRequest, event.id, shift.id, deeMember.id)).state).toBe("expected");

    await dee.waitForTimeout(OFFLINE_FOR_MS);
    const reconnected = Date.now();
    await phone.setOffline(false);
    await expect(waiting).toHaveCount(0);
    await expect(dee.getByRole("status").filter({ hasText: "Sent: Checked in at" })).toBeAttached();
    await expect(dee.getByRole("list", { name: "Sent" })).toContainText(
      /Checked in at \d{1,2}:\d\d\s[AP]M — sent/,
    );
    await expect(dee.getByText(/No connection: your check-in/)).toHaveCount(0);
    await expect(shifts).toContainText(/Checked in at \d{1,2}:\d\d\s[AP]M/);
    await expect(shifts).toContainText(/Recorded offline, sent at \d{1,2}:\d\d\s[AP]M/);
    await dee.screenshot({ path: test.info().outputPath("offline-check-in-sent-390.png"), fullPage: true });

    // The server has the time she pressed the button, not the time it arrived.
    const stored = await rosterOf(hostRequest, event.id, shift.id, deeMember.id);
    expect(stored.state).toBe("checkedIn");
    const checkedInAt = Date.parse(stored.checkedInAt ?? "");
    expect(checkedInAt).toBeGreaterThanOrEqual(pressed - 1_000);
    expect(checkedInAt).toBeLessThan(reconnected - OFFLINE_FOR_MS + 2_000);
    expect(Date.parse(stored.syncedAt ?? "")).toBeGreaterThanOrEqual(reconnected - 1_000);
    await phone.close();
  });

  test("[OFFLINE]: a host checks a volunteer in and out on the roster with no connection; both arrive with their times and the roster says they were recorded offline, at 390 px", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const host = await signInAsNewMember(page, { firstName: "Hana", lastName: "Host" });
    const request = page.context().request;
    const event = await seedEvent(request, { name: "Gym Food Drive", hostId: host.id, startDate: at(-HOUR) });
    const ada = await seedMember(request, { firstName: "Ada", lastName: "Volunteer" });
    await seedRegistration(request, { eventId: event.id, userId: ada.id, registrationType: "volunteer" });
    const shift = await seedShift(request, {
      eventId: event.id,
      name: "Packing line",
      startTime: at(-30 * MINUTE),
      endTime: at(2 * HOUR),
      volunteers: [{ userId: ada.id }],
    });

    await page.goto(`/events/${event.id}/volunteers`);
    const adaRow = page
      .getByRole("region", { name: "Packing line" })
      .getByRole("listitem")
      .filter({ hasText: "Ada Volunteer" });
    await expect(adaRow).toContainText("Not checked in");

    await page.context().setOffline(true);
    const pressed = Date.now();
    await adaRow.getByRole("button", { name: "Check in Ada Volunteer" }).click();
    await expect(page.getByText("Ada Volunteer checked in. Saved on this device")).toBeVisible();
    await expect(adaRow).toContainText(/Checked in at \d{1,2}:\d\d\s[AP]M, waiting to be sent/);
    const waiting = page.getByRole("list", { name: "Waiting to be sent" });
    await expect(waiting).toContainText(
      /Ada Volunteer: checked in at \d{1,2}:\d\d\s[AP]M — waiting for a connection/,
    );
    await adaRow.getByRole("button", { name: "Check out Ada Volunteer" }).click();
    await expect(adaRow).toContainText(/Checked out at \d{1,2}:\d\d\s[AP]M, waiting to be sent/);
    await expect(waiting.getByRole("listitem")).toHaveCount(2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("offline-roster-waiting-390.png"), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.waitForTimeout(OFFLINE_FOR_MS);
    const reconnected = Date.now();
    await page.context().setOffline(false);
    await expect(waiting).toHaveCount(0);
    await expect(adaRow).toContainText(/· 1 min, verified · recorded offline, sent at \d{1,2}:\d\d\s[AP]M/);
    const stored = await rosterOf(request, event.id, shift.id, ada.id);
    expect(stored.state).toBe("checkedOut");
    expect(Date.parse(stored.checkedInAt ?? "")).toBeGreaterThanOrEqual(pressed - 1_000);
    expect(Date.parse(stored.checkedInAt ?? "")).toBeLessThan(reconnected - OFFLINE_FOR_MS + 2_000);
    expect(Date.parse(stored.syncedAt ?? "")).toBeGreaterThanOrEqual(reconnected - 1_000);
    await page.screenshot({ path: test.info().outputPath("offline-roster-sent-390.png"), fullPage: true });
  });
});

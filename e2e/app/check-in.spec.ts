import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import {
  closeForgottenCheckIns,
  seedEvent,
  seedMember,
  seedRegistration,
  seedShift,
  signInAsNewMember,
} from "../seed";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

test.describe("[CHECK-IN]", () => {
  test.use({ timezoneId: "UTC" });

  test("[CHECK-IN]: a host checks volunteers in and out on the roster, marks and undoes a no-show, and sees a forgotten check-out closed and flagged, at 1280 and 390 px", async ({
    page,
  }) => {
    const host = await signInAsNewMember(page, { firstName: "Hana", lastName: "Host" });
    const request = page.context().request;
    const event = await seedEvent(request, {
      name: "Harvest Sorting Day",
      hostId: host.id,
      startDate: at(-4 * HOUR),
    });
    const [ada, ben, cy] = await Promise.all(
      ["Ada", "Ben", "Cy"].map((firstName) => seedMember(request, { firstName, lastName: "Volunteer" })),
    );
    for (const one of [ada, ben, cy]) {
      if (!one) throw new Error("seeding failed");
      await seedRegistration(request, { eventId: event.id, userId: one.id, registrationType: "volunteer" });
    }
    if (!ada || !ben || !cy) throw new Error("seeding failed");
    await seedShift(request, {
      eventId: event.id,
      name: "Morning sorting",
      startTime: at(-30 * MINUTE),
      endTime: at(2 * HOUR),
      volunteers: [{ userId: ada.id }, { userId: ben.id }],
    });
    // Cy was checked in to the early shift and nobody checked him out; it ended an hour ago.
    await seedShift(request, {
      eventId: event.id,
      name: "Early setup",
      startTime: at(-4 * HOUR),
      endTime: at(-HOUR),
      volunteers: [{ userId: cy.id, checkedInAt: at(-3.5 * HOUR) }],
    });
    await closeForgottenCheckIns(request);

    await page.goto(`/events/${event.id}/volunteers`);
    const morning = page.getByRole("region", { name: "Morning sorting" });
    const adaRow = morning.getByRole("listitem").filter({ hasText: "Ada Volunteer" });
    await expect(adaRow).toContainText("Not checked in");
    await adaRow.getByRole("button", { name: "Check in Ada Volunteer" }).click();
    await expect(page.getByText("Ada Volunteer checked in.")).toBeVisible();
    await expect(adaRow).toContainText(/Checked in at \d{1,2}:\d\d\s[AP]M/);
    await adaRow.getByRole("button", { name: "Check out Ada Volunteer" }).click();
    await expect(adaRow).toContainText(/\d{1,2}:\d\d\s[AP]M–\d{1,2}:\d\d\s[AP]M · 1 min, verified/);

    const benRow = morning.getByRole("listitem").filter({ hasText: "Ben Volunteer" });
    await benRow.getByRole("button", { name: "Mark Ben Volunteer as a no-show" }).click();
    await expect(benRow).toContainText("No-show");
    await benRow.getByRole("button", { name: "Undo the last change for Ben Volunteer" }).click();
    await expect(benRow).toContainText("Not checked in");

    const early = page.getByRole("region", { name: "Early setup" });
    const cyRow = early.getByRole("listitem").filter({ hasText: "Cy Volunteer" });
    await expect(cyRow).toContainText("2 h 30 min, pending verification");
    await expect(cyRow).toContainText("Check-out missing: closed at the shift's end, for review.");
    // Nothing to check in once the shift is over; the host can still undo.
    await expect(cyRow.getByRole("button", { name: /Check in/ })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // On a phone: the roster fits and works.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(benRow.getByRole("button", { name: "Check in Ben Volunteer" })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await benRow.getByRole("button", { name: "Check in Ben Volunteer" }).click();
    await expect(benRow).toContainText(/Checked in at \d{1,2}:\d\d\s[AP]M/);
    await expect(benRow.getByRole("button", { name: "Check out Ben Volunteer" })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

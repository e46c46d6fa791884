import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedEvent, seedRegistration, seedShift, signInAsNewMember } from "../seed";

const MINUTE = 60_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

test.describe("[HOURS]", () => {
  test.use({ timezoneId: "UTC" });

  test("[HOURS]: a volunteer's history shows the hours a host recorded at the roster, verified, and hours she logs herself, pending until she withdraws them", async ({
    page,
    browser,
  }) => {
    const ada = await signInAsNewMember(page, { firstName: "Ada", lastName: "Volunteer" });
    const hostContext = await browser.newContext({ timezoneId: "UTC" });
    const hostPage = await hostContext.newPage();
    const host = await signInAsNewMember(hostPage, { firstName: "Hana", lastName: "Host" });
    const hostRequest = hostPage.context().request;
    const event = await seedEvent(hostRequest, {
      name: "Park Planting",
      hostId: host.id,
      startDate: at(-MINUTE * 60),
    });
    await seedRegistration(hostRequest, { eventId: event.id, userId: ada.id, registrationType: "volunteer" });
    const shift = await seedShift(hostRequest, {
      eventId: event.id,
      name: "Tree crew",
      startTime: at(-30 * MINUTE),
      endTime: at(120 * MINUTE),
      volunteers: [{ userId: ada.id }],
    });
    // Hana checks Ada in and out at the roster: verified hours.
    const attendance = `/api/events/${event.id}/shifts/${shift.id}/volunteers/${ada.id}/attendance`;
    for (const action of ["check-in", "check-out"]) {
      const response = await hostRequest.post(attendance, { data: { action } });
      expect(response.status()).toBe(204);
    }
    await hostContext.close();

    await page.goto(`/profile/${ada.id}`);
    await page.getByRole("link", { name: "Volunteer history" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Volunteer history" })).toBeVisible();
    const totals = page.getByRole("region", { name: "Verified hours" });
    await expect(totals).toContainText("1 min");
    const logs = page.getByRole("list", { name: "Hour logs" });
    await expect(logs.getByRole("listitem").filter({ hasText: "Tree crew" })).toContainText("Verified");

    // Ada logs an afternoon at the library, an outside organisation.
    await page.getByRole("button", { name: "Log hours" }).click();
    await page.getByLabel("Hours", { exact: true }).fill("2");
    await page.getByLabel("Minutes", { exact: true }).fill("30");
    await page.getByLabel("Organisation", { exact: true }).selectOption({ label: "Another organisation" });
    await page.getByLabel("Organisation's name").fill("Town Library");
    await page.getByLabel("Supervisor's email").fill("lee@library.example");
    await page.getByLabel("What you did (optional)").fill("Shelved returns.");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Log hours" }).click();
    await expect(page.getByText("Hours logged. They wait for verification.")).toBeVisible();
    const library = logs.getByRole("listitem").filter({ hasText: "Town Library" });
    await expect(library).toContainText("2 h 30 min");
    await expect(library).toContainText("Waiting for verification");
    // Only verified hours count.
    await expect(totals).toContainText("1 min");

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await library.getByRole("button", { name: "Withdraw" }).click();
    await expect(library).toContainText("Withdrawn");
  });
});

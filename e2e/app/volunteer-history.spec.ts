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

    // She corrects the time, with why; the log's history shows each change.
    await library.getByRole("button", { name: "Edit" }).click();
    await library.getByLabel("Minutes", { exact: true }).fill("45");
    await library.getByLabel("Why the change (optional)").fill("I stayed to shelve the last cart.");
    await library.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Hours changed.")).toBeVisible();
    await expect(library).toContainText("2 h 45 min");
    await library.getByText("History").click();
    await expect(library.getByRole("listitem").filter({ hasText: "Changed" })).toContainText(
      "time 2 h 30 min → 2 h 45 min",
    );
    await expect(library.getByRole("listitem").filter({ hasText: "Changed" })).toContainText(
      "I stayed to shelve the last cart.",
    );

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await library.getByRole("button", { name: "Withdraw" }).click();
    await expect(library).toContainText("Withdrawn");
  });
});

test("[HOURS]: a member shows her verified hours to other members, who then open her history but never see her pending hours", async ({
  page,
  browser,
}) => {
  const cleo = await signInAsNewMember(page, { firstName: "Cleo", lastName: "Shown" });
  const logged = await page.context().request.post("/api/me/hours", {
    data: {
      workDate: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
      minutes: 40,
      organisation: { kind: "outside", name: "Harbour Trust", supervisorEmail: "kai@harbour.example" },
    },
  });
  expect(logged.status()).toBe(201);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAsNewMember(other, { firstName: "Dan", lastName: "Viewer" });
  await other.goto(`/profile/${cleo.id}`);
  await expect(other.getByRole("heading", { name: "Cleo Shown" })).toBeVisible();
  await expect(other.getByRole("link", { name: "Volunteer history" })).toHaveCount(0);

  await page.goto(`/profile/${cleo.id}/volunteer-history`);
  await page.getByRole("switch", { name: "Show my verified hours to other members" }).click();
  await expect(page.getByText("Members now see your verified hours.")).toBeVisible();

  await other.goto(`/profile/${cleo.id}`);
  await other.getByRole("link", { name: "Volunteer history" }).click();
  await expect(
    other.getByRole("heading", { level: 1, name: "Cleo Shown's volunteer history" }),
  ).toBeVisible();
  // Her only log waits for verification: Dan sees none of it.
  await expect(other.getByText("No hours here yet.")).toBeVisible();
  await expect(other.getByText("Harbour Trust")).toHaveCount(0);
  expect(await seriousAxeViolations(other)).toEqual([]);
  await otherContext.close();
});

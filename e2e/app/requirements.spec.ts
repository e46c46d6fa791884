import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMembership, signInAsNewMember } from "../seed";

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The member logs hours for a group through the API, and the group's admin verifies them. */
async function verifiedHours(
  member: APIRequestContext,
  admin: APIRequestContext,
  groupId: number,
  entries: readonly (readonly [daysAgo: number, minutes: number])[],
) {
  const logIds: string[] = [];
  for (const [days, minutes] of entries) {
    const logged = await member.post("/api/me/hours", {
      data: { workDate: dayFromToday(-days), minutes, organisation: { kind: "group", id: groupId } },
    });
    expect(logged.status()).toBe(201);
    logIds.push((await logged.json()).log.id);
  }
  const decided = await admin.post(`/api/groups/${groupId}/hours/decisions`, {
    data: { logIds, decision: "verified" },
  });
  expect((await decided.json()).decided).toHaveLength(logIds.length);
}

for (const width of [1280, 390]) {
  test(`[HOURS]: a school's admin sets a service-hour requirement, a member shares their hours with it, and both follow the member's progress, at ${width} px`, async ({
    page,
    browser,
  }) => {
    // Two members, three pages checked with axe and a download: over a minute on a loaded machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const bea = await signInAsNewMember(page, { firstName: "Bea", lastName: "Student" });
    const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
    const adminPage = await adminContext.newPage();
    const olu = await signInAsNewMember(adminPage, { firstName: "Olu", lastName: "Teacher" });
    const school = `Hillside School ${width}`;
    const group = await seedGroup(adminContext.request, { name: school, ownerId: olu.id });
    const foodBank = await seedGroup(adminContext.request, { name: `Food Bank ${width}`, ownerId: olu.id });
    for (const entity of [group, foodBank])
      await seedMembership(adminContext.request, { entity, userId: bea.id });
    // Hours served for the school and for another community both count: 2 h 30 min.
    await verifiedHours(page.context().request, adminContext.request, group.id, [[4, 90]]);
    await verifiedHours(page.context().request, adminContext.request, foodBank.id, [[2, 60]]);

    // The school's admin sets the requirement; a period that ends before it starts is refused in words.
    await adminPage.goto(`/groups/${group.id}`);
    await adminPage.getByRole("tab", { name: "Service hours" }).click();
    await expect(adminPage.getByText("No requirements yet")).toBeVisible();
    await adminPage.getByRole("button", { name: "Add a requirement" }).click();
    const form = adminPage.getByRole("form", { name: "Add a requirement" });
    await form.getByLabel("Name", { exact: true }).fill("Community service");
    await form.getByLabel("Hours required").fill("40");
    await form.getByLabel("From", { exact: true }).fill(dayFromToday(-30));
    await form.getByLabel("To", { exact: true }).fill(dayFromToday(-31));
    for (const kind of [
      "Checked in at shifts",
      "Logged for this or another community",
      "Confirmed by an outside supervisor",
    ])
      await expect(form.getByLabel(kind)).toBeChecked();
    await form.getByRole("button", { name: "Add requirement" }).click();
    await expect(form.getByRole("alert")).toHaveText("The period ends before it starts.");
    await form.getByLabel("To", { exact: true }).fill(dayFromToday(200));
    await form.getByRole("button", { name: "Add requirement" }).click();
    const requirements = adminPage.getByRole("list", { name: "Requirements" });
    await expect(requirements.getByRole("listitem")).toHaveCount(1);
    await expect(requirements).toContainText("40 h between");
    await expect(requirements).toContainText(
      "Counts: Checked in at shifts; Logged for this or another community",
    );

    // The member shares their hours with the school and sees their progress there.
    await page.goto(`/groups/${group.id}?tab=service-hours`);
    await expect(page.getByRole("heading", { level: 3, name: "Community service" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: `Share my hours with ${school}` }).click();
    await expect(page.getByRole("button", { name: "Stop sharing" })).toBeVisible();
    const own = page.getByRole("progressbar", { name: "Your progress toward Community service" });
    await expect(own).toHaveAttribute("aria-valuetext", "2 h 30 min of 40 h, Behind");
    await expect(page.getByRole("listitem").filter({ has: own })).toContainText("Expected by now");

    // …on their volunteer history and their dashboard, wherever they served.
    await page.goto(`/profile/${bea.id}/volunteer-history`);
    const history = page.getByRole("region", { name: "Service hours" });
    await expect(history).toContainText("2 h 30 min of 40 h");
    await expect(history).toContainText("Behind");
    await expect(history.getByRole("link", { name: school })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Service hours" });
    await expect(card.getByRole("progressbar", { name: `Community service, ${school}` })).toHaveAttribute(
      "aria-valuetext",
      "2 h 30 min of 40 h, Behind",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The admin follows every sharing member's progress, least done first, and downloads it.
    await adminPage.reload();
    const item = requirements.getByRole("listitem").filter({ hasText: "Community service" }).first();
    await item.getByRole("button", { name: "Progress of Community service" }).click();
    const members = adminPage.getByRole("list", { name: "Progress toward Community service" });
    await expect(members.getByRole("listitem")).toHaveCount(1);
    await expect(members).toContainText("Bea Student");
    await expect(members).toContainText("2 h 30 min of 40 h · expected by now");
    await expect(members).toContainText("Behind");
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    expect(await horizontalOverflow(adminPage)).toBeLessThanOrEqual(0);
    const [csv] = await Promise.all([
      adminPage.waitForEvent("download"),
      item.getByRole("link", { name: "Download CSV of Community service" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^service-hours-.*\.csv$/);
    const sheet = await readFile((await csv.path()) ?? "", "utf8");
    expect(sheet).toContain("Requirement,Community service");
    expect(sheet).toMatch(/Bea,Student,2\.5,[\d.]+,Behind/);

    // Removed, it is gone for both.
    await item.getByRole("button", { name: "Remove Community service" }).click();
    await adminPage.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(adminPage.getByText("No requirements yet")).toBeVisible();
    await adminContext.close();
    await page.goto(`/profile/${bea.id}/volunteer-history`);
    await expect(page.getByRole("region", { name: "Verified hours" })).toContainText("2 h 30 min");
    await expect(page.getByRole("region", { name: "Service hours" })).toHaveCount(0);
  });
}

import type { Browser } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMembership, signInAsNewMember } from "../seed";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A member signed in in a browser of their own, who posts in the group through the API. */
async function poster(browser: Browser, firstName: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const member = await signInAsNewMember(page, { firstName, lastName: "Poster" });
  return { member, context, request: context.request };
}

for (const width of [1280, 390]) {
  test(`[RECOGNITION]: verifying the hours that cross 10 gives a badge and its notice, and the group's leaderboard ranks its members, at ${width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const bea = await signInAsNewMember(page, { firstName: "Bea", lastName: "Badger" });
    const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
    const adminPage = await adminContext.newPage();
    const olu = await signInAsNewMember(adminPage, { firstName: "Olu", lastName: "Organiser" });
    const group = await seedGroup(adminContext.request, {
      name: `Harbour Helpers ${width}`,
      ownerId: olu.id,
    });
    await seedMembership(adminContext.request, { entity: group, userId: bea.id });
    // Bea served 9 h 30 min already verified, and logs the afternoon that takes her past 10.
    for (const [days, minutes] of [
      [20, 570],
      [3, 45],
    ] as const) {
      const logged = await page.context().request.post("/api/me/hours", {
        data: { workDate: daysAgo(days), minutes, organisation: { kind: "group", id: group.id } },
      });
      expect(logged.status()).toBe(201);
    }
    const first = await adminContext.request.get(`/api/groups/${group.id}/hours`);
    const [older] = ((await first.json()) as { logs: { id: string }[] }).logs;
    const decided = await adminContext.request.post(`/api/groups/${group.id}/hours/decisions`, {
      data: { logIds: [older?.id], decision: "verified" },
    });
    expect(decided.status()).toBe(200);

    // Two members post in the group; Dee chose to stay off leaderboards.
    const cy = await poster(browser, "Cy", width);
    const dee = await poster(browser, "Dee", width);
    for (const someone of [cy, dee]) {
      await seedMembership(adminContext.request, { entity: group, userId: someone.member.id });
      const posted = await someone.request.post("/api/posts", {
        data: { content: "Glad to help.", target: { type: "group", id: group.id } },
      });
      expect(posted.status()).toBe(201);
    }
    const off = await dee.request.patch("/api/me/profile", { data: { leaderboardOptOut: true } });
    expect(off.status()).toBe(200);
    await cy.context.close();
    await dee.context.close();

    // The admin verifies the afternoon on the group's Verify hours tab.
    await adminPage.goto(`/groups/${group.id}?tab=hours`);
    const hours = adminPage.getByRole("list", { name: "Hours" });
    await expect(hours.getByRole("listitem")).toHaveCount(1);
    await adminPage.getByLabel(/^Select all shown/).check();
    await adminPage.getByRole("button", { name: "Verify selected (1)" }).click();
    await expect(adminPage.getByText("Verified 1 log.")).toBeVisible();
    await adminContext.close();

    // Bea hears of her badge (the award's job runs after the verification), and finds it on her
    // profile and in her history. Each look allows a loaded machine 5 s to draw the page.
    await page.goto("/notifications");
    const notices = page.getByRole("list", { name: "Notifications" });
    await expect(async () => {
      await page.reload();
      await expect(notices.getByRole("link", { name: /You reached 10 verified hours/ })).toBeVisible({
        timeout: 5000,
      });
    }).toPass({ timeout: 45_000 });
    await expect(notices.getByRole("link", { name: /You reached/ })).toHaveCount(1);
    await page.goto(`/profile/${bea.id}`);
    const badges = page.getByRole("region", { name: "Milestone badges" });
    await expect(badges.getByRole("img", { name: "10 verified hours" })).toBeVisible();
    await expect(badges.getByRole("img", { name: "25 verified hours" })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (width === 390)
      await page.screenshot({ path: `test-results/recognition-badges-${width}.png`, fullPage: true });
    await page.goto(`/profile/${bea.id}/volunteer-history`);
    await expect(
      page.getByRole("region", { name: "Milestone badges" }).getByRole("img", { name: "10 verified hours" }),
    ).toBeVisible();

    // The group's leaderboard: Bea's verified hours (102 points) over Cy's post (5); Dee left out.
    await page.goto(`/groups/${group.id}`);
    await page.getByRole("tab", { name: "Leaderboard" }).click();
    const table = page.getByRole("table", { name: /Leaderboard/ });
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("1");
    await expect(rows.nth(1).getByRole("rowheader")).toContainText("Bea Badger (you)");
    await expect(rows.nth(1)).toContainText("102");
    await expect(rows.nth(2).getByRole("rowheader")).toContainText("Cy Poster");
    await expect(rows.nth(2)).toContainText("5");
    await expect(table).not.toContainText("Dee");
    await expect(page.getByTestId("own-standing")).toContainText("You are number 1 here, with 102 points.");
    await page.getByText("All time", { exact: true }).click();
    await expect(rows).toHaveCount(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (width === 390)
      await page.screenshot({ path: `test-results/recognition-leaderboard-${width}.png`, fullPage: true });
  });
}

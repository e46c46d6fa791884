import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMembership, signInAsNewMember } from "../seed";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

for (const width of [1280, 390]) {
  test(`[HOURS]: a group's admin verifies a member's hours in bulk with a note, and the member reads it, at ${width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const bea = await signInAsNewMember(page, { firstName: "Bea", lastName: "Helper" });
    const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
    const adminPage = await adminContext.newPage();
    const olu = await signInAsNewMember(adminPage, { firstName: "Olu", lastName: "Organiser" });
    const request = adminPage.context().request;
    const group = await seedGroup(request, { name: `Tidy Streets ${width}`, ownerId: olu.id });
    await seedMembership(request, { entity: group, userId: bea.id });
    // Bea logs two afternoons for the group.
    for (const [days, minutes] of [
      [9, 90],
      [2, 60],
    ] as const) {
      const logged = await page.context().request.post("/api/me/hours", {
        data: { workDate: daysAgo(days), minutes, organisation: { kind: "group", id: group.id } },
      });
      expect(logged.status()).toBe(201);
    }

    await adminPage.goto(`/groups/${group.id}`);
    await adminPage.getByRole("tab", { name: "Verify hours" }).click();
    const hours = adminPage.getByRole("list", { name: "Hours" });
    await expect(hours.getByRole("listitem")).toHaveCount(2);
    await expect(hours.getByRole("listitem").first()).toContainText("1 h 30 min");
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    expect(await horizontalOverflow(adminPage)).toBeLessThanOrEqual(0);
    await adminPage.getByLabel(/^Select all shown/).check();
    await adminPage.getByLabel("Note to the member (optional)").fill("Thanks for the clean-ups!");
    await adminPage.getByRole("button", { name: "Verify selected (2)" }).click();
    await expect(adminPage.getByText("Verified 2 logs.")).toBeVisible();
    await expect(adminPage.getByText("Nothing to verify")).toBeVisible();
    // The verified hours, and from there Bea's history of the hours she served with the group.
    await adminPage.getByLabel("Status").selectOption({ label: "Verified" });
    await expect(hours.getByRole("listitem")).toHaveCount(2);
    await hours.getByRole("link", { name: "Bea Helper" }).first().click();
    await expect(
      adminPage.getByRole("heading", { level: 1, name: "Bea Helper's volunteer history" }),
    ).toBeVisible();
    await expect(adminPage.getByRole("list", { name: "Hour logs" }).getByRole("listitem")).toHaveCount(2);
    await expect(adminPage.getByRole("region", { name: "Verified hours" })).toContainText("2 h 30 min");
    await adminContext.close();

    await page.goto(`/profile/${bea.id}/volunteer-history`);
    await expect(page.getByRole("region", { name: "Verified hours" })).toContainText("2 h 30 min");
    const logs = page.getByRole("list", { name: "Hour logs" });
    await expect(logs.getByRole("listitem").filter({ hasText: "Verified" })).toHaveCount(2);
    await expect(logs.getByRole("listitem").first()).toContainText("Thanks for the clean-ups!");
  });
}

import { THEME_STORAGE_KEY } from "../../shared/brand";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";

test.describe("[PUBLIC]: accessibility statement", () => {
  test("is reached from the footer and says the standard, the exceptions and whom to write to", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
    await expect(page.getByRole("main")).toContainText("WCAG 2.2");
    await expect(page.getByRole("main")).toContainText("level AA");

    const exceptions = page.getByRole("list", { name: "Known exceptions" }).getByRole("listitem");
    expect(await exceptions.count()).toBeGreaterThan(0);
    await expect(exceptions.filter({ hasText: "captions" })).not.toHaveCount(0);

    const contact = page.getByRole("main").getByRole("link", { name: /^accessibility@/ });
    await expect(contact).toHaveAttribute("href", /^mailto:accessibility@/);
    await expect(page.getByRole("main")).toContainText(/Last reviewed on \w+ \d+, \d{4}/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious axe violation in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_STORAGE_KEY,
        value: theme,
      });
      await page.goto("/accessibility");
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const serious = await seriousAxeViolations(page);
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    });
  }

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("does not scroll sideways", async ({ page }) => {
      await page.goto("/accessibility");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
});

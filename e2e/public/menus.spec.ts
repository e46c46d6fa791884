import { MARKETING_SECTIONS, pagesBySection, sectionIndexes } from "../../app/content/marketing";
import { expect, test } from "../fixtures";

test.describe("[PUBLIC]: mega-menus", () => {
  for (const section of MARKETING_SECTIONS) {
    const { label } = sectionIndexes[section];
    const pages = pagesBySection[section];
    const last = pages[pages.length - 1];
    if (!last) throw new Error(`${section} has no pages`);

    test(`opens ${label} and navigates`, async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: label }).click();
      const menu = page.getByTestId(`mega-menu-${section}`);
      await expect(menu).toBeVisible();
      const links = menu.getByRole("link");
      // Every page plus the "All …" link.
      await expect(links).toHaveCount(pages.length + 1);
      const grid = menu.locator("ul");
      await expect(grid).toHaveAttribute("data-columns", pages.length <= 4 ? "2" : "3");
      const box = await menu.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(600);
      // Each item has its icon (an SVG from the icon library, not an emoji).
      await expect(menu.getByRole("link").first().locator("svg").first()).toBeVisible();
      await expect(menu).toContainText(last.menuDescription);
      await menu.getByRole("link", { name: new RegExp(last.menuTitle) }).click();
      await expect(page).toHaveURL(new RegExp(`/${section}/${last.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
    });
  }

  test("opens by keyboard", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Features" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("mega-menu-features")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("mega-menu-features")).toBeHidden();
  });
});

test.describe("[PUBLIC]: mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keeps one accordion open at a time and navigates", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();

    const benefits = menu.getByRole("button", { name: "Benefits" });
    const features = menu.getByRole("button", { name: "Features" });
    await benefits.click();
    await expect(benefits).toHaveAttribute("aria-expanded", "true");
    await features.click();
    await expect(features).toHaveAttribute("aria-expanded", "true");
    await expect(benefits).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("button", { name: "Communities" })).toHaveAttribute("aria-expanded", "false");

    const target = pagesBySection.features[0];
    if (!target) throw new Error("no feature pages");
    await menu
      .getByRole("link", { name: new RegExp(target.menuTitle) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("has Sign In and Sign Up in the menu", async ({ page }) => {
    await page.goto("/features");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/register",
    );
  });
});

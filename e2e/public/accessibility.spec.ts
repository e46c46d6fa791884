import { PUBLIC_PATHS } from "../../app/content/marketing";
import { THEME_STORAGE_KEY } from "../../shared/brand";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";

// The marketing and legal pages are checked by axe (light theme) where routes.spec.ts visits each
// of them, and here in the dark theme.
test.describe("[PUBLIC]: accessibility (axe)", () => {
  // /no-such-page is answered 404 (the not-found page), which the browser logs.
  test.use({ expectedHttpErrors: [404] });
  const AUTH_PATHS = [
    "/auth",
    "/register",
    "/check-email?email=a%40example.org",
    "/password-reset",
    "/auth/reset-password-confirm",
  ];
  for (const path of [...AUTH_PATHS, "/no-such-page"]) {
    test(`finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const serious = await seriousAxeViolations(page);
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    });
  }
});

test.describe("[PUBLIC]: accessibility in the dark theme (axe)", () => {
  // The accessibility statement says the public pages are checked in both themes: this keeps it so.
  test("finds no serious or critical violation on any public page", async ({ page }) => {
    test.slow();
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
    for (const path of [...PUBLIC_PATHS, "/auth", "/register", "/password-reset"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const serious = await seriousAxeViolations(page);
      expect(serious, `${path}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
    }
  });
});

test.describe("[PUBLIC]: 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("no public page scrolls sideways", async ({ page }) => {
    for (const path of [...PUBLIC_PATHS, "/auth", "/register", "/password-reset"]) {
      await page.goto(path);
      const overflow = await horizontalOverflow(page);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

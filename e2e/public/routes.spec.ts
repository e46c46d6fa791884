import { accessibilityStatement } from "../../app/content/accessibility/statement";
import { privacyPolicy } from "../../app/content/legal/privacy-policy";
import { termsOfService } from "../../app/content/legal/terms-of-service";
import {
  allMarketingPages,
  MARKETING_SECTIONS,
  marketingPath,
  sectionIndexes,
} from "../../app/content/marketing";
import { landing } from "../../app/content/marketing/landing";
import { seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";

const headings: [string, string, string?][] = [
  ["/", landing.hero.title, landing.pageTitle],
  ...MARKETING_SECTIONS.map((section): [string, string] => [`/${section}`, sectionIndexes[section].title]),
  ...allMarketingPages.map((page): [string, string] => [marketingPath(page), page.title]),
  ["/beta-signup", "Join the Beta"],
  ["/privacy-policy", privacyPolicy.title],
  ["/terms-of-service", termsOfService.title],
  ["/accessibility", accessibilityStatement.title],
];

test.describe("[PUBLIC]: every public route", () => {
  for (const [path, heading, title = heading] of headings) {
    // One visit checks the page and its accessibility (axe: no serious or critical violation).
    test(`renders ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title.includes("Common Ground") ? title : `${title} | Common Ground`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Common Ground/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        new RegExp(`${path}$`),
      );
      await expect(page.getByRole("contentinfo")).toContainText(`${new Date().getFullYear()} Common Ground`);
      const serious = await seriousAxeViolations(page);
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    });
  }
});

test.describe("[PUBLIC]: prerendered pages", () => {
  test.use({ javaScriptEnabled: false });

  test("read without JavaScript", async ({ page }) => {
    for (const path of ["/", "/features/volunteer-management", "/communities/schools", "/privacy-policy"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    }
  });
});

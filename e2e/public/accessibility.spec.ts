import { createRequire } from "node:module";
import { PUBLIC_PATHS } from "../../app/content/marketing";
import { expect, test } from "../fixtures";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

// axe is injected as a script, which our Content-Security-Policy would rightly refuse.
test.use({ bypassCSP: true });

test.describe("[PUBLIC]: accessibility (axe)", () => {
  const AUTH_PATHS = [
    "/auth",
    "/register",
    "/check-email?email=a%40example.org",
    "/password-reset",
    "/auth/reset-password-confirm",
  ];
  for (const path of [...PUBLIC_PATHS, ...AUTH_PATHS, "/no-such-page"]) {
    test(`finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } })
          .axe;
        const result = await axe.run();
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => n.target.join(" ")),
        }));
      });
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    });
  }
});

test.describe("[PUBLIC]: 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("no public page scrolls sideways", async ({ page }) => {
    for (const path of [...PUBLIC_PATHS, "/auth", "/register", "/password-reset"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

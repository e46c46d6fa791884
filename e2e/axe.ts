import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "@playwright/test";

const require = createRequire(import.meta.url);
/** axe-core's script, ending in a plain value so that evaluating it returns nothing large. */
const AXE_SOURCE = `${readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")}\n;true`;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe on the page once its transitions have ended and returns its serious and critical
 * violations. axe is evaluated through the browser's DevTools protocol, which our
 * Content-Security-Policy does not govern (a `<script>` tag it would rightly refuse), so the page
 * is checked as members get it.
 */
export async function seriousAxeViolations(page: Page) {
  // Text half-way through a fade (a toast stacking behind the next) has no contrast to judge yet;
  // a looping animation (a spinner) never ends and is not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** How many pixels the page scrolls sideways (0 when it fits the viewport). */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Whether a click at the middle of the element reaches it: nothing (a toast, a banner, a dialog's
 * overlay) lies on top of it.
 */
export function isUncovered(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { BUDGETS_KB, DASHBOARD_FIRST_RENDER, pageWeight } from "../../scripts/lib/bundle-budgets.mjs";
import type { Manifest } from "../../scripts/lib/bundle-manifest.mjs";
import { expect, test } from "../fixtures";
import { signInAsNewMember } from "../seed";

const DIST = path.resolve(import.meta.dirname, "../../dist/app");
const manifest: Manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../dist/ssr/app-manifest.json"), "utf8"),
);

/** The build's own account of a page's first render (what scripts/check-bundle-budgets.mjs weighs). */
function firstRender(htmlFile: string, modules: string[] = []) {
  const html = readFileSync(path.join(DIST, htmlFile), "utf8");
  return pageWeight({ distDir: DIST, manifest, html, modules });
}

/**
 * Loads a page with an empty cache and returns the JavaScript Chromium fetched, bytes as sent
 * (gzip). `rendered` waits for what the first render shows: on a busy machine the browser may
 * spend over half a second running the entry's code before it asks for anything more, which
 * "network idle" alone would take for the end of the page's loading.
 */
async function fetchedScripts(page: Page, url: string, rendered?: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const responses: Promise<[string, number]>[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith(".js")) return;
    responses.push(
      response
        .request()
        .sizes()
        .then((sizes) => [pathname.slice(1), sizes.responseBodySize]),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  if (rendered) {
    await rendered();
    await page.waitForLoadState("networkidle");
  }
  return new Map(await Promise.all(responses));
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const total = (sizes: Iterable<number>) => [...sizes].reduce((sum, size) => sum + size, 0);

/**
 * Checks that the build's account of a page's first render is what Chromium fetched, and that it
 * fits the budget; what the page fetches after its first paint (its data's code) is reported.
 */
function expectWithin(
  url: string,
  expected: ReturnType<typeof firstRender>,
  fetched: Map<string, number>,
  budgetKb: number,
) {
  for (const file of expected.files.keys()) expect(fetched.has(file), `${url} fetched ${file}`).toBe(true);
  const first = total([...expected.files.keys()].map((file) => fetched.get(file) ?? 0));
  const later = total([...fetched].filter(([file]) => !expected.files.has(file)).map(([, size]) => size));
  test.info().annotations.push({
    type: "page weight",
    description: `${url}: ${kib(first)} KiB first render, +${kib(later)} KiB after the first paint`,
  });
  expect(first).toBeLessThanOrEqual(budgetKb * 1024);
}

test.describe("[PERF]: JavaScript a page loads", () => {
  for (const [url, htmlFile] of [
    ["/", "index.html"],
    ["/features/groups", "features/groups/index.html"],
  ] as const) {
    test(`${url} fetches its first render's scripts, within the marketing budget`, async ({ page }) => {
      expectWithin(url, firstRender(htmlFile), await fetchedScripts(page, url), BUDGETS_KB.marketing);
    });
  }

  test("/dashboard fetches its first render's scripts, within the signed-in budget", async ({ page }) => {
    await signInAsNewMember(page, { firstName: "Wen", lastName: "Zhou" });

    // A fresh tab of the signed-in browser: nothing of the sign-in page's scripts is reused.
    const tab = await page.context().newPage();
    const fetched = await fetchedScripts(tab, "/dashboard", () =>
      expect(tab.getByRole("heading", { level: 1 })).toHaveText("Welcome, Wen"),
    );
    expectWithin(
      "/dashboard",
      firstRender("_shell.html", DASHBOARD_FIRST_RENDER),
      fetched,
      BUDGETS_KB.signedIn,
    );
  });
});

import type { Page } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedEvent, seedGroup, signInAsNewMember } from "../seed";

/**
 * What the Android shell's WebView sends: Chrome's user agent with the mark capacitor.config.ts
 * appends. The web app reads only the mark, so a browser context with it is the shell as far as
 * the page can tell (push registration aside: there is no native bridge here).
 */
const SHELL_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 CommonGroundApp/1";

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Tabs" });

/** Opens `path` and waits for its page (its first heading) before the bar is judged. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}

test.describe("[SHELL]: the native bottom tab bar at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: SHELL_USER_AGENT });

  test("shows on the listed paths for a member, hides on the others, and its tabs navigate", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const member = await signInAsNewMember(page, { firstName: "Tia", lastName: "Tabs" });
    const group = await seedGroup(page.request, { name: "Harbour Litter Pickers", ownerId: member.id });
    const event = await seedEvent(page.request, { name: "Beach clean-up", hostId: member.id });

    for (const path of [
      "/dashboard",
      "/members",
      "/communities",
      "/events",
      `/events/${event.id}`,
      "/profile",
    ]) {
      await open(page, path);
      await expect(tabBar(page), path).toBeVisible();
    }
    // /settings and /partnerships lead to pages below /profile and /communities: shown there too.
    await open(page, "/settings");
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await expect(tabBar(page)).toBeVisible();
    await open(page, "/partnerships");
    await expect(tabBar(page)).toBeVisible();

    // A workspace is hidden even below a shown path; pages the spec does not list are too.
    await page.goto(`/groups/${group.id}/workspace`);
    await expect(page.getByRole("heading", { name: "Harbour Litter Pickers: workspace" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(tabBar(page)).toHaveCount(0);
    await open(page, `/groups/${group.id}`);
    await expect(tabBar(page)).toHaveCount(0);
    await open(page, "/notifications");
    await expect(tabBar(page)).toHaveCount(0);

    // The tabs: Home is the current page on the dashboard; tapping Events opens the events.
    await open(page, "/dashboard");
    const tabs = tabBar(page).getByRole("link");
    await expect(tabs).toHaveText(["Home", "Members", "Communities", "Events", "Profile"]);
    await expect(tabBar(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))) {
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: test.info().outputPath("dashboard-tab-bar-390.png") });
    await tabBar(page).getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(tabBar(page).getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    await expect(tabBar(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await tabBar(page).getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(tabBar(page).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");

    // Nothing stays under the bar: the page ends with room for it below the footer, so that
    // scrolled to the end the footer sits above it.
    await open(page, "/dashboard");
    const room = await page.evaluate(() => {
      const footer = document.querySelector("footer")?.getBoundingClientRect();
      const bar = document.querySelector("nav[aria-label='Tabs']")?.getBoundingClientRect();
      if (!footer || !bar) return null;
      return {
        below: document.documentElement.scrollHeight - (footer.bottom + window.scrollY),
        bar: bar.height,
      };
    });
    expect(room).not.toBeNull();
    expect(room?.below).toBeGreaterThanOrEqual(room?.bar ?? Number.POSITIVE_INFINITY);
    // Scrolled to the end (the feed may still be growing), the footer ends where the bar starts.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const footer = document.querySelector("footer")?.getBoundingClientRect();
          const bar = document.querySelector("nav[aria-label='Tabs']")?.getBoundingClientRect();
          return Boolean(footer && bar && footer.bottom <= bar.top + 0.5);
        }),
      )
      .toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("never shows to a visitor", async ({ page }) => {
    for (const path of ["/", "/auth", "/register", "/communities", "/features/groups"]) {
      await open(page, path);
      await expect(tabBar(page), path).toHaveCount(0);
    }
    // A members' page sends the visitor to sign in, without the bar.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
  });
});

test.describe("[SHELL]: outside the shell", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a phone's browser shows no tab bar to a member", async ({ page }) => {
    await signInAsNewMember(page, { firstName: "Bo", lastName: "Browser" });
    await open(page, "/dashboard");
    await expect(page.getByRole("navigation", { name: "Footer" })).toBeAttached();
    await expect(tabBar(page)).toHaveCount(0);
  });
});

test.describe("[SHELL]: /test/mobile previews the shell", () => {
  // The member's refused request is logged by the browser.
  test.use({ expectedHttpErrors: [403] });

  test("gives a member the 403 page and a platform admin the preview, its frame showing the bar", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const member = await memberContext.newPage();
    await signInAsNewMember(member, { firstName: "Mo", lastName: "Member" });
    await member.goto("/test/mobile");
    await expect(member.getByRole("heading", { name: "Access denied" })).toBeVisible({ timeout: 20_000 });
    await expect(member.getByRole("heading", { name: "Mobile shell preview" })).toHaveCount(0);
    await memberContext.close();

    // Tall enough for the whole phone frame: its tab bar sits at the frame's bottom.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await signInAsNewMember(page, {
      email: `shell-admin-${test.info().retry}@e2e.example.org`,
      firstName: "Ada",
      lastName: "Admin",
    });
    await page.goto("/test/mobile");
    // The start-up checks come first: on a busy machine they take a while.
    await expect(page.getByRole("heading", { name: "Mobile shell preview" })).toBeVisible({
      timeout: 30_000,
    });
    const table = page.getByRole("table", { name: "Where the tab bar shows" });
    await expect(table.getByRole("row", { name: /^\/dashboard Shown Hidden$/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /^\/auth Hidden Hidden$/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /^\/groups\/1\/workspace Hidden Hidden$/ })).toBeVisible();

    // The frame is the app in the shell's look: the bar on the dashboard, its tabs working.
    const frame = page.frameLocator("iframe[title^='The app in the native shell']");
    await expect(frame.getByRole("navigation", { name: "Tabs" })).toBeVisible({ timeout: 20_000 });
    await frame.getByRole("navigation", { name: "Tabs" }).getByRole("link", { name: "Members" }).click();
    await expect(page.getByText("now at /members")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("test-mobile-1280.png"), fullPage: true });
    // Another path from the picker: no bar there.
    await page.getByLabel("Page in the frame").selectOption("/notifications");
    await expect(frame.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    await expect(frame.getByRole("navigation", { name: "Tabs" })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The page outside the frame is no shell: no bar of its own.
    await expect(tabBar(page)).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("heading", { name: "Mobile shell preview" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("test-mobile-390.png"), fullPage: true });
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

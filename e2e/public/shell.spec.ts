import { expect, test } from "../fixtures";

test.describe("[PUBLIC]: app shell", () => {
  test.describe("a path the app has no page for", () => {
    // The document's own 404, which the browser logs.
    test.use({ expectedHttpErrors: [404] });

    test("shows the not-found page for an unknown path", async ({ page }) => {
      const response = await page.goto("/this/page/does-not-exist");
      // Missing for search engines and link checkers too, not only to the eye.
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page).toHaveTitle("Page not found | Common Ground");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
      await page.getByRole("link", { name: "Go to homepage" }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("shows the not-found page for an unknown feature", async ({ page }) => {
      expect((await page.goto("/features/time-travel"))?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    });
  });

  test("keeps the theme choice across reloads, light by default", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/light/);
    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.goto("/features");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("follows the system theme when asked", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveClass(/light/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/light/);
  });

  test("searches the site's pages with Ctrl+K", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox");
    await expect(input).toBeFocused();
    await input.fill("x");
    await expect(page.getByText("No results found")).toBeHidden();
    await input.fill("zzqqxx");
    await expect(page.getByText("No results found")).toBeVisible();
    await expect(page.getByText("Try a different search term")).toBeVisible();
    await input.fill("volunteer");
    const option = page.getByRole("option").first();
    await expect(option).toBeVisible();
    const name = await option.locator("span.font-medium").textContent();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(page.url()).not.toMatch(/\/$/);
    expect(name).toBeTruthy();
  });

  test("falls back to the bundled logo when none is uploaded", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("logo-image")).toHaveAttribute("src", "/logo.svg");
    await expect(page.getByRole("link", { name: "Common Ground home" })).toBeVisible();
  });

  test("hydrates a prerendered page in place, even when its code arrives late", async ({ page }) => {
    // The page's own chunk arrives after the entry: hydration must wait for it, not show the
    // spinner in place of the prerendered copy (which moved the footer: a layout shift).
    await page.route(/\/assets\/Landing-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = { shift: 0, spinner: false };
      Object.assign(window, { hydrationCheck: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('#main [role="status"]')) seen.spinner = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Theme" }).click();
    await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { hydrationCheck: object }).hydrationCheck);
    // The spinner's swap moved the footer by a tenth of the screen; a slow machine may still
    // report a shift of a few hundred-thousandths as the logo's image decodes.
    expect(seen).toMatchObject({ spinner: false });
    expect((seen as { shift: number }).shift).toBeLessThan(0.001);
  });
});

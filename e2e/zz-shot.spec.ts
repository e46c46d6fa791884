import { test } from "./fixtures";
test("shot", async ({ page }) => {
  for (const [w, name] of [[1280, "desk"], [390, "phone"]] as const) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto("/");
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/landing-${name}.png` });
    await page.goto("/features/recognition");
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/recog-${name}.png` });
  }
  await page.emulateMedia({ colorScheme: "dark" });
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/features/events");
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/events-dark.png`, fullPage: true });
});

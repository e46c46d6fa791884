import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { signInAsNewMember } from "../seed";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("[APP]: accessibility at 390 px (axe)", () => {
  test("the Bluesky dialogs of /auth and /register", async ({ page }) => {
    for (const [path, name] of [
      ["/auth", "Sign in with Bluesky"],
      ["/register", "Register with Bluesky"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("button", { name: "Continue with Bluesky" }).click();
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      expect(await seriousAxeViolations(page), path).toEqual([]);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      // Escape closes it and gives focus back to the button that opened it.
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Continue with Bluesky" })).toBeFocused();
    }
  });

  test("the dashboard and both tabs of profile settings", async ({ page }) => {
    await signInAsNewMember(page, { firstName: "Ines", lastName: "Moreau" });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ines");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto("/settings");
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await expect(page.getByLabel("First name")).toHaveValue("Ines");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole("tab", { name: "Connected accounts" }).click();
    await expect(page).toHaveURL(/tab=connections/);
    await expect(page.getByText("Not connected.")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

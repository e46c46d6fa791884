import { expect, test } from "../fixtures";

test.describe("[AUTH]: Apple through a local OpenID provider (form_post)", () => {
  test("registers after the terms dialog and completes the profile by hand", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Continue with Apple" }).click();
    const dialog = page.getByRole("dialog", { name: "Terms and Conditions" });
    await expect(dialog).toContainText("Before you register with Apple");
    await dialog.getByLabel(/I agree to the/).check();
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/complete-profile\?provider=apple$/, { timeout: 15_000 });
    await expect(page.getByText("You signed up with Apple.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("");
    await page.getByLabel("First name").fill("Ines");
    await page.getByLabel("Last name").fill("Moreau");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ines");
  });
});

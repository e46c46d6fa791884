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
    await expect(page.getByRole("alert").first()).toHaveText(
      "Error: User profile is missing first name or last name. Please contact support.",
    );

    // Anywhere else, the profile gate blocks the app until the names are in.
    await page.goto("/dashboard");
    const gate = page.getByRole("dialog", { name: "Profile Setup Required" });
    await expect(gate).toContainText(
      "Your user profile could not be loaded or is missing required information.",
    );
    await expect(gate.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(gate.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await gate.getByRole("link", { name: "Complete Profile" }).click();
    await expect(page).toHaveURL(/\/complete-profile$/);
    await page.getByLabel("First name").fill("Ines");
    await page.getByLabel("Last name").fill("Moreau");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ines");
  });
});

import { expect, test } from "../fixtures";

test.describe("[AUTH]: Google through a local OpenID provider", () => {
  test("registers after the terms dialog, completes the profile from the claims, and signs in again", async ({
    page,
  }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const dialog = page.getByRole("dialog", { name: "Terms and Conditions" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(
      dialog.getByText("You must agree to the Terms of Service and Privacy Policy to continue"),
    ).toBeVisible();
    await dialog.getByLabel(/I agree to the/).check();
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/complete-profile\?provider=google$/, { timeout: 15_000 });
    await expect(page.getByText("You signed up with Google.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Noor");
    await expect(page.getByLabel("Last name")).toHaveValue("Haddad");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Noor");

    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  });
});

import { expect, test } from "../fixtures";
import { RESET_LINK, signInThroughPage, uniqueEmail, VERIFY_LINK, waitForLink } from "../mail";
import { seedMember } from "../seed";

test.describe("[AUTH]: e-mail and password", () => {
  // Sign-in before confirming (403) and with the old password (401) are refused on purpose.
  test.use({ expectedHttpErrors: [401, 403] });

  test("registers, verifies by mail, signs in, completes the profile and reaches the dashboard", async ({
    page,
  }) => {
    const email = uniqueEmail("maya");
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Account");

    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(
      page.getByText("You must agree to the Terms of Service and Privacy Policy to create an account"),
    ).toBeVisible();
    const form = page.getByRole("form", { name: "Create account" });
    await expect(form.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("target", "_blank");
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("target", "_blank");

    await page.getByLabel("First name").fill("Maya");
    await page.getByLabel("Last name").fill("Chen");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("abcdef");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password must contain at least one digit")).toBeVisible();
    await page.getByLabel("Password").fill("harvest2026");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/check-email\?email=/);
    await expect(page.getByText(email)).toBeVisible();

    // Signing in before confirming is refused with a clear message.
    await page.goto("/auth");
    await signInThroughPage(page, email, "harvest2026");
    await expect(page.getByRole("alert")).toContainText("Please confirm your email address");

    await page.goto(await waitForLink(email, VERIFY_LINK));
    await expect(page).toHaveURL(/\/email-verification-success$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email verified");

    // Sign out, then sign in again through the form.
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Maya");
    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await signInThroughPage(page, email, "harvest2026");
    await expect(page.getByText("Successfully signed in!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/complete-profile");
    await expect(page.getByLabel("First name")).toHaveValue("Maya");
    await page.getByLabel("First name").fill("  ");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(page.getByText("First and last name are required.")).toBeVisible();
    await page.getByLabel("First name").fill("Maya-Li");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(page.getByText("Profile completed!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Maya-Li");
  });

  test("resets a forgotten password by mail", async ({ page, request }) => {
    const email = uniqueEmail("reset");
    await seedMember(request, { email, password: "oldpass123" });

    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check Your Email");
    await page.getByRole("button", { name: "Try Different Email" }).click();
    await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();

    await page.goto(await waitForLink(email, RESET_LINK));
    await expect(page).toHaveURL(/\/auth\/reset-password-confirm\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("newpass456");
    await page.getByLabel("Confirm new password").fill("newpass456");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Your password has been updated.")).toBeVisible();

    await signInThroughPage(page, email, "oldpass123");
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByLabel("Password").fill("newpass456");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("sends a visitor to /auth and back to the page they wanted", async ({ page, request }) => {
    const email = uniqueEmail("return");
    await seedMember(request, { email, password: "return123", firstName: "Ravi" });
    await page.goto("/complete-profile");
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughPage(page, email, "return123");
    await expect(page).toHaveURL(/\/complete-profile$/);
    await expect(page.getByLabel("First name")).toHaveValue("Ravi");

    // A signed-in member is sent from /, /auth and /register to the dashboard.
    for (const path of ["/", "/auth", "/register"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test("/login goes to /auth", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
  });
});

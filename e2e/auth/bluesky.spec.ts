import type { Locator } from "@playwright/test";
import { createPdsAccount } from "../../scripts/lib/test-pds.mjs";
import { expect, test } from "../fixtures";
import { uniqueEmail, VERIFY_LINK, waitForLink } from "../mail";

/** The PDS that scripts/e2e-server.mjs started and gave the app as BLUESKY_SERVICE_URL. */
const PDS_URL = `http://localhost:${process.env.E2E_PDS_PORT ?? 3129}`;

/** A fresh account on the test PDS; its first label stays within the PDS's 18 characters. */
function newBlueskyAccount(name: string) {
  const handle = `${name}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}.test`;
  return createPdsAccount(PDS_URL, handle, uniqueEmail(name));
}

/** Types a handle and an app password into a Bluesky credentials dialog and submits it. */
async function submitCredentials(dialog: Locator, handle: string, password: string, button: string) {
  await dialog.getByLabel("Bluesky handle").fill(handle);
  await dialog.getByLabel("App password").fill(password);
  await dialog.getByRole("button", { name: button }).click();
}

test.describe("[AUTH]: Bluesky through a local PDS", () => {
  // A wrong app password (401), sign-in before confirming (403) and an unlinked account (404).
  test.use({ expectedHttpErrors: [401, 403, 404] });

  test("registers with Complete Your Account, confirms by mail, signs in with Bluesky back to the page asked for, disconnects and reconnects", async ({
    page,
  }) => {
    // The whole journey, with a real PDS checking passwords at each step: over 20 s on its own.
    test.slow();
    const account = await newBlueskyAccount("kai");
    const email = uniqueEmail("kai");
    await page.goto("/register");
    await page.getByRole("button", { name: "Continue with Bluesky" }).click();

    const credentials = page.getByRole("dialog", { name: "Register with Bluesky" });
    await credentials.getByRole("button", { name: "Continue" }).click();
    await expect(credentials.getByRole("alert")).toHaveText("Please enter your Bluesky credentials");
    await submitCredentials(credentials, account.handle, "wrong-password", "Continue");
    await expect(credentials.getByRole("alert")).toHaveText(
      "Failed to authenticate with Bluesky. Please check your credentials.",
    );
    await credentials.getByLabel("App password").fill(account.appPassword);
    await credentials.getByRole("button", { name: "Continue" }).click();

    const complete = page.getByRole("dialog", { name: "Complete Your Account" });
    await expect(complete).toContainText(`@${account.handle}`);
    await complete.getByLabel("Email").fill("");
    await complete.getByRole("button", { name: "Create Account" }).click();
    await expect(complete.getByText("Please fill in all required fields")).toBeVisible();
    await complete.getByLabel("First name").fill("Kai");
    await complete.getByLabel("Last name").fill("Moana");
    await complete.getByLabel("Email").fill("kai@example");
    await complete.getByRole("button", { name: "Create Account" }).click();
    await expect(
      complete.getByText("You must agree to the Terms of Service and Privacy Policy to create an account"),
    ).toBeVisible();
    await complete.getByLabel(/I agree to the/).check();
    await complete.getByRole("button", { name: "Create Account" }).click();
    await expect(complete.getByText("Please enter a valid email address")).toBeVisible();
    await complete.getByLabel("Email").fill(email);
    await complete.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/check-email\?email=/);
    await expect(page.getByText(email)).toBeVisible();

    // Bluesky sign-in waits for the confirmed address, like e-mail sign-in.
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Bluesky" }).click();
    const signIn = page.getByRole("dialog", { name: "Sign in with Bluesky" });
    await submitCredentials(signIn, account.handle, account.appPassword, "Sign In");
    await expect(signIn.getByRole("alert")).toContainText("Please confirm your email address");

    // Following the link signs the member in; they sign out to come back with Bluesky.
    await page.goto(await waitForLink(email, VERIFY_LINK));
    await expect(page).toHaveURL(/\/email-verification-success/);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // A visitor asking for their settings signs in with Bluesky and lands back there.
    await page.goto("/profile/settings?tab=connections");
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole("button", { name: "Continue with Bluesky" }).click();
    await submitCredentials(signIn, `@${account.handle}`, account.appPassword, "Sign In");
    await expect(page).toHaveURL(/\/profile\/settings\?tab=connections$/);
    await expect(page.getByRole("button", { name: /Kai Moana/ })).toBeVisible();
    await expect(page.getByText(`Connected as @${account.handle}`)).toBeVisible();
    await page.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByText("Not connected.")).toBeVisible();

    await page.getByRole("button", { name: "Connect Bluesky" }).click();
    const connect = page.getByRole("dialog", { name: "Connect Bluesky" });
    await submitCredentials(connect, account.handle, account.appPassword, "Connect");
    await expect(connect).toBeHidden();
    await expect(page.getByText(`Connected as @${account.handle}`)).toBeVisible();

    // The account menu leads to the settings too.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Kai");
    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("menuitem", { name: "Profile Settings" }).click();
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await expect(page.getByLabel("First name")).toHaveValue("Kai");
  });

  test("sends an unlinked Bluesky account to registration, and a cancelled check says so", async ({
    page,
  }) => {
    const account = await newBlueskyAccount("lee");
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Bluesky" }).click();
    const signIn = page.getByRole("dialog", { name: "Sign in with Bluesky" });
    await submitCredentials(signIn, account.handle, account.appPassword, "Sign In");
    await expect(signIn.getByRole("alert")).toHaveText(
      "No account is linked to this Bluesky account yet. Create one from the registration page.",
    );

    // The PDS answers slowly this once; the member closes the dialog before it does.
    await page.route("**/api/auth/sign-up/bluesky/verify", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => {});
    });
    await page.goto("/register");
    await page.getByRole("button", { name: "Continue with Bluesky" }).click();
    const credentials = page.getByRole("dialog", { name: "Register with Bluesky" });
    await submitCredentials(credentials, account.handle, account.appPassword, "Continue");
    await expect(credentials.getByRole("button", { name: "Connecting..." })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(credentials).toBeHidden();
    await expect(page.getByText("Connection cancelled")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Complete Your Account" })).toHaveCount(0);
  });
});

import { expect, test } from "../fixtures";

test.describe("[PUBLIC]: beta sign-up", () => {
  test("stores a sign-up, and answers a repeat exactly like a new one", async ({ page }) => {
    const email = `maya-${Date.now()}@riverside.example`;
    await page.goto("/beta-signup");
    await page.getByRole("button", { name: "Request an invitation" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Your name").fill("Maya Chen");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Organization", { exact: true }).fill("Riverside Food Bank");
    await page.getByLabel("Organization type").selectOption("nonprofit");
    await page.getByLabel(/Anything we should know/).fill("About 40 volunteers a week.");
    await page.getByRole("button", { name: "Request an invitation" }).click();
    const result = page.getByTestId("beta-signup-result");
    await expect(result).toContainText("You're on the list");
    await expect(result).toContainText(email);

    await page.getByRole("button", { name: "Sign up another organization" }).click();
    await page.getByLabel("Your name").fill("Maya Chen");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Organization", { exact: true }).fill("Riverside Food Bank");
    await page.getByLabel("Organization type").selectOption("nonprofit");
    await page.getByRole("button", { name: "Request an invitation" }).click();
    // The answer does not tell whether the address was on the list already.
    const repeat = page.getByTestId("beta-signup-result");
    await expect(repeat).toContainText("You're on the list");
    await expect(repeat).toContainText(email.toUpperCase());
  });
});

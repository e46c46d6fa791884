import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { waitForLink } from "../mail";
import { signInAsNewMember, signUpForBeta } from "../seed";

const REGISTER_LINK = /http:\/\/localhost:\d+\/register\?email=\S+/;

test.describe("[BETA]: platform admins manage the beta list", () => {
  test("an admin finds a sign-up, approves it and the invitation opens /register with the address; members get 403", async ({
    page,
    browser,
  }) => {
    // A long journey (three browsers, a mail round trip); a first load on a busy two-core machine
    // can wait long at the start-up check.
    test.setTimeout(240_000);
    const word = `b${Math.random().toString(36).slice(2, 8)}`;
    const email = `${word}@riverside.example`;
    const organization = `Riverside ${word} Food Bank`;
    // A visitor signs up on the public form's API.
    await signUpForBeta(page.context().request, {
      name: "Maya Chen",
      email,
      organization,
      organizationType: "nonprofit",
      message: "We run 40 volunteer shifts a month.",
    });

    // A member who is no platform admin gets the 403 page, and no sign-up is shown.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAsNewMember(member, { firstName: "Rui", lastName: "Reader" });
    await member.goto("/admin/beta-management");
    await expect(member.getByRole("heading", { name: "Access denied" })).toBeVisible({ timeout: 30_000 });
    await expect(member.getByText(organization)).toHaveCount(0);
    await memberContext.close();

    // A platform admin opens the page from the account menu and searches.
    await signInAsNewMember(page, {
      email: `beta-admin-${test.info().retry}@e2e.example.org`,
      firstName: "Pia",
      lastName: "Platform",
    });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Pia Platform, My Account" }).click({ timeout: 30_000 });
    await page.getByRole("menuitem", { name: "Beta management" }).click();
    await expect(page).toHaveURL(/\/admin\/beta-management$/);
    await expect(page.getByRole("heading", { name: "Beta management" })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel("Search by name, email or organization").fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(page.getByRole("status").filter({ hasText: "1 sign-up found" })).toBeVisible();
    const card = page.getByRole("article", { name: organization });
    await expect(card.getByText(email)).toBeVisible();
    await expect(card.getByText("We run 40 volunteer shifts a month.")).toBeVisible();
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await page.getByLabel("Status").selectOption("declined");
    await expect(page.getByText("No sign-ups found")).toBeVisible();
    await page.getByLabel("Status").selectOption("pending");
    await expect(card).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The private note.
    await card.getByLabel("Note (only platform admins see it)").fill("Met Maya at the volunteer fair.");
    await card.getByRole("button", { name: "Save note" }).click();
    await expect(card.getByText("Note saved.")).toBeVisible();

    // Approve, confirmed in a dialog: the card says the invitation went out.
    await card.getByRole("button", { name: `Approve Maya Chen, ${organization}` }).click();
    const dialog = page.getByRole("dialog", { name: "Approve this sign-up?" });
    await expect(dialog).toContainText(email);
    await dialog.getByRole("button", { name: "Approve and send invitation" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Approved", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Invitation sent on /)).toBeVisible();
    await expect(card.getByRole("button", { name: /^Decline/ })).toHaveCount(0);
    await expect(card.getByText(/You can send it again after/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("beta-management-1280.png"), fullPage: true });

    // The CSV holds what the filters match: with every status again, the sign-up and its note.
    await page.getByLabel("Status").selectOption("");
    await expect(page.getByRole("status").filter({ hasText: "1 sign-up found" })).toBeVisible();
    const download = await page.request.get(
      await page
        .getByRole("link", { name: "Download CSV" })
        .getAttribute("href")
        .then((href) => href ?? ""),
    );
    expect(download.headers()["content-type"]).toContain("text/csv");
    const csv = await download.text();
    expect(csv).toContain(email);
    expect(csv).toContain("Met Maya at the volunteer fair.");

    // At 390 px the list is a column of cards, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("article", { name: organization })).toBeVisible({ timeout: 30_000 });
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath("beta-management-390.png"), fullPage: true });

    // The invitation arrives; its link opens the sign-up page with the address filled in.
    const link = await waitForLink(email, REGISTER_LINK);
    expect(link).toContain(`email=${encodeURIComponent(email)}`);
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { name: "Create Account" })).toBeVisible({ timeout: 30_000 });
    await expect(visitor.getByLabel("Email")).toHaveValue(email);
    // Only an address the form would take is filled in.
    await visitor.goto("/register?email=not%20an%20address");
    await expect(visitor.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expect(visitor.getByLabel("Email")).toHaveValue("");
    await visitorContext.close();
  });
});

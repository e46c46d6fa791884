import { expect, test } from "../fixtures";
import { seedEvent, signInAsNewMember } from "../seed";

/** Issue 27 item 8: the small things a new organisation notices in its first minutes. */
test.describe("[SLIPS]: words and small slips", () => {
  test("the dashboard's columns line up with the header's edges", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const me = await signInAsNewMember(page, { firstName: "Ada", lastName: "Aligned" });
    await page.goto("/dashboard");
    const left = await page.getByTestId("dashboard-left").boundingBox();
    const right = await page.getByTestId("dashboard-right").boundingBox();
    const logo = await page.getByRole("link", { name: /home$/ }).first().boundingBox();
    const account = await page.getByRole("button", { name: `Ada Aligned, My Account` }).boundingBox();
    expect(me.id).toBeTruthy();
    expect(Math.abs((left?.x ?? 0) - (logo?.x ?? -100))).toBeLessThanOrEqual(1);
    const rightEdge = (right?.x ?? 0) + (right?.width ?? 0);
    expect(Math.abs(rightEdge - ((account?.x ?? 0) + (account?.width ?? 0)))).toBeLessThanOrEqual(1);
  });

  for (const width of [1280, 390]) {
    test(`the cover photo's placeholder says there is none yet at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAsNewMember(page, { firstName: "Cor", lastName: "Cover" });
      await page.goto("/profile/settings");
      await expect(page.getByRole("img", { name: "Your cover photo: No cover photo yet" })).toBeVisible();
      await expect(page.getByText("No user", { exact: true })).toHaveCount(0);
    });

    test(`a refused form shows its first error, in view and focused, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await signInAsNewMember(page, { firstName: "Fay", lastName: "Form" });
      await page.goto("/events/create");
      const submit = page.getByRole("button", { name: "Create event" });
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      const banner = page.getByRole("alert").filter({ hasText: "Name is required." });
      await expect(banner).toBeFocused();
      await expect(banner).toBeInViewport();
      // Submitted again from the bottom, the same error comes back into view.
      await submit.scrollIntoViewIfNeeded();
      await expect(banner).not.toBeInViewport();
      await submit.click();
      await expect(banner).toBeInViewport();
      await expect(banner).toBeFocused();
    });
  }

  test("the Email verified page has the signed-in header for a member, Sign In for a visitor", async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page, { firstName: "Eva", lastName: "Verified" });
    await page.goto("/email-verification-success");
    await expect(page.getByText("Email verified")).toBeVisible();
    await expect(page.getByRole("button", { name: "Eva Verified, My Account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Continue" })).toBeVisible();

    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto("/email-verification-success");
    await expect(guest.getByText("Email verified")).toBeVisible();
    await expect(guest.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await visitor.close();
  });

  test("an event offers only the registration types that are open", async ({ page }) => {
    await signInAsNewMember(page, { firstName: "Reg", lastName: "Reader" });
    const request = page.context().request;
    const volunteersOnly = await seedEvent(request, { name: "Beach clean-up", openTypes: ["volunteers"] });
    const closed = await seedEvent(request, { name: "Board meeting", openTypes: [] });

    await page.goto(`/events/${volunteersOnly.id}`);
    await expect(page.getByText("Take part as a volunteer.")).toBeVisible();
    await expect(page.getByText(/attendee|employee/)).toHaveCount(0);
    await page.getByRole("button", { name: "Register" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Registration Type" });
    await expect(dialog.getByRole("radio")).toHaveCount(1);
    await expect(dialog.getByRole("radio", { name: "Volunteer" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.goto(`/events/${closed.id}`);
    await expect(page.getByText("Registration is not open for this event.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Register" })).toHaveCount(0);
  });
});

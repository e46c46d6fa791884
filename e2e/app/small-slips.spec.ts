import { THEME_STORAGE_KEY } from "../../shared/brand";
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

  for (const theme of ["light", "dark"]) {
    test(`text boxes, selects and switches stand out from the page (3:1) in the ${theme} theme`, async ({
      page,
    }) => {
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_STORAGE_KEY,
        value: theme,
      });
      await signInAsNewMember(page, { firstName: "Cyd", lastName: "Contrast" });
      await page.goto("/events/create");
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      const name = page.getByLabel("Name", { exact: true });
      await expect(name).toBeVisible();
      const ratio = (selector: string, property: "borderTopColor" | "backgroundColor") =>
        page.evaluate(
          ([css, prop]) => {
            const element = document.querySelector(css);
            if (!element) return 0;
            const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
            const luminance = (value: string) => {
              const [r = 0, g = 0, b = 0] = rgb(value).map((channel) => {
                const c = channel / 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
              });
              return 0.2126 * r + 0.7152 * g + 0.0722 * b;
            };
            const edge = luminance(getComputedStyle(element)[prop as "borderTopColor"]);
            const page = luminance(getComputedStyle(document.body).backgroundColor);
            return (Math.max(edge, page) + 0.05) / (Math.min(edge, page) + 0.05);
          },
          [selector, property] as const,
        );
      expect(await ratio("input[type=text], input:not([type])", "borderTopColor")).toBeGreaterThanOrEqual(3);
      expect(await ratio("textarea", "borderTopColor")).toBeGreaterThanOrEqual(3);
      expect(await ratio("select", "borderTopColor")).toBeGreaterThanOrEqual(3);
      await page.goto("/profile/settings?tab=notifications");
      const likes = page.getByRole("switch", { name: "Likes by e-mail" });
      await likes.click();
      await expect(likes).toHaveAttribute("data-state", "unchecked");
      expect(await ratio('[role=switch][data-state="unchecked"]', "backgroundColor")).toBeGreaterThanOrEqual(
        3,
      );
    });
  }
});

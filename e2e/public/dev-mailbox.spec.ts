import type { Locator } from "@playwright/test";
import { horizontalOverflow } from "../axe";
import { expect, test } from "../fixtures";
import { RESET_LINK } from "../mail";
import { seedMember, signInAsNewMember } from "../seed";

/**
 * The boxes of an element's text, one per line, that reach past either side of the screen: an
 * address or a link cut off there (by a box that hides its overflow) cannot be read, even where
 * the page itself does not scroll. The text's own boxes, not the element's: a block is as wide as
 * its container however far its words run past it.
 */
function linesOffScreen(locator: Locator) {
  return locator.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    return [...text.getClientRects()]
      .filter((line) => line.width > 0 && (line.left < 0 || line.right > window.innerWidth))
      .map((line) => `${Math.round(line.left)}..${Math.round(line.right)}`);
  });
}

for (const width of [390, 1280]) {
  test.describe(`[PUBLIC]: the development mailbox at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("shows a mail with a long address and a long link without scrolling sideways", async ({
      page,
      request,
    }) => {
      // The e2e server sends its mail over SMTP, so no console key opens the mailbox: a platform
      // admin reads it (ADMIN_EMAILS in playwright.config.ts). It lists every mail the app recorded.
      await signInAsNewMember(page, {
        email: `mailbox-admin-${width}-${test.info().retry}@e2e.example.org`,
        firstName: "Mina",
        lastName: "Mailbox",
      });
      // A long but valid address asks for a password reset: the mail goes to it and carries the
      // long reset link. No hyphen in it, where a line could break anyway: one unbroken word.
      const word = Math.random().toString(36).slice(2, 10);
      const email = `maximiliana.alexandrina.vandenberghe.oppenheimer.${word}@riversidecommunitygardencooperative.example.org`;
      await seedMember(request, { email, firstName: "Maximiliana", lastName: "Vandenberghe" });
      const reset = await request.post("/api/auth/request-password-reset", {
        data: { email, redirectTo: "/auth/reset-password-confirm" },
      });
      expect(reset.status(), await reset.text()).toBe(200);

      await page.goto("/dev/mailbox");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Development mailbox");
      const mail = page.getByRole("listitem").filter({ hasText: email });
      // Recorded as the request was answered; a refresh finds it should the page have been faster.
      await expect(async () => {
        await page.getByRole("button", { name: "Refresh" }).click();
        await expect(mail).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await expect(mail.getByText("Reset your Common Ground password")).toBeVisible();

      // The list: the address wraps inside the screen.
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await linesOffScreen(mail.getByText(`To ${email}`))).toEqual([]);

      // The mail opened: its link, whole and clickable, wraps inside the screen too.
      await mail.locator("summary").click();
      const link = mail.getByRole("link", { name: RESET_LINK });
      await expect(link).toBeVisible();
      await expect(link).toHaveText(RESET_LINK);
      expect(await link.getAttribute("href")).toBe(await link.textContent());
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await linesOffScreen(link)).toEqual([]);
      expect(await linesOffScreen(mail.getByText(`To ${email}`))).toEqual([]);
      if (width === 390) {
        // Too long for one line of a phone: it takes several rather than running off the side.
        expect(await link.evaluate((element) => element.getClientRects().length)).toBeGreaterThan(1);
      }
    });
  });
}

import type { Browser } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedPartnership, signInAsNewMember } from "../seed";

/** Another member in a browser of their own, signed in. */
async function otherMember(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signInAsNewMember(page, { firstName, lastName });
  return { context, page, member };
}

test.describe("[PARTNERS]: a group joins a partnership as a partner organisation", () => {
  for (const width of [1280, 390]) {
    test(`its admin asks, the partnership's admin approves, and either may end it, at ${width} px`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const word = `w${Math.random().toString(36).slice(2, 7)}`;
      const gus = await signInAsNewMember(page, { firstName: "Gus", lastName: "Group" });
      const group = await seedGroup(page.request, { name: `${word} Eastside Food Bank`, ownerId: gus.id });
      const paula = await otherMember(browser, "Paula", "Partner");
      await paula.page.setViewportSize({ width, height: 900 });
      const partnership = await seedPartnership(page.request, {
        name: `${word} Riverside Food Alliance`,
        ownerId: paula.member.id,
      });

      // The group's admin asks, with a message for the partnership's admins.
      await page.goto(`/partnerships/${partnership.id}`);
      await page.getByRole("tab", { name: "Partners", exact: true }).click();
      await expect(page).toHaveURL(/tab=partners/);
      await expect(page.getByText("No partner organisations yet")).toBeVisible();
      const yours = page.getByRole("region", { name: "Your organisations" });
      await expect(yours.getByLabel("Group")).toHaveValue(String(group.id));
      await yours
        .getByLabel("Message to the partnership's admins (optional)")
        .fill("We feed 300 families a week.");
      await yours.getByRole("button", { name: "Ask to join as a partner" }).click();
      await expect(yours.getByText(`${word} Eastside Food Bank asked to join.`)).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The partnership's admin sees the count on the tab, the request and its message, and approves.
      await paula.page.goto(`/partnerships/${partnership.id}`);
      await paula.page.getByRole("tab", { name: "Partners (1)" }).click();
      const asking = paula.page.getByRole("region", { name: "Groups asking to join" });
      await expect(asking).toContainText("We feed 300 families a week.");
      expect(await horizontalOverflow(paula.page)).toBe(0);
      await asking.getByRole("button", { name: `Approve ${word} Eastside Food Bank` }).click();
      const partners = paula.page.getByRole("region", { name: "Partner organisations" });
      await expect(partners.getByRole("link", { name: `${word} Eastside Food Bank` })).toBeVisible();
      await expect(asking).toBeHidden();
      await expect(paula.page.getByRole("tab", { name: "Partners", exact: true })).toBeVisible();
      expect(await seriousAxeViolations(paula.page)).toEqual([]);

      // The group's side sees it listed on the partnership's page.
      await page.reload();
      const listed = page.getByRole("region", { name: "Partner organisations" });
      const partnerLink = listed.getByRole("link", { name: `${word} Eastside Food Bank` });
      await expect(partnerLink).toBeVisible();
      // The name reads across the row, not a letter a line beside the row's button.
      expect((await partnerLink.boundingBox())?.height).toBeLessThan(80);
      await expect(page.getByRole("region", { name: "Your organisations" })).toBeHidden();
      expect(await horizontalOverflow(page)).toBe(0);

      // The group's own page lists the partnership, and its admin ends it from there.
      await page.goto(`/groups/${group.id}`);
      await page.getByRole("tab", { name: "Partnerships", exact: true }).click();
      await expect(page.getByRole("link", { name: `${word} Riverside Food Alliance` })).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page
        .getByRole("button", { name: `End partnership with ${word} Riverside Food Alliance` })
        .click();
      await page
        .getByRole("dialog", { name: `Leave ${word} Riverside Food Alliance?` })
        .getByRole("button", { name: "End partnership" })
        .click();
      await expect(page.getByText("Not a partner of any partnership yet")).toBeVisible();

      // The partnership's side sees it gone; the group may ask again.
      await paula.page.reload();
      await expect(paula.page.getByText("No partner organisations yet")).toBeVisible();
      await page.goto(`/partnerships/${partnership.id}?tab=partners`);
      await expect(
        page
          .getByRole("region", { name: "Your organisations" })
          .getByRole("button", { name: "Ask to join as a partner" }),
      ).toBeVisible();
      await paula.context.close();
    });
  }
});

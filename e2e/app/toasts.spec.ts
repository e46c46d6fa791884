import { isUncovered } from "../axe";
import { expect, test } from "../fixtures";
import { seedPost, signInAsNewMember } from "../seed";

test.describe("[TOASTS]: a toast and the header", () => {
  for (const width of [1280, 390]) {
    test(`a toast leaves the account menu free at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const me = await signInAsNewMember(page, { firstName: "Tove", lastName: "Toast" });
      await seedPost(page.context().request, { authorId: me.id, content: "A post to take back." });

      await page.goto(`/profile/${me.id}`);
      if (width < 640) {
        await page.getByRole("button", { name: "Actions for the post by Tove Toast" }).click();
        await page.getByRole("menuitem", { name: "Delete" }).click();
      } else {
        await page.getByRole("button", { name: "Delete", exact: true }).click();
      }
      await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
      const toast = page.getByText("Post deleted");
      await expect(toast).toBeVisible();

      // The toast settles below the header: the account menu and the bell answer while it shows.
      const header = await page.locator("header").first().boundingBox();
      const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
      await expect
        .poll(async () => (await page.locator("[data-sonner-toast]").first().boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(headerBottom);
      const account = page.getByRole("button", { name: "Tove Toast, My Account" });
      expect(await isUncovered(account)).toBe(true);
      expect(await isUncovered(page.getByRole("button", { name: /^Notifications/ }))).toBe(true);
      await account.click();
      await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeVisible();
      await expect(toast).toBeVisible();
    });
  }
});

import sharp from "sharp";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMembership, signInAsNewMember } from "../seed";

test.use({ viewport: { width: 390, height: 844 } });

/** A small picture made here, as a member's photo would be: PNG, some colour. */
const picture = async (width: number, height: number, background: string) => ({
  name: "picture.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

test.describe("[PROFILE]: a member's profile", () => {
  test("uploads an avatar and a cover, edits the bio, and another member sees them", async ({
    page,
    browser,
  }) => {
    const amara = await signInAsNewMember(page, { firstName: "Amara", lastName: "Okafor" });
    const garden = await seedGroup(page.request, { name: "Garden Club", ownerId: amara.id });
    const council = await seedGroup(page.request, { name: "Quiet Council", visibility: "private" });
    await seedMembership(page.request, { entity: council, userId: amara.id });

    await page.goto("/profile/settings?tab=avatar");
    await expect(page.getByText("5 MB, JPEG, PNG, GIF or WebP.")).toBeVisible();
    await page.locator("input[type=file]").setInputFiles(await picture(300, 200, "#2a6"));
    await expect(page.getByRole("button", { name: "Replace profile picture" })).toBeVisible();
    const avatar = page.getByRole("img", { name: "Amara Okafor" });
    await expect(avatar).toHaveAttribute("src", /^\/api\/files\/avatars\/.+\.webp$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "General" }).click();
    await expect(page).toHaveURL(/tab=general/);
    await page.locator("input[type=file]").setInputFiles(await picture(1200, 400, "#36c"));
    await expect(page.getByRole("img", { name: "Your cover photo" })).toHaveAttribute(
      "src",
      /^\/api\/files\/entity-covers\//,
    );
    await page.getByLabel("Bio", { exact: true }).fill("Food bank volunteer.\nCyclist.");
    await expect(page.getByText("29/1,000 characters")).toBeVisible();
    // Before saving: the toast that follows sits over the form and would skew axe's contrast check.
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Amara Okafor" })).toBeVisible();
    await expect(page.getByText("Food bank volunteer.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Amara Okafor's cover photo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit profile" })).toHaveAttribute(
      "href",
      "/profile/settings",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("own-profile-390.png"), fullPage: true });

    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const otherPage = await other.newPage();
    await signInAsNewMember(otherPage, { firstName: "Bo", lastName: "Lind" });
    await otherPage.goto(`/profile/${amara.id}`);
    await expect(otherPage.getByRole("heading", { level: 1, name: "Amara Okafor" })).toBeVisible();
    await expect(otherPage.getByText("Cyclist.")).toBeVisible();
    await expect(otherPage.getByRole("img", { name: "Amara Okafor", exact: true })).toHaveAttribute(
      "src",
      /^\/api\/files\/avatars\//,
    );
    await expect(otherPage.getByRole("img", { name: "Amara Okafor's cover photo" })).toBeVisible();
    await expect(otherPage.getByRole("link", { name: "Edit profile" })).toHaveCount(0);
    // Her public group, with her role; her private one stays hidden from a non-member.
    await expect(otherPage.getByRole("link", { name: /Garden Club/ })).toHaveAttribute(
      "href",
      `/groups/${garden.id}`,
    );
    await expect(otherPage.getByRole("link", { name: /Garden Club/ })).toContainText("Owner");
    await expect(otherPage.getByText("Quiet Council")).toHaveCount(0);
    expect(await seriousAxeViolations(otherPage)).toEqual([]);
    expect(await horizontalOverflow(otherPage)).toBeLessThanOrEqual(0);
    await otherPage.screenshot({ path: test.info().outputPath("other-profile-390.png"), fullPage: true });
    await other.close();
  });

  test("shows its groups' and partnerships' whole names, at desktop width too", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const dana = await signInAsNewMember(page, { firstName: "Dana", lastName: "Whitfield" });
    for (const name of ["Downtown Literacy Volunteers", "Riverside Community Food Bank"]) {
      await seedGroup(page.request, { name, ownerId: dana.id });
    }
    await page.goto(`/profile/${dana.id}`);
    const groups = page.getByRole("region", { name: "Groups" });
    for (const name of ["Downtown Literacy Volunteers", "Riverside Community Food Bank"]) {
      const label = groups.getByText(name, { exact: true });
      await expect(label).toBeVisible();
      // Nothing cut off: the text fits its box (a truncated name showed "D…").
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
      expect(await label.evaluate((el) => el.getBoundingClientRect().width), name).toBeGreaterThan(150);
    }
  });
});

import sharp from "sharp";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMembership, signInAsNewMember } from "../seed";

/** A badge picture made here, as an organiser's would be: PNG, some colour. */
const badge = async () => ({
  name: "badge.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 240, height: 240, channels: 3, background: "#d4a017" } })
    .png()
    .toBuffer(),
});

for (const width of [1280, 390]) {
  test(`[AWARDS]: a group's admin gives an award, the member is told and sees it on their profile and hides it, and the admin revokes it, at ${width} px`, async ({
    page,
    browser,
  }) => {
    // Two members' journeys through four pages, with an upload and two accessibility checks.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const bea = await signInAsNewMember(page, { firstName: "Bea", lastName: "Helper" });
    const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
    const adminPage = await adminContext.newPage();
    const olu = await signInAsNewMember(adminPage, { firstName: "Olu", lastName: "Organiser" });
    const request = adminPage.context().request;
    const group = await seedGroup(request, { name: `Tidy Streets ${width}`, ownerId: olu.id });
    await seedMembership(request, { entity: group, userId: bea.id });

    // Olu gives Bea an award from the group's Awards tab, with a badge picture.
    await adminPage.goto(`/groups/${group.id}`);
    await adminPage.getByRole("tab", { name: "Awards" }).click();
    await expect(adminPage.getByText("No awards yet.")).toBeVisible();
    await adminPage.getByRole("button", { name: "Give an award" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Give an award" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Find members by name").fill("Bea");
    await dialog.getByRole("checkbox", { name: "Bea Helper" }).check();
    await expect(dialog.getByText("1 of at most 50 chosen.")).toBeVisible();
    await dialog.getByLabel("Title").fill("Volunteer of the month");
    await dialog.getByLabel("Citation").fill("Led every Saturday clean-up in November.");
    await dialog.locator("input[type=file]").setInputFiles(await badge());
    await expect(dialog.getByRole("button", { name: "Replace badge picture" })).toBeVisible();
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    await adminPage.screenshot({ path: test.info().outputPath(`awards-dialog-${width}.png`) });
    await dialog.getByRole("button", { name: "Give award" }).click();
    await expect(dialog).toBeHidden();
    const given = adminPage.getByRole("region", { name: "Awards" }).getByRole("article");
    await expect(given).toHaveCount(1);
    await expect(given).toContainText("Volunteer of the month");
    await expect(given).toContainText("To Bea Helper");
    await expect(given.locator("img")).toHaveAttribute("src", /\/api\/files\/entity-images\//);
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    expect(await horizontalOverflow(adminPage)).toBeLessThanOrEqual(0);
    await adminPage.screenshot({ path: test.info().outputPath(`awards-tab-${width}.png`), fullPage: true });

    // Bea's bell tells her; the notification opens her profile, where the award shows.
    await page.goto("/dashboard");
    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    const menu = page.getByRole("menu", { name: "Notifications" });
    const item = menu.getByRole("menuitem", {
      name: new RegExp(`Tidy Streets ${width} gave you an award: “Volunteer of the month”`),
    });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${bea.id}#awards$`));
    const awards = page.getByRole("region", { name: "Your awards" });
    const award = awards.getByRole("article");
    await expect(award).toContainText("Volunteer of the month");
    await expect(award).toContainText(`From Tidy Streets ${width}`);
    await expect(award).toContainText("“Led every Saturday clean-up in November.”");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`awards-profile-${width}.png`), fullPage: true });

    // She hides it from her profile: marked hidden for her; the history shows it the same way.
    await award.getByRole("switch", { name: "Show on my profile" }).click();
    await expect(award).toContainText("Hidden: only you can see it.");
    await page.goto(`/profile/${bea.id}/volunteer-history`);
    await expect(page.getByRole("region", { name: "Your awards" }).getByRole("article")).toContainText(
      "Hidden: only you can see it.",
    );

    // Olu revokes it with a reason: kept in the group's list, marked; gone from Bea's pages.
    await given.getByRole("button", { name: "Revoke" }).click();
    const revoke = adminPage.getByRole("dialog", { name: "Revoke this award?" });
    await revoke.getByLabel("Why is it revoked?").fill("Given to the wrong group.");
    await revoke.getByRole("button", { name: "Revoke award" }).click();
    await expect(revoke).toBeHidden();
    await expect(given).toContainText("Revoked on");
    await expect(given).toContainText("Given to the wrong group.");
    await expect(given.getByRole("button", { name: "Revoke" })).toHaveCount(0);
    await adminContext.close();
    await page.reload();
    await expect(page.getByRole("region", { name: "Your awards" })).toContainText("No awards yet.");
  });
}

import type { Page } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMembership, signInAsNewMember } from "../seed";

/** The page's text box, named by the page's title. */
const editorOf = (page: Page, title: string) => page.getByRole("textbox", { name: title });

/** Puts the caret at the end of the document and starts a new paragraph. */
async function newParagraphAtEnd(page: Page, title: string) {
  await editorOf(page, title).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
}

test.describe("[WORKSPACES]: live pages", () => {
  test("two members edit one page at once and each sees the other's text and caret", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const ana = await signInAsNewMember(page, { firstName: "Ana", lastName: "Lopez" });
    const group = await seedGroup(page.request, { name: "Riverside Gardeners", visibility: "private" });
    await seedMembership(page.request, { entity: group, userId: ana.id, role: "admin" });
    const other = await browser.newContext();
    const benPage = await other.newPage();
    const ben = await signInAsNewMember(benPage, { firstName: "Ben", lastName: "Berg" });
    await seedMembership(page.request, { entity: group, userId: ben.id });
    // Ana lets every member write, as the setting beside the page list does.
    const settings = await page.request.put(`/api/groups/${group.id}/workspace/settings`, {
      data: { editRole: "member" },
    });
    expect(settings.status(), await settings.text()).toBe(200);

    // Ana creates the page from the workspace.
    await page.goto(`/groups/${group.id}/workspace`);
    // The first visit loads the editor's code: on a busy machine that takes a while.
    await expect(page.getByRole("heading", { name: "Riverside Gardeners: workspace" })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole("button", { name: "New page" }).click();
    const dialog = page.getByRole("dialog", { name: "New page" });
    await dialog.getByLabel("Title").fill("Volunteer plan");
    await dialog.getByRole("button", { name: "Create page" }).click();
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}/workspace/[0-9a-f-]{36}$`));
    const title = "Volunteer plan";
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await editorOf(page, title).click();
    await page.keyboard.type("Planting day on Saturday.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Ana:");

    // Ben opens the same page, sees Ana's text arrive, and starts a line of his own.
    await benPage.goto(page.url());
    await expect(benPage.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(editorOf(benPage, title)).toContainText("Planting day on Saturday.Ana:");
    await newParagraphAtEnd(benPage, title);
    await benPage.keyboard.type("Ben:");
    await expect(editorOf(page, title)).toContainText("Ben:");

    // Both type at once, each on their own line.
    await page.getByText("Ana:", { exact: true }).click();
    await page.keyboard.press("End");
    await Promise.all([
      page.keyboard.type(" brings the seedlings.", { delay: 20 }),
      benPage.keyboard.type(" brings the tools.", { delay: 20 }),
    ]);
    for (const view of [page, benPage]) {
      await expect(editorOf(view, title)).toContainText("Ana: brings the seedlings.");
      await expect(editorOf(view, title)).toContainText("Ben: brings the tools.");
      await expect(view.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    }
    // Each sees who else is here, and the other's caret under their name.
    await expect(page.getByRole("list", { name: "Also here: Ben Berg" })).toBeVisible();
    await expect(benPage.getByRole("list", { name: "Also here: Ana Lopez" })).toBeVisible();
    await expect(page.locator(".collaboration-carets__label", { hasText: "Ben Berg" })).toBeVisible();
    await expect(benPage.locator(".collaboration-carets__label", { hasText: "Ana Lopez" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("workspace-page.png") });

    // The text was saved on the server: a reload shows it all.
    await benPage.reload();
    await expect(benPage.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(editorOf(benPage, title)).toContainText("Planting day on Saturday.");
    await expect(editorOf(benPage, title)).toContainText("Ana: brings the seedlings.");
    await expect(editorOf(benPage, title)).toContainText("Ben: brings the tools.");

    // On a phone: the page alone, with a way back to the list, and nothing wider than the screen.
    await benPage.setViewportSize({ width: 390, height: 844 });
    await expect(benPage.getByRole("link", { name: "All pages" })).toBeVisible();
    await expect(benPage.getByRole("navigation", { name: "Pages" })).toBeHidden();
    expect(await horizontalOverflow(benPage)).toBe(0);
    expect(await seriousAxeViolations(benPage)).toEqual([]);
    await benPage.getByRole("link", { name: "All pages" }).click();
    await expect(benPage.getByRole("link", { name: /Volunteer plan/ })).toBeVisible();
    expect(await horizontalOverflow(benPage)).toBe(0);
    await benPage.screenshot({ path: test.info().outputPath("workspace-list-390.png") });
    await other.close();
  });

  test("a member who may not write reads the page without a toolbar", async ({ page, browser }) => {
    const ana = await signInAsNewMember(page, { firstName: "Ana", lastName: "Admin" });
    const group = await seedGroup(page.request, { name: "Tool Library", visibility: "public" });
    await seedMembership(page.request, { entity: group, userId: ana.id, role: "admin" });
    const created = await page.request.post(`/api/groups/${group.id}/workspace/pages`, {
      data: { title: "Opening hours" },
    });
    expect(created.status()).toBe(201);
    const { page: made } = (await created.json()) as { page: { id: string } };
    await page.goto(`/groups/${group.id}/workspace/${made.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Opening hours" })).toBeVisible({
      timeout: 20_000,
    });
    await editorOf(page, "Opening hours").click();
    await page.keyboard.type("Saturdays 10 to 2.");
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    const other = await browser.newContext();
    const reader = await other.newPage();
    const mia = await signInAsNewMember(reader, { firstName: "Mia", lastName: "Reader" });
    await seedMembership(page.request, { entity: group, userId: mia.id });
    await reader.goto(`/groups/${group.id}/workspace/${made.id}`);
    await expect(reader.getByRole("heading", { level: 1, name: "Opening hours" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(editorOf(reader, "Opening hours")).toContainText("Saturdays 10 to 2.");
    await expect(editorOf(reader, "Opening hours")).toHaveAttribute("contenteditable", "false");
    await expect(reader.getByRole("toolbar", { name: "Formatting" })).toHaveCount(0);
    await expect(reader.getByRole("button", { name: "New page" })).toHaveCount(0);
    await other.close();
  });
});

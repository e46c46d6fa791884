import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedMember, seedPost, signInAsNewMember } from "../seed";

const token = () => `r${Math.random().toString(36).slice(2, 8)}`;

test.describe("[REPORTS]: the platform admins' queue", () => {
  // The removed post's page asks for it and is answered 404, which the browser logs.
  test.use({ expectedHttpErrors: [404] });
  test("a platform admin finds a reported profile post on /reports and removes it; members may not", async ({
    page,
    browser,
  }) => {
    const word = token();
    // Unique per attempt: a retry finds the first attempt's report still open in the shared queue.
    const reason = `Selling followers on a profile (${word}).`;
    await signInAsNewMember(page, {
      email: `reports-admin-${test.info().retry}@e2e.example.org`,
      firstName: "Pia",
      lastName: "Platform",
    });
    const request = page.context().request;
    const author = await seedMember(request, { firstName: "Avi", lastName: "Author" });
    const post = await seedPost(request, { authorId: author.id, content: `${word} buy followers here` });

    // Rui, a member, reports the post on Avi's profile: it belongs to no community.
    const ruiContext = await browser.newContext();
    const rui = await ruiContext.newPage();
    await signInAsNewMember(rui, { firstName: "Rui", lastName: "Reader" });
    await rui.goto(`/posts/${post.id}`);
    await rui.getByRole("button", { name: "Report post by Avi Author" }).click();
    await rui.getByLabel("What is wrong with it?").fill(reason);
    await rui.getByRole("button", { name: "Send report" }).click();
    await expect(rui.getByText("Thank you. The moderators will look at it.")).toBeVisible();
    // The queue is not a member's: no menu entry, and the page says so.
    await rui.getByRole("button", { name: "Rui Reader, My Account" }).click();
    await expect(rui.getByRole("menuitem", { name: "Profile Settings" })).toBeVisible();
    await expect(rui.getByRole("menuitem", { name: "Reports" })).toHaveCount(0);
    await rui.keyboard.press("Escape");
    await rui.goto("/reports");
    await expect(rui.getByText("Only platform admins review these reports.")).toBeVisible();
    await expect(rui.getByText(reason)).toHaveCount(0);
    await ruiContext.close();

    // Pia opens the queue from her menu and removes the post with a reason.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Pia Platform, My Account" }).click();
    await page.getByRole("menuitem", { name: "Reports" }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByText(`${word} buy followers here`)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Other specs' reports may wait in the same queue: this one is the item with this reason.
    const item = page.getByRole("listitem").filter({ hasText: reason });
    await item.getByRole("button", { name: "Remove post by Avi Author" }).click();
    await page.getByLabel("Reason for the removal").fill("Selling is not allowed.");
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("The post was removed")).toBeVisible();
    await expect(page.getByText("Nothing to review")).toBeVisible();
    await page.goto(`/posts/${post.id}`);
    await expect(page.getByText("This post does not exist.")).toBeVisible();
    await expect(page.getByText(`${word} buy followers here`)).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/reports");
    await expect(page.getByText("Nothing to review")).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

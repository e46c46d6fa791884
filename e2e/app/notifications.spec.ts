import type { APIRequestContext, Page } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { mailsTo, uniqueEmail } from "../mail";
import { signInAsNewMember } from "../seed";

/** The member's unread count as the server has it now. */
async function unreadCount(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/notifications/unread-count");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

/** Waits until the server's background worker has written the notifications the events ask for. */
async function waitForUnread(page: Page, count: number) {
  await expect.poll(() => unreadCount(page.request), { timeout: 20_000 }).toBe(count);
}

test.describe("[NOTIFICATIONS]: the bell, its dropdown and /notifications", () => {
  test("a like reaches the author's bell; opening it goes to the post and reads it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await signInAsNewMember(page, { firstName: "Nadia", lastName: "Ferreira" });
    const created = await page.request.post("/api/posts", {
      data: { content: "Seedlings are ready to share." },
    });
    expect(created.status(), await created.text()).toBe(201);
    const postId = ((await created.json()) as { post: { id: string } }).post.id;

    // A second member likes the post, through the API as they would from their browser.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAsNewMember(otherPage, { firstName: "Tomas", lastName: "Berg" });
    const liked = await otherPage.request.put(`/api/posts/${postId}/like`);
    expect(liked.status(), await liked.text()).toBe(200);
    await waitForUnread(page, 1);

    // The dashboard's bell shows it.
    await page.goto("/dashboard");
    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await expect(bell).toBeVisible();
    await expect(bell.getByTestId("notification-badge")).toHaveText("1");

    // The dropdown, opened from the keyboard: the item is bold with its dot.
    await bell.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Notifications" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Mark all read" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "View all notifications" })).toHaveCount(0);
    const item = menu.getByRole("menuitem", { name: /Unread: Tomas Berg liked your post/ });
    await expect(item).toBeVisible();
    await expect(
      item.getByText('Tomas Berg liked your post "Seedlings are ready to share."', { exact: true }),
    ).toHaveCSS("font-weight", "600");
    await expect(item.getByTestId("unread-dot")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("notification-menu.png") });

    // Opening it goes to the post, and it is read: the badge is gone at once and on the server.
    await item.click();
    await expect(page).toHaveURL(`/posts/${postId}`);
    await expect(page.getByRole("article", { name: "Nadia Ferreira" })).toBeVisible();
    const quietBell = page.getByRole("button", { name: "Notifications", exact: true });
    await expect(quietBell).toBeVisible();
    await expect(quietBell.getByTestId("notification-badge")).toHaveCount(0);
    await waitForUnread(page, 0);

    // Opened again, the dropdown reads the server: the item is muted now.
    await quietBell.click();
    const read = menu.getByRole("menuitem", { name: /Tomas Berg liked your post/ });
    await expect(read).toBeVisible();
    await expect(read).not.toHaveAccessibleName(/Unread/);
    await expect(
      read.getByText('Tomas Berg liked your post "Seedlings are ready to share."', { exact: true }),
    ).toHaveCSS("font-weight", "400");
    await expect(menu.getByRole("menuitem", { name: "Mark all read" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);

    // A comment brings a second one; /notifications on a phone lists both and marks all read.
    const commented = await otherPage.request.post(`/api/posts/${postId}/comments`, {
      data: { content: "I would love two tomato plants!" },
    });
    expect(commented.status(), await commented.text()).toBe(201);
    await other.close();
    await waitForUnread(page, 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const list = page.getByRole("list", { name: "Notifications" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    const comment = list.getByRole("link", { name: /Unread: Tomas Berg commented on your post/ });
    await expect(comment).toHaveAttribute("href", `/posts/${postId}`);
    await expect(list.getByRole("link", { name: /^Tomas Berg liked your post/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const markAll = page.getByRole("button", { name: "Mark all read" });
    await markAll.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "All notifications marked as read." }),
    ).toBeAttached();
    await expect(markAll).toHaveCount(0);
    await expect(list.getByRole("link", { name: /Unread/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    await waitForUnread(page, 0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("notifications-390.png"), fullPage: true });
  });

  test("the bell counts up live while the member looks at the dashboard, with no reload", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail("lena");
    await signInAsNewMember(page, { firstName: "Lena", lastName: "Okafor", email });
    // No quiet hours (by default 22:00 to 08:00, UTC), so that mail goes at once whatever the hour.
    const quiet = await page.request.patch("/api/me/notification-preferences", {
      data: { quietHoursStart: "00:00", quietHoursEnd: "00:00" },
    });
    expect(quiet.status(), await quiet.text()).toBe(200);
    const created = await page.request.post("/api/posts", { data: { content: "Who can lend a ladder?" } });
    expect(created.status(), await created.text()).toBe(201);
    const postId = ((await created.json()) as { post: { id: string } }).post.id;
    await page.goto("/dashboard");
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAsNewMember(otherPage, { firstName: "Ravi", lastName: "Iyer" });
    expect((await otherPage.request.put(`/api/posts/${postId}/like`)).status()).toBe(200);
    await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible({
      timeout: 15_000,
    });
    const commented = await otherPage.request.post(`/api/posts/${postId}/comments`, {
      data: { content: "I have one, come by." },
    });
    expect(commented.status()).toBe(201);
    await expect(page.getByRole("button", { name: "Notifications, 2 unread" })).toBeVisible({
      timeout: 15_000,
    });
    expect(navigations).toBe(0);

    // The newest is on top of the dropdown, bold.
    await page.getByRole("button", { name: "Notifications, 2 unread" }).click();
    const menu = page.getByRole("menu", { name: "Notifications" });
    const items = menu.getByRole("menuitem", { name: /^Unread: Ravi Iyer/ });
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("Ravi Iyer commented on your post");
    await page.keyboard.press("Escape");

    // The comment's mail arrives, once.
    const subject = "Ravi Iyer commented on your post";
    await expect.poll(async () => (await mailsTo(email, subject)).length, { timeout: 20_000 }).toBe(1);

    // Comment e-mails off: the next comment is in the app, and no mail comes.
    await page.goto("/profile/settings?tab=notifications");
    const commentsByEmail = page.getByRole("switch", { name: "Comments by e-mail" });
    await expect(commentsByEmail).toHaveAttribute("aria-checked", "true");
    await commentsByEmail.click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Notification preferences saved")).toBeVisible();
    const saved = await (await page.request.get("/api/me/notification-preferences")).json();
    expect(saved).toMatchObject({ preferences: { emailComments: false } });
    const again = await otherPage.request.post(`/api/posts/${postId}/comments`, {
      data: { content: "Or tomorrow, if that suits better." },
    });
    expect(again.status()).toBe(201);
    await expect(page.getByRole("button", { name: "Notifications, 3 unread" })).toBeVisible({
      timeout: 15_000,
    });
    // The like's mail shows the worker is sending; give the comment's job time to run too.
    await expect.poll(async () => (await mailsTo(email, "Ravi Iyer liked your post")).length).toBe(1);
    await page.waitForTimeout(3000);
    expect(await mailsTo(email, subject)).toHaveLength(1);
    await other.close();
  });
});

import type { Browser, Page } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { signInAsNewMember } from "../seed";

/** Another member in a browser of their own, signed in. */
async function otherMember(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsNewMember(page, { firstName, lastName });
  return { context, page };
}

/** Waits until the background worker has written the notifications the events ask for. */
async function waitForUnread(page: Page, count: number) {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/notifications/unread-count")).json()) as { count: number })
          .count,
      { timeout: 20_000 },
    )
    .toBe(count);
}

test.describe("[NOTIFICATIONS]: answer requests and read gathered likes from the bell", () => {
  for (const width of [1280, 390]) {
    test(`accepts a connection request from the dropdown and shows three likes as one row at ${width} px`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const ana = await signInAsNewMember(page, { firstName: "Ana", lastName: "Silva" });
      const created = await page.request.post("/api/posts", {
        data: { content: "Two spots left on the early sort shift this Saturday" },
      });
      expect(created.status(), await created.text()).toBe(201);
      const postId = ((await created.json()) as { post: { id: string } }).post.id;

      // Bo asks to connect; three members like the post, each from their own browser.
      const bo = await otherMember(browser, "Bo", "Lind");
      const asked = await bo.page.request.post("/api/connections", { data: { userId: ana.id } });
      expect(asked.status(), await asked.text()).toBe(201);
      const likers = [
        await otherMember(browser, "Cleo", "Marsh"),
        await otherMember(browser, "Dev", "Rao"),
        await otherMember(browser, "Eli", "Stone"),
      ];
      for (const liker of likers) {
        const liked = await liker.page.request.put(`/api/posts/${postId}/like`);
        expect(liked.status(), await liked.text()).toBe(200);
        await waitForUnread(page, 2 + likers.indexOf(liker));
      }

      await page.goto("/dashboard");
      const bell = page.getByRole("button", { name: "Notifications, 4 unread" });
      await bell.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu", { name: "Notifications" });
      await expect(menu).toBeVisible();

      // The three likes are one row, headed by the newest liker.
      const likes = menu.getByRole("menuitem", { name: /liked your post/ });
      await expect(likes).toHaveCount(1);
      await expect(likes).toContainText(
        'Eli Stone and 2 others liked your post "Two spots left on the early sort shift…"',
      );

      // Accept is reached with the arrow keys, like every line of the menu.
      const accept = menu.getByRole("menuitem", { name: "Accept Bo Lind's connection request" });
      await expect(
        menu.getByRole("menuitem", { name: "Decline Bo Lind's connection request" }),
      ).toBeVisible();
      let reached = false;
      for (let step = 0; step < 10 && !reached; step += 1) {
        await page.keyboard.press("ArrowDown");
        reached = await accept.evaluate((element) => element === document.activeElement);
      }
      expect(reached).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Enter on Accept itself: a notification arriving during the check above may redraw the
      // menu and move the focus (one full run in seven pressed Enter elsewhere).
      await accept.press("Enter");
      await expect(menu.getByText("You are now connected")).toBeVisible();
      await expect(accept).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`notification-answers-${width}.png`) });
      // The request's notification is read: the three likes are what is left unread.
      await waitForUnread(page, 3);

      // Opening the gathered row reads all three and goes to the post.
      await likes.click();
      await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
      await waitForUnread(page, 0);

      await page.goto("/connections");
      const connections = page.getByRole("list", { name: "Connections" });
      await expect(connections.getByRole("link", { name: "Bo Lind" })).toBeVisible();

      for (const other of [bo, ...likers]) await other.context.close();
    });
  }
});

import type { Page } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedMember, signInAsNewMember } from "../seed";

const LINK = "https://example.org/community-garden";

/** Member A's post, made through the API as A (the composer is the dashboard's). */
async function createPost(page: Page, content: string): Promise<string> {
  const response = await page.request.post("/api/posts", { data: { content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: { id: string } }).post.id;
}

test.describe("[POSTS]: a post, its likes, comments and mentions", () => {
  test("two members like, comment and mention on a post's page", async ({ page, browser }) => {
    const author = await signInAsNewMember(page, { firstName: "Wilhelmina", lastName: "Achterberg" });
    const bContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const pageB = await bContext.newPage();
    const reader = await signInAsNewMember(pageB, { firstName: "Bram", lastName: "Quist" });

    const postId = await createPost(
      page,
      `Planting day on Saturday: ${LINK} with @[Bram Quist](${reader.id})!`,
    );

    // A sees the post with its link and mention.
    await page.goto(`/posts/${postId}`);
    const post = page.getByRole("article", { name: "Wilhelmina Achterberg" });
    const link = post.getByRole("link", { name: LINK });
    await expect(link).toHaveAttribute("href", LINK);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(post.getByRole("link", { name: "@Bram Quist" })).toHaveAttribute(
      "href",
      `/profile/${reader.id}`,
    );
    await expect(post.getByRole("button", { name: "Edit" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // B likes: the heart and the count change before the server has answered.
    await pageB.route("**/api/posts/*/like", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await pageB.goto(`/posts/${postId}`);
    const postB = pageB.getByRole("article", { name: "Wilhelmina Achterberg" });
    await expect(postB.getByRole("button", { name: "Edit" })).toHaveCount(0);
    const like = postB.getByRole("button", { name: /^Like/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toHaveText("0");
    const answered = pageB.waitForResponse((response) => response.url().includes("/like"));
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true", { timeout: 500 });
    await expect(like).toHaveText("1", { timeout: 500 });
    expect((await answered).status()).toBe(200);

    // B comments, mentioning A through the suggestions.
    const comment = postB.getByLabel("Write a comment");
    await comment.click();
    await comment.pressSequentially("Count me in, @Wilh");
    const suggestion = pageB.getByRole("option", { name: "Wilhelmina Achterberg" });
    await expect(suggestion).toBeVisible();
    await comment.press("Enter");
    await expect(comment).toHaveValue("Count me in, @Wilhelmina Achterberg ");
    await comment.pressSequentially("see you there");
    await postB.getByRole("button", { name: "Comment", exact: true }).click();
    const comments = postB.getByRole("region", { name: "Comments" });
    await expect(comments.getByRole("listitem")).toHaveCount(1);
    await expect(comments.getByRole("link", { name: "@Wilhelmina Achterberg" })).toHaveAttribute(
      "href",
      `/profile/${author.id}`,
    );
    await expect(postB.getByRole("button", { name: "Comments, 1" })).toBeVisible();
    await expect(comment).toHaveValue("");
    expect(await horizontalOverflow(pageB)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(pageB)).toEqual([]);
    await pageB.screenshot({ path: test.info().outputPath("post-390.png"), fullPage: true });

    // A sees both.
    await page.reload();
    await expect(post.getByRole("button", { name: /^Like/ })).toHaveText("1");
    await expect(post.getByRole("region", { name: "Comments" }).getByText("see you there")).toBeVisible();
    await bContext.close();
  });

  test.describe(() => {
    test.use({ expectedHttpErrors: [404] });
    test("a missing post says so", async ({ page }) => {
      await signInAsNewMember(page);
      await page.goto("/posts/00000000-0000-4000-8000-000000000000");
      await expect(page.getByRole("heading", { name: "This post does not exist." })).toBeVisible();
    });
  });
});

test.describe("[POSTS]: the visitors' teaser", () => {
  test("shows the teaser, then sends the visitor to sign in and on to the post", async ({
    page,
    browser,
  }) => {
    const author = await browser.newContext();
    const authorPage = await author.newPage();
    await signInAsNewMember(authorPage, { firstName: "Chiara", lastName: "Novak" });
    const postId = await createPost(
      authorPage,
      "Our food drive collected 300 kg this weekend. Thank you all!",
    );
    await author.close();

    // The HTML as the server sends it, before any script runs, carries the share metadata.
    const raw = await page.request.get(`/post/${postId}`);
    const html = await raw.text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]*Chiara Novak[^"]*"/);
    expect(html).toMatch(/<meta property="og:description" content="Our food drive collected 300 kg[^"]*"/);
    expect(html).toMatch(/<meta name="twitter:card"/);

    const email = `dev.patel.${Date.now()}@example.org`;
    await seedMember(page.request, {
      email,
      password: "garden-path-42",
      firstName: "Dev",
      lastName: "Patel",
    });
    const started = Date.now();
    await page.goto(`/post/${postId}`);
    await expect(page.getByText("Chiara Novak")).toBeVisible();
    await expect(page.getByText("Our food drive collected 300 kg")).toBeVisible();
    await expect(page.getByText("Redirecting in 3 seconds")).toBeVisible();
    await expect(page.getByRole("link", { name: "Join", exact: true })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);

    // Signing in leads to the members' page of the post.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("garden-path-42");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(page.getByRole("article", { name: "Chiara Novak" })).toBeVisible();

    // A member opening the teaser goes straight to the post.
    await page.goto(`/post/${postId}`);
    await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  });
});

import sharp from "sharp";
import { seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { signInAsNewMember } from "../seed";

/** A page on the open web that the e2e server runs (scripts/e2e-server.mjs), with Open Graph tags. */
const LINK = `http://127.0.0.1:${process.env.E2E_PAGES_PORT ?? 3124}/garden-report`;

const photo = async () => ({
  name: "garden.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#4a7" } })
    .jpeg()
    .toBuffer(),
});

test.describe("[FEED]: members and their feed", () => {
  test("a member posts a picture and a link; a second member connects, likes, comments and mentions; the first sees it all", async ({
    page,
    browser,
  }) => {
    test.slow();
    const rosa = await signInAsNewMember(page, { firstName: "Rosa", lastName: "Lindqvist" });

    // Rosa posts from her dashboard with a photo and a link, and sees the link's preview.
    await page.goto("/dashboard");
    const composer = page.getByRole("form", { name: "Create a post" }).first();
    await composer.getByPlaceholder("What's on your mind?").fill(`Our garden report is out: ${LINK}`);
    await composer.getByLabel("Add pictures or videos").setInputFiles(await photo());
    await composer.getByLabel("Description of garden.jpg").fill("Raised beds of lettuce and beans");
    await composer.getByRole("button", { name: "Post", exact: true }).click();
    const feed = page.getByRole("main");
    const post = feed.getByRole("article", { name: "Rosa Lindqvist" }).first();
    await expect(post.getByText("Our garden report is out:")).toBeVisible();
    // The picture carries Rosa's description as its alternative text.
    await expect(post.locator('img[src^="/api/files/post-media/"]')).toHaveAttribute(
      "alt",
      "Raised beds of lettuce and beans",
    );
    await expect(post.getByRole("link", { name: LINK })).toHaveAttribute("href", LINK);
    // The preview is fetched in the background: it shows once the server has it.
    await expect(async () => {
      await page.reload();
      await expect(post.getByText("Community Garden Report 2026")).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 45_000 });
    await expect(post.getByText("Forty families grew their own vegetables this year.")).toBeVisible();

    // Teo asks to connect from Rosa's profile; Rosa accepts on /connections.
    const teoContext = await browser.newContext();
    const teoPage = await teoContext.newPage();
    await signInAsNewMember(teoPage, { firstName: "Teo", lastName: "Marsh" });
    await teoPage.goto(`/profile/${rosa.id}`);
    await teoPage.getByRole("button", { name: "Connect with Rosa Lindqvist" }).click();
    await expect(teoPage.getByRole("button", { name: /^Requested/ })).toBeVisible();
    await page.goto("/connections");
    await page.getByRole("button", { name: "Accept Teo Marsh's connection request" }).click();
    await expect(page.getByRole("button", { name: "Accept Teo Marsh's connection request" })).toHaveCount(0);

    // Rosa's post is now in Teo's feed: he likes it and comments, mentioning her.
    await teoPage.goto("/dashboard");
    const seen = teoPage.getByRole("main").getByRole("article", { name: "Rosa Lindqvist" }).first();
    await expect(seen.getByText("Our garden report is out:")).toBeVisible();
    await seen.getByRole("button", { name: /^Like/ }).click();
    await expect(seen.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
    await seen.getByRole("button", { name: "Comments, 0" }).click();
    const comment = seen.getByLabel("Write a comment");
    await comment.click();
    await comment.pressSequentially("Lovely work @Ros");
    await teoPage.getByRole("option", { name: "Rosa Lindqvist" }).click();
    await comment.pressSequentially("see you at the plot");
    await seen.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(seen.getByRole("button", { name: "Comments, 1" })).toBeVisible();
    await teoContext.close();

    // Rosa sees the like, the comment and the mention on her dashboard.
    await page.goto("/dashboard");
    const mine = page.getByRole("main").getByRole("article", { name: "Rosa Lindqvist" }).first();
    await expect(mine.getByRole("button", { name: /^Like/ })).toHaveText("1");
    await mine.getByRole("button", { name: "Comments, 1" }).click();
    const comments = mine.getByRole("region", { name: "Comments" });
    await expect(comments.getByText("see you at the plot")).toBeVisible();
    await expect(comments.getByRole("link", { name: "@Rosa Lindqvist" })).toHaveAttribute(
      "href",
      `/profile/${rosa.id}`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

import type { Page } from "@playwright/test";
import { horizontalOverflow } from "../axe";
import { expect, test } from "../fixtures";

/** The demo community, seeded as `npm run demo` does, and this browser signed in as its member. */
async function signInToTheDemo(page: Page) {
  const response = await page.context().request.post("/api/test/demo", { timeout: 120_000 });
  expect(response.status()).toBe(201);
}

/** How many pictures from our file storage (`/api/files/{bucket}/…`) the page shows, loaded. */
function loadedPictures(page: Page, bucket: string) {
  return page.evaluate(
    (prefix) =>
      [...document.images].filter(
        (image) => image.src.includes(prefix) && image.complete && image.naturalWidth > 0,
      ).length,
    `/api/files/${bucket}/`,
  );
}

test.describe("[DEMO]: the demo community a visitor signs in to", () => {
  // Seeding the demo and drawing its pictures takes a while on a slow machine.
  test.setTimeout(180_000);

  for (const width of [1280, 390]) {
    test(`shows pictures on the dashboard, the communities and the events at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInToTheDemo(page);

      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Alex", { timeout: 15_000 });
      await expect(page.getByRole("article").first()).toBeVisible();
      // The member's own portrait in the header, and the people and communities of the feed.
      await expect.poll(() => loadedPictures(page, "avatars")).toBeGreaterThan(2);
      if (width >= 768)
        await expect.poll(() => loadedPictures(page, "group-profile-images")).toBeGreaterThan(0);
      // No advert near the top: the reported post is for the moderators, days down the feed.
      const firstPosts = await page
        .getByRole("article")
        .evaluateAll((posts) => posts.slice(0, 5).map((post) => post.textContent ?? ""));
      expect(firstPosts.join(" ")).not.toContain("Selling my old car");
      expect(await horizontalOverflow(page)).toBe(0);

      // Other specs' communities share the directory: the demo's are found by a word of theirs.
      await page.goto("/communities");
      await page.getByRole("searchbox", { name: "Search communities" }).fill("Riverside");
      await expect(page.getByRole("link", { name: /Riverside Food Bank/ }).first()).toBeVisible();
      await expect.poll(() => loadedPictures(page, "group-profile-images")).toBeGreaterThan(0);
      await expect.poll(() => loadedPictures(page, "partnership-profile-images")).toBeGreaterThan(0);
      expect(await horizontalOverflow(page)).toBe(0);

      // A coalition lists its partner organisations, and a group asking the demo member, its admin.
      await page.getByRole("searchbox", { name: "Search communities" }).fill("Hunger Coalition");
      await page
        .getByRole("link", { name: /Riverside Hunger Coalition/ })
        .first()
        .click();
      await page.getByRole("tab", { name: "Partners (1)" }).click();
      const partners = page.getByRole("region", { name: "Partner organisations" });
      await expect(partners.getByRole("link", { name: "Riverside Food Bank" })).toBeVisible();
      await expect(partners.getByRole("link", { name: "Lincoln High School" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Groups asking to join" })).toContainText(
        "Eastside Chamber of Commerce",
      );
      expect(await horizontalOverflow(page)).toBe(0);

      await page.goto("/events");
      await page.getByRole("searchbox", { name: "Search events" }).fill("Saturday Food Sort");
      const sort = page.getByRole("article").filter({ hasText: "Saturday Food Sort" });
      await expect(sort).toBeVisible();
      // On the day its name says.
      await expect(sort).toContainText("Sat");
      // The card shows the event's wide cover.
      await expect.poll(() => loadedPictures(page, "entity-covers")).toBeGreaterThan(0);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  }
});

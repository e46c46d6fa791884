import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedEvent, seedGroup, seedMembership, seedRegistration, signInAsNewMember } from "../seed";

/** A page on the open web that the e2e server runs (scripts/e2e-server.mjs), with Open Graph tags. */
const LINK = `http://127.0.0.1:${process.env.E2E_PAGES_PORT ?? 3124}/garden-report`;

test.describe("[DEBUG]: the diagnostic pages", () => {
  test("a member gets 403 on each of the five pages; a platform admin sees real data on each", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const word = `d${Math.random().toString(36).slice(2, 8)}`;
    const eventName = `Riverbank clean-up ${word}`;
    const content = `Our garden report ${word} is out: ${LINK}`;

    // A member who is no platform admin, registered for a public event, posts a link in a group.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    const ines = await signInAsNewMember(member, { firstName: "Ines", lastName: "Reader" });
    const { request } = member.context();
    const event = await seedEvent(request, { name: eventName, visibility: "public" });
    await seedRegistration(request, { eventId: event.id, userId: ines.id });
    const group = await seedGroup(request, { name: `Garden club ${word}`, visibility: "public" });
    await seedMembership(request, { entity: group, userId: ines.id });
    const created = await request.post("/api/posts", {
      data: { content, target: { type: "group", id: group.id } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const postId = ((await created.json()) as { post: { id: string } }).post.id;

    // The platform admin likes it: Ines is notified.
    await signInAsNewMember(page, {
      email: `debug-admin-${test.info().retry}@e2e.example.org`,
      firstName: "Dana",
      lastName: "Admin",
    });
    const liked = await page.request.put(`/api/posts/${postId}/like`);
    expect(liked.status(), await liked.text()).toBe(200);

    const eventPage = `/debug/event-admin-test?eventId=${event.id}&userId=${ines.id}`;
    const entityPostsPage = `/debug/entity-posts?type=group&id=${group.id}`;
    const smartLinksPage = "/demo/smart-links";
    const sharingPage = `/test/social-sharing?postId=${postId}`;
    const postPage = `/post/${postId}/debug`;
    const paths = [eventPage, entityPostsPage, smartLinksPage, sharingPage, postPage];

    // The member gets the 403 page on each, and none of its data.
    for (const path of paths) {
      await member.goto(path);
      await expect(member.getByRole("heading", { name: "Access denied" })).toBeVisible({ timeout: 30_000 });
      await expect(member.getByText(`Ines Reader on ${eventName}`)).toHaveCount(0);
      await expect(member.getByText(word)).toHaveCount(0);
    }
    expect(await seriousAxeViolations(member)).toEqual([]);
    await memberContext.close();

    // Event permissions: Ines's standing on the event, and each decision with its rule.
    await page.goto(eventPage);
    await expect(page.getByRole("heading", { name: "Event permissions", level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("heading", { name: `Ines Reader on ${eventName}` })).toBeVisible();
    await expect(page.locator("dt:text-is('Registered') + dd")).toHaveText("yes");
    const eventTable = page.getByRole("table", { name: /^The event/ });
    await expect(
      eventTable.getByRole("row").filter({ hasText: "Any member views a public entity." }),
    ).toContainText("Allowed");
    await expect(
      page
        .getByRole("table", { name: /^Its subgroups/ })
        .getByRole("row")
        .filter({ hasText: "Allowed" })
        .first(),
    ).toBeVisible();
    await expect(
      eventTable.getByRole("row").filter({ hasText: "Refused" }).first(),
      "a plain member may not delete the event",
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Entity posts: the group's post as stored.
    await page.goto(entityPostsPage);
    await expect(page.getByRole("heading", { name: `Garden club ${word}: 1 post` })).toBeVisible({
      timeout: 30_000,
    });
    const stored = page.getByRole("table", { name: `Post ${postId} as stored` });
    await expect(stored.getByRole("row", { name: /^content/ })).toContainText(content);
    await expect(stored.getByRole("row", { name: /^author/ })).toContainText(`Ines Reader (${ines.id})`);
    await expect(stored.getByRole("row", { name: /^likes · comments/ })).toContainText("1 · 0");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Smart links: the e2e page's preview, as the server fetched it; a private address refused.
    await page.goto(smartLinksPage);
    await page.getByLabel("Address").fill(LINK);
    await page.getByRole("button", { name: "Fetch preview" }).click();
    await expect(page.getByRole("heading", { name: /^Preview found \(ok, \d+ ms\)$/ })).toBeVisible({
      timeout: 30_000,
    });
    // The preview card, and the tags it was made of.
    await expect(
      page.getByRole("paragraph").filter({ hasText: /^Community Garden Report 2026$/ }),
    ).toBeVisible();
    await expect(
      page
        .getByRole("paragraph")
        .filter({ hasText: /^Forty families grew their own vegetables this year\.$/ }),
    ).toBeVisible();
    const meta = page.getByRole("table", { name: "Meta tags read from the page's head" });
    await expect(meta.getByRole("row").filter({ hasText: /^og:title/ })).toContainText(
      "Community Garden Report 2026",
    );
    await page.getByLabel("Address").fill("http://10.0.0.1/");
    await page.getByRole("button", { name: "Fetch preview" }).click();
    await expect(page.getByRole("heading", { name: /^No preview \(blocked, \d+ ms\)$/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "The guard refused it" })).toHaveText(
      "The guard refused it: 10.0.0.1 is an address inside.",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Social sharing: the tags the post's page is served with.
    await page.goto(sharingPage);
    await expect(page.getByRole("status").filter({ hasText: /^Shared as / })).toBeVisible({
      timeout: 30_000,
    });
    const tags = page.getByRole("table", { name: "Tags in the page's head" });
    await expect(tags.getByRole("row").filter({ hasText: /^og:title/ })).toContainText("Ines Reader");
    await expect(tags.getByRole("row").filter({ hasText: /^og:description/ })).toContainText(
      `Our garden report ${word} is out`,
    );
    await expect(page.getByTestId("share-card")).toContainText(`Our garden report ${word} is out`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Post diagnostics at 390 px: the post, its audience and the notification with its delivery.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(postPage);
    await expect(page.getByRole("heading", { name: "Post diagnostics", level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole("table", { name: `Post ${postId} as stored` }).getByRole("row", { name: /^content/ }),
    ).toContainText(content);
    // The link's preview row, fetched by the server in the background once the post was made.
    await expect(async () => {
      await page.reload();
      await expect(
        page
          .getByRole("table", { name: `Post ${postId} as stored` })
          .getByRole("row", { name: /^link preview/ }),
      ).toContainText("Community Garden Report 2026", { timeout: 5000 });
    }).toPass({ timeout: 45_000 });
    await expect(page.getByText(/^Every member may read the posts of a public group\./)).toContainText(
      /May read it: [1-9]\d*\. Listed: [1-9]\d*\./,
    );
    const audience = page.getByRole("table", { name: "Members the post reaches" });
    await expect(audience.getByRole("row").filter({ hasText: "Ines Reader" })).toContainText("author");
    const notified = page.getByRole("table", { name: "Notifications about this post and their delivery" });
    const notification = notified.getByRole("row").filter({ hasText: "Ines Reader" });
    await expect(notification).toContainText("Dana Admin liked your post");
    await expect(notification).toContainText("unread");
    await expect(notification).toContainText(/attempts/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("post-debug-390.png"), fullPage: true });
  });
});

import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import {
  seedEvent,
  seedGroup,
  seedMember,
  seedMembership,
  seedPartnership,
  seedPost,
  signInAsNewMember,
} from "../seed";

/** A word no other test's records contain, so that a search finds this test's alone. */
const token = () => `k${Math.random().toString(36).slice(2, 8)}`;
const DAY = 86_400_000;

test.describe("[COMMUNITIES]", () => {
  test("[COMMUNITIES]: lists seeded groups and partnerships, filters them by type and search", async ({
    page,
  }) => {
    const word = token();
    const member = await signInAsNewMember(page, { firstName: "Lena", lastName: "Park" });
    const request = page.context().request;
    const garden = await seedGroup(request, {
      name: `${word} Gardeners`,
      description: "We keep the community garden growing.",
      ownerId: member.id,
    });
    await seedGroup(request, { name: `${word} Seed Library`, parentId: garden.id });
    await seedPartnership(request, { name: `${word} Alliance` });

    await page.goto("/communities");
    await expect(page.getByRole("heading", { level: 1, name: "Communities" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search communities" }).fill(word);
    const cards = page.getByRole("article").filter({ hasText: word });
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText(`${word} Alliance`);
    await expect(cards.nth(0)).toContainText("Partnership");
    await expect(cards.nth(1)).toContainText(`${word} Gardeners`);
    await expect(cards.nth(1)).toContainText("Owner");
    await expect(cards.nth(1)).toContainText("1 member");
    await expect(cards.nth(2)).toContainText("Subgroup");
    await expect(cards.nth(2)).toContainText(`in ${word} Gardeners`);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));

    await page.getByRole("tab", { name: "Partnerships" }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${word} Alliance`);
    await page.getByRole("tab", { name: "Groups" }).click();
    await expect(cards).toHaveCount(2);

    await page.getByRole("searchbox", { name: "Search communities" }).fill(`${word} seed`);
    await expect(cards).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Search communities" }).fill(`${word} nothing like it`);
    await expect(page.getByText("No communities found")).toBeVisible();

    // /groups is the communities list.
    await page.goto("/groups");
    await expect(page).toHaveURL(/\/communities\?type=group$/);
  });

  test("[COMMUNITIES]: opens a subgroup with its breadcrumb to the parent", async ({ page }) => {
    const word = token();
    await signInAsNewMember(page);
    const request = page.context().request;
    const parent = await seedGroup(request, { name: `${word} City Schools` });
    const subgroup = await seedGroup(request, {
      name: `${word} Debate Club`,
      parentId: parent.id,
      description: "Thursdays after school.",
    });
    const coach = await seedMember(request, { firstName: "Ines", lastName: "Coach" });
    await seedMembership(request, { entity: subgroup, userId: coach.id });
    await seedPost(request, {
      authorId: coach.id,
      target: subgroup,
      content: "Tuesday's debate moved to room 12.",
    });

    await page.goto(`/groups/${subgroup.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `${word} Debate Club` })).toBeVisible();
    await expect(page.getByText("Subgroup", { exact: true })).toBeVisible();
    await expect(page.getByText("Thursdays after school.")).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Communities", `${word} City Schools`]);
    // Its feed, without the post form: only members post.
    const feed = page.getByRole("region", { name: "Posts" }).first();
    await expect(feed.getByText("Tuesday's debate moved to room 12.")).toBeVisible();
    await expect(page.getByPlaceholder("What's on your mind?")).toHaveCount(0);
    await breadcrumb.getByRole("link", { name: `${word} City Schools` }).click();
    await expect(page).toHaveURL(`/groups/${parent.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `${word} City Schools` })).toBeVisible();
  });

  test("[COMMUNITIES]: sends a private group's outsider to the restricted page", async ({ page }) => {
    const word = token();
    const request = page.context().request;
    const owner = await seedMember(request);
    const shelter = await seedGroup(request, {
      name: `${word} Night Shelter`,
      visibility: "private",
      ownerId: owner.id,
      description: "Rota and addresses",
    });
    await signInAsNewMember(page);

    await page.goto("/communities");
    await page.getByRole("searchbox", { name: "Search communities" }).fill(word);
    // The search settles (its words in the address) before the click: a list still re-rendering
    // under the pointer once swallowed it.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    await expect(page.getByRole("article")).toHaveCount(1);
    const card = page.getByRole("article").filter({ hasText: word });
    await expect(card).toContainText("Private");
    await expect(card).not.toContainText("Rota and addresses");
    await card.getByRole("link", { name: `${word} Night Shelter` }).click();

    // The group's page loads its code and the group, then sends the outsider on.
    await expect(page).toHaveURL(`/restricted/group/${shelter.id}`, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: `${word} Night Shelter` })).toBeVisible();
    await expect(
      page.getByText("This group is private. Only its members can see its posts and members."),
    ).toBeVisible();
    await expect(page.getByText("Rota and addresses")).toHaveCount(0);
  });

  test.describe("ids that name nothing", () => {
    test.use({ expectedHttpErrors: [404] });
    test("[COMMUNITIES]: says a group that does not exist does not exist", async ({ page }) => {
      await signInAsNewMember(page);
      await page.goto("/groups/2000000000");
      await expect(page.getByRole("heading", { name: "This group does not exist." })).toBeVisible();
      await page.goto("/events/2000000000");
      await expect(page.getByRole("heading", { name: "This event does not exist." })).toBeVisible();
    });
  });

  test("[COMMUNITIES]: lists upcoming and past events with date, place, host and organiser", async ({
    page,
  }) => {
    const word = token();
    const member = await signInAsNewMember(page, { firstName: "Omar", lastName: "Haddad" });
    const request = page.context().request;
    const group = await seedGroup(request, { name: `${word} Shore Keepers` });
    const soon = new Date(Date.now() + 3 * DAY);
    soon.setUTCHours(14, 0, 0, 0);
    const cleanUp = await seedEvent(request, {
      name: `${word} Beach Clean-up`,
      startDate: soon.toISOString(),
      location: "North Pier",
      hostId: member.id,
      organiser: group,
    });
    await seedEvent(request, {
      name: `${word} Spring Picnic`,
      startDate: new Date(Date.now() - 30 * DAY).toISOString(),
    });
    await seedEvent(request, { name: `${word} Members' Dinner`, visibility: "private" });

    await page.goto("/events");
    await page.getByRole("searchbox", { name: "Search events" }).fill(word);
    const cards = page.getByRole("article").filter({ hasText: word });
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card).toContainText(`${word} Beach Clean-up`);
    await expect(card).toContainText("North Pier");
    await expect(card).toContainText("Hosted by Omar Haddad");
    await expect(card).toContainText(`Organised by ${word} Shore Keepers`);
    // In the browser's own locale and zone; seeded events last three hours.
    const expectedTime = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat(undefined, {
          weekday: "short",
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "numeric",
          minute: "2-digit",
        }).formatRange(new Date(iso), new Date(new Date(iso).getTime() + 3 * 3_600_000)),
      soon.toISOString(),
    );
    await expect(card.locator("time")).toContainText(expectedTime);

    await page.getByRole("tab", { name: "Past" }).click();
    // The upcoming card stays until the past list arrives: wait for the picnic, then count.
    await expect(cards.filter({ hasText: `${word} Spring Picnic` })).toHaveCount(1);
    await expect(cards).toHaveCount(1);

    await page.goto(`/events/${cleanUp.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `${word} Beach Clean-up` })).toBeVisible();
    await expect(page.getByText("Owner", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `${word} Shore Keepers` })).toHaveAttribute(
      "href",
      `/groups/${group.id}`,
    );
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("[COMMUNITIES]: the lists and a group's page pass axe and fit the screen", async ({
      page,
    }, testInfo) => {
      const word = token();
      const member = await signInAsNewMember(page, { firstName: "Ada", lastName: "Quist" });
      const request = page.context().request;
      const parent = await seedGroup(request, { name: `${word} Regional Network` });
      const group = await seedGroup(request, {
        name: `${word} Riverside Volunteers with a rather long name to wrap`,
        parentId: parent.id,
        description: "We clean the river banks every first Saturday of the month.",
      });
      await seedMembership(request, { entity: group, userId: member.id, role: "admin" });
      await seedPartnership(request, { name: `${word} Riverside Alliance`, visibility: "private" });
      await seedEvent(request, { name: `${word} River Day`, location: "Old Mill Bridge", hostId: member.id });

      const pages = [
        {
          path: `/communities?q=${word}`,
          ready: page.getByRole("article").filter({ hasText: word }).first(),
        },
        { path: `/events?q=${word}`, ready: page.getByRole("article").filter({ hasText: word }).first() },
        // A member's page of their group: the post form above the feed.
        { path: `/groups/${group.id}`, ready: page.getByPlaceholder("What's on your mind?") },
      ];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`${path.split("?")[0]?.replace(/\W+/g, "-")}-390.png`),
          fullPage: true,
        });
        expect(await seriousAxeViolations(page), path).toEqual([]);
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      }
    });
  });
});

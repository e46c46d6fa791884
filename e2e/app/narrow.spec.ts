import { SIGNED_IN_PATH_PATTERNS } from "../../shared/app-paths";
import { horizontalOverflow } from "../axe";
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

/** What the 390 px sweep fills every page with: the longest words people actually post. */
const LONG_URL =
  "https://www.example.org/volunteer-opportunities/2026/spring/community-garden-cleanup-and-harvest-festival-registration-form?utm_source=newsletter&utm_medium=email&utm_campaign=spring_volunteer_drive_2026";
const LONG_WORD = "Supercalifragilisticexpialidocious-Community-Foundation";

test.use({
  viewport: { width: 390, height: 844 },
  // The sweep's own group seen as restricted (403 for what it may not read there), and an event
  // subgroup that does not exist (404): both pages are part of the sweep.
  expectedHttpErrors: [403, 404],
});

test.describe("[APP]: 390 px wide", () => {
  test("no signed-in page scrolls sideways, with long names and a long link present", async ({ page }) => {
    test.slow();
    const member = await signInAsNewMember(page, {
      firstName: "Maximiliana-Alexandrina",
      lastName: "Vandenberghe-Oppenheimer",
    });
    const request = page.context().request;
    const group = await seedGroup(request, {
      name: `The ${LONG_WORD} Volunteers of the Greater Riverside Area`,
      ownerId: member.id,
    });
    const partnership = await seedPartnership(request, {
      name: `Riverside ${LONG_WORD} Alliance for Food Security and Education`,
      ownerId: member.id,
    });
    const event = await seedEvent(request, {
      name: `Spring ${LONG_WORD} Garden Cleanup and Harvest Festival`,
      location: `${LONG_WORD} Community Centre, 1234 Riverside Boulevard`,
      hostId: member.id,
      organiser: group,
    });
    await seedMembership(request, { entity: event, userId: member.id, role: "owner" });
    const post = await seedPost(request, {
      authorId: member.id,
      content: `Sign up here: ${LONG_URL} ${LONG_WORD}`,
      comments: [{ authorId: member.id, content: `Also: ${LONG_URL}` }],
    });
    await seedPost(request, { authorId: member.id, target: group, content: `In the group: ${LONG_URL}` });

    const idOf: Record<string, string> = {
      groups: String(group.id),
      partnerships: String(partnership.id),
      events: String(event.id),
    };
    const pathOf = (pattern: string) =>
      `/${pattern
        .split("/")
        .map((part, i, parts) => {
          if (part === ":id") return idOf[parts[i - 1] ?? ""];
          if (part === ":userId") return member.id;
          if (part === ":postId") return post.id;
          if (part === ":entityType") return "group";
          if (part === ":entityId") return String(group.id);
          // An event subgroup the sweep has none of: its page says so, at 390 px too.
          if (part === ":subgroupId") return "1";
          if (part === ":pageId?") return "";
          if (part.startsWith(":")) throw new Error(`no value for ${part} in ${pattern}: add one`);
          return part;
        })
        .filter(Boolean)
        .join("/")}`;

    const overflowing: string[] = [];
    for (const pattern of SIGNED_IN_PATH_PATTERNS) {
      const path = pathOf(pattern);
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      // Skeletons give way to the page's data.
      await page
        .waitForFunction(() => !document.querySelector(".animate-pulse"), undefined, { timeout: 5_000 })
        .catch(() => undefined);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${path} by ${overflow}px`);
    }
    expect(overflowing).toEqual([]);

    // A group's sections all in sight: none scrolled off the side of the screen.
    await page.goto(pathOf("groups/:id"));
    const tabs = page.getByRole("tablist", { name: "Sections" }).getByRole("tab");
    await expect(tabs.first()).toBeVisible();
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, (await tab.textContent()) ?? "").toBe(true);
    }
  });

  test("a post's actions are in a menu, and its author's name takes two lines at most", async ({ page }) => {
    // A long name, as people have them; a row of buttons beside it made three lines of it.
    const name = "Maximiliana Vandenberghe-Oppenheimer";
    const member = await signInAsNewMember(page, {
      firstName: "Maximiliana",
      lastName: "Vandenberghe-Oppenheimer",
    });
    const request = page.context().request;
    const other = await seedMember(request, { firstName: "Ana", lastName: "Silva" });
    const mine = await seedPost(request, { authorId: member.id, content: "Two spots left for Saturday." });
    const theirs = await seedPost(request, { authorId: other.id, content: "Who has a spare rake?" });

    await page.goto(`/posts/${mine.id}`);
    const author = page.getByRole("article").getByRole("link", { name, exact: true });
    // An inline link has one box per line it takes.
    expect(await author.evaluate((el) => el.getClientRects().length)).toBeLessThanOrEqual(2);
    await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeHidden();
    await page.getByRole("button", { name: `Actions for the post by ${name}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible();

    await page.goto(`/posts/${theirs.id}`);
    await page.getByRole("button", { name: "Actions for the post by Ana Silva" }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["Report"]);
    await page.getByRole("menuitem", { name: "Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Report this post" });
    await expect(dialog).toBeVisible();
    // The dialog holds the focus: the closing menu did not take it back to its button.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
  });
});

import type { Page } from "@playwright/test";
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

/** The ids a sweep puts into the route patterns. */
interface SweepIds {
  groups: number;
  partnerships: number;
  events: number;
  userId: string;
  postId: string;
}

/** Each signed-in route pattern as a path of these ids. */
function pathsFor(ids: SweepIds) {
  return (pattern: string) =>
    `/${pattern
      .split("/")
      .map((part, i, parts) => {
        const before = parts[i - 1] ?? "";
        if (part === ":id" && (before === "groups" || before === "partnerships" || before === "events"))
          return String(ids[before]);
        if (part === ":userId") return ids.userId;
        if (part === ":postId") return ids.postId;
        if (part === ":entityType") return "group";
        if (part === ":entityId") return String(ids.groups);
        // An event subgroup the sweep has none of: its page says so, at 390 px too.
        if (part === ":subgroupId") return "1";
        if (part === ":pageId?") return "";
        if (part.startsWith(":")) throw new Error(`no value for ${part} in ${pattern}: add one`);
        return part;
      })
      .filter(Boolean)
      .join("/")}`;
}

/** Visits every signed-in route and lists those that scroll sideways, and by how much. */
async function sweep(page: Page, pathOf: (pattern: string) => string) {
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
  return overflowing;
}

/** The first id a list answer holds under `key`. */
async function firstId(page: Page, url: string, key: string): Promise<number> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const body = (await response.json()) as Record<string, { id: number }[]>;
  const id = body[key]?.[0]?.id;
  if (id === undefined) throw new Error(`nothing under ${key} at ${url}`);
  return id;
}

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

    const pathOf = pathsFor({
      groups: group.id,
      partnerships: partnership.id,
      events: event.id,
      userId: member.id,
      postId: post.id,
    });
    const overflowing = await sweep(page, pathOf);
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

  test("no signed-in page of the demo scrolls sideways, as the demo member on its own communities", async ({
    page,
  }) => {
    test.slow();
    // The demo community, seeded as `npm run demo` does, and this browser signed in as its member.
    expect((await page.request.post("/api/test/demo", { timeout: 120_000 })).status()).toBe(201);
    const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
    const feed = (await (await page.request.get("/api/feeds/home")).json()) as {
      posts: { id: string; author: { userId: string } }[];
    };
    const other = feed.posts.find((post) => post.author.userId !== me.user.id);
    if (!other) throw new Error("the demo feed has no post by another member");
    const pathOf = pathsFor({
      groups: await firstId(page, "/api/communities?q=Riverside%20Food%20Bank", "communities"),
      partnerships: await firstId(page, "/api/communities?q=Hunger%20Coalition", "communities"),
      events: await firstId(page, "/api/events?q=Saturday%20Food%20Sort", "events"),
      userId: other.author.userId,
      postId: other.id,
    });
    expect(await sweep(page, pathOf)).toEqual([]);
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

import { seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import {
  seedEvent,
  seedGroup,
  seedMembership,
  seedPartnership,
  seedProfileDetails,
  seedRegistration,
  signInAsNewMember,
} from "../seed";

// A first answer can be slow on a busy test machine: the first look at a page waits longer.
const FIRST_LOAD = { timeout: 15_000 };

test.use({ viewport: { width: 1280, height: 900 } });

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

test.describe("[DASHBOARD]: the member's home", () => {
  test("[DASHBOARD]: shows the member's groups, partnerships and events in the side cards", async ({
    page,
  }) => {
    const request = page.context().request;
    const me = await signInAsNewMember(page, { firstName: "Noor", lastName: "Haddad" });
    const parent = await seedGroup(request, { name: "Riverside Food Bank", ownerId: me.id });
    const sub = await seedGroup(request, { name: "Saturday Crew", parentId: parent.id });
    await seedMembership(request, { entity: sub, userId: me.id, role: "moderator" });
    for (const name of ["Choir", "Garden Club", "Library Friends", "Youth League"]) {
      await seedMembership(request, { entity: await seedGroup(request, { name }), userId: me.id });
    }
    const alliance = await seedPartnership(request, { name: "Harbour Alliance" });
    await seedMembership(request, { entity: alliance, userId: me.id, role: "admin" });
    await seedEvent(request, { name: "Spring Gala", hostId: me.id, startDate: inDays(3) });
    const cleanUp = await seedEvent(request, { name: "Beach Clean-up", startDate: inDays(-2) });
    await seedRegistration(request, { eventId: cleanUp.id, userId: me.id, registrationType: "volunteer" });

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Noor");

    const groups = page.getByRole("region", { name: "My Groups" });
    await expect(groups.getByRole("link", { name: /Choir/ })).toBeVisible(FIRST_LOAD);
    await expect(groups.getByRole("listitem")).toHaveCount(5);
    await expect(groups.getByText("And 1 more groups...")).toBeVisible();
    const subgroup = groups.getByRole("link", { name: /Riverside Food Bank/ });
    await expect(subgroup).toHaveAttribute("href", `/groups/${parent.id}`);
    await expect(subgroup.getByText("owner")).toBeVisible();
    await expect(groups.getByRole("link", { name: "Explore Groups" })).toHaveAttribute("href", "/groups");

    const partnerships = page.getByRole("region", { name: "My Partnerships" });
    await expect(partnerships.getByRole("link", { name: /Harbour Alliance/ })).toHaveAttribute(
      "href",
      `/partnerships/${alliance.id}`,
    );
    await expect(partnerships.getByRole("link", { name: "View all (1)" })).toBeVisible();
    await expect(partnerships.getByRole("link", { name: "View All Partnerships" })).toBeVisible();

    const events = page.getByRole("region", { name: "My Events" });
    await expect(events.getByRole("listitem")).toHaveCount(2);
    // Sorted by start date: the past clean-up first, then the gala the member hosts.
    await expect(events.getByRole("listitem").nth(0)).toContainText("Beach Clean-up");
    await expect(events.getByRole("listitem").nth(0)).toContainText("Volunteer");
    await expect(events.getByRole("listitem").nth(0)).toContainText("2 days ago");
    await expect(events.getByRole("listitem").nth(1)).toContainText("Spring Gala");
    await expect(events.getByRole("listitem").nth(1)).toContainText("Host");
    await expect(events.getByRole("listitem").nth(1)).toContainText("In 3 days");

    await expect(
      page.getByRole("region", { name: "Feed" }).getByPlaceholder("What's on your mind?"),
    ).toBeVisible();
    // The iOS card's QR code is drawn in the browser.
    await page.getByRole("button", { name: "Scan QR Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Scan QR Code" });
    await expect(dialog.getByRole("img", { name: "QR code of the App Store link" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Open App Store Directly" })).toHaveAttribute(
      "href",
      /^https:\/\/apps\.apple\.com\//,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Scan QR Code" })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("[DASHBOARD]: shows each card's empty state to a new member", async ({ page }) => {
    await signInAsNewMember(page);
    await page.goto("/dashboard");
    await expect(page.getByText("You're not in any groups yet.")).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole("link", { name: "Explore partnerships" })).toBeVisible();
    await expect(page.getByText("No events yet. Create or join one!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Find Events" })).toHaveAttribute("href", "/events");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("[DASHBOARD]: the onboarding checklist advances as tasks are done and disappears at the end", async ({
    page,
  }) => {
    const request = page.context().request;
    const me = await signInAsNewMember(page);
    await page.goto("/dashboard");
    const checklist = page.getByRole("region", { name: "Getting started" });
    await expect(checklist.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0", FIRST_LOAD);
    await expect(checklist.getByRole("link", { name: "Add a profile image" })).toHaveAttribute(
      "href",
      "/profile/settings?tab=avatar",
    );

    // The member follows the bio task to the settings, writes a bio there, and comes back.
    await checklist.getByRole("link", { name: "Write your bio" }).click();
    await expect(page).toHaveURL(/\/profile\/settings\?tab=general$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
    await seedProfileDetails(request, { userId: me.id, bio: "I coordinate the Saturday food bank shift." });
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(checklist.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
    await expect(checklist.getByText("4 more to go")).toBeVisible();
    await expect(checklist.getByRole("link", { name: "Write your bio, done" })).toBeVisible();

    // The rest: pictures, a community, a first post; then the card is gone.
    await seedProfileDetails(request, {
      userId: me.id,
      avatarUrl: "/logo.svg",
      coverPhotoUrl: "/logo.svg",
    });
    await seedMembership(request, { entity: await seedGroup(request), userId: me.id });
    await checklist.getByRole("link", { name: "Add a cover photo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
    await page.goBack();
    await expect(checklist.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "80");
    await expect(checklist.getByText("1 more to go")).toBeVisible();

    // The last task, the first post, is done right here: the checklist follows without a reload.
    await checklist.getByRole("link", { name: "Make your first post" }).click();
    const text = page.getByPlaceholder("What's on your mind?");
    await expect(text).toBeFocused();
    await text.fill("Hello from the Saturday shift!");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByText("Hello from the Saturday shift!").last()).toBeVisible();
    await expect(checklist).toHaveCount(0);
  });

  test("[DASHBOARD]: at 390 px the side cards are hidden and the mobile feed shows", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewMember(page, { firstName: "Ines" });
    await page.goto("/dashboard");
    const feed = page.getByTestId("dashboard-mobile-feed");
    await expect(feed.getByPlaceholder("What's on your mind?")).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ines");
    for (const name of ["My Groups", "My Partnerships", "My Events", "iOS App"]) {
      await expect(page.getByRole("region", { name })).toHaveCount(0);
    }
    // The checklist comes along, into the feed.
    await expect(feed.getByRole("region", { name: "Getting started" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // Wider again, the three columns come back without a reload.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole("region", { name: "My Groups" })).toBeVisible();
    await expect(page.getByTestId("dashboard-mobile-feed")).toHaveCount(0);
  });

  test("[DASHBOARD]: a new member on a phone starts from the checklist and the suggestions, not a blank feed", async ({
    page,
  }) => {
    const request = page.context().request;
    await page.setViewportSize({ width: 390, height: 844 });
    const me = await signInAsNewMember(page, { firstName: "Nia", lastName: "Newcomer" });
    const joined = await seedGroup(request, { name: `Nia's own circle ${Date.now()}` });
    await seedMembership(request, { entity: joined, userId: me.id });
    await seedGroup(request, { name: `Riverside Food Bank ${Date.now()}` });
    // Sooner than the other specs' events (a week out), so first among the upcoming ones.
    const soon = await seedEvent(request, {
      name: `Harbour clean-up ${Date.now()}`,
      startDate: inDays(0.05),
    });

    await page.goto("/dashboard");
    const feed = page.getByTestId("dashboard-mobile-feed");
    const checklist = feed.getByRole("region", { name: "Getting started" });
    await expect(checklist.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20", FIRST_LOAD);
    await expect(checklist.getByText("Next:")).toBeVisible();
    await expect(checklist.getByRole("link", { name: "Add a profile image" })).toBeVisible();
    await expect(checklist.getByRole("link")).toHaveCount(1);
    // Above the post box, not below the fold.
    const checklistBox = await checklist.boundingBox();
    const postBox = await feed.getByPlaceholder("What's on your mind?").boundingBox();
    expect(checklistBox?.y ?? 1e9).toBeLessThan(postBox?.y ?? 0);
    const all = checklist.getByRole("button", { name: "All 5 tasks" });
    await expect(all).toHaveAttribute("aria-expanded", "false");
    await all.click();
    await expect(all).toHaveAttribute("aria-expanded", "true");
    await expect(checklist.getByRole("link")).toHaveCount(5);
    await expect(checklist.getByRole("link", { name: "Join a community, done" })).toBeVisible();

    // The empty feed suggests where to go.
    await expect(feed.getByText(/^No posts yet\./)).toBeVisible();
    const communities = feed.getByRole("region", { name: "Communities to join" });
    await expect(communities.getByRole("listitem").first()).toBeVisible();
    await expect(communities.getByRole("link", { name: /Nia's own circle/ })).toHaveCount(0);
    const events = feed.getByRole("region", { name: "Events to find" });
    await expect(events.getByRole("link", { name: /Harbour clean-up/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await events.getByRole("link", { name: /Harbour clean-up/ }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${soon.id}$`));
    await page.goBack();
    await communities.getByRole("listitem").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/(groups|partnerships)\/\d+$/);
  });

  test("[DASHBOARD]: on a laptop the empty feed suggests too, and the checklist stays in its column", async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: "Lia", lastName: "Laptop" });
    await page.goto("/dashboard");
    const feed = page.getByTestId("dashboard-feed");
    await expect(feed.getByRole("region", { name: "Events to find" })).toBeVisible(FIRST_LOAD);
    await expect(feed.getByRole("region", { name: "Communities to join" })).toBeVisible();
    await expect(feed.getByRole("region", { name: "Getting started" })).toHaveCount(0);
    await expect(
      page.getByTestId("dashboard-right").getByRole("region", { name: "Getting started" }),
    ).toBeVisible();
  });
});

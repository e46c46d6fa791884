import type { Browser, Page } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMember, seedMembership, seedProfileDetails, signInAsNewMember } from "../seed";

/** A word no other test's data holds, so searches find exactly this test's records. */
const tag = () => `Qz${Math.random().toString(36).slice(2, 8)}`;

async function memberPage(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const member = await signInAsNewMember(page, { firstName, lastName });
  return { page, member, errors, close: () => context.close() };
}

async function expectNoSeriousViolations(page: Page, what: string) {
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

test.describe("[PEOPLE]: members, connections and search", () => {
  test("a member finds another on /members and connects; the other accepts on /connections", async ({
    page,
    browser,
  }) => {
    const family = tag();
    const ana = await memberPage(browser, "Ana", `Diaz${family}`);
    const ben = await signInAsNewMember(page, { firstName: "Ben", lastName: `Okafor${family}` });

    // Ben finds Ana in the directory and asks to connect.
    await page.goto("/members");
    await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Members", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByLabel("Search members by name").fill(`diaz${family}`.toLowerCase());
    const anaName = `Ana Diaz${family}`;
    await expect(page.getByRole("link", { name: anaName })).toBeVisible();
    await expect(page.getByRole("list", { name: "Members" }).getByRole("listitem")).toHaveCount(1);
    await expectNoSeriousViolations(page, "/members");
    await page.getByRole("button", { name: `Connect with ${anaName}` }).click();
    await expect(page.getByRole("button", { name: /^Requested/ })).toBeVisible();

    // Ben sees his request waiting on /connections.
    await page.goto("/connections");
    const sent = page.getByRole("region", { name: "Sent requests" });
    await expect(sent.getByRole("link", { name: anaName })).toBeVisible();

    // Ana accepts it.
    await ana.page.goto("/connections");
    const benName = `Ben Okafor${family}`;
    const requests = ana.page.getByRole("region", { name: "Requests" });
    await expect(requests.getByRole("link", { name: benName })).toBeVisible();
    await expectNoSeriousViolations(ana.page, "/connections");
    await requests.getByRole("button", { name: `Accept ${benName}'s connection request` }).click();
    const connected = ana.page.getByRole("region", { name: "Connections" });
    await expect(connected.getByRole("link", { name: benName })).toBeVisible();
    await expect(requests.getByText("No connection requests")).toBeVisible();
    await ana.page.screenshot({ path: "test-results/people-connections.png" });

    // Ben sees Ana among his connections, and Connected in the directory.
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Connections" }).getByRole("link", { name: anaName }),
    ).toBeVisible();
    await page.goto("/members");
    await page.getByLabel("Search members by name").fill(family);
    await expect(
      page.getByRole("button", { name: `Connected with ${anaName}: remove the connection` }),
    ).toBeVisible();
    expect(ben.id).toBeTruthy();
    expect(ana.errors).toEqual([]);
    await ana.close();
  });

  test("the header's search (Ctrl+K) finds a member and a group and opens them", async ({
    page,
    request,
  }) => {
    const word = tag();
    const group = await seedGroup(request, { name: `Orchard ${word} Growers` });
    const other = await seedMember(request, { firstName: "Femi", lastName: `Adeyemi${word}` });
    await signInAsNewMember(page, { firstName: "Searcher", lastName: "Member" });
    await page.goto("/members");
    await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();

    // Ctrl+K toggles: open, then closed again.
    const dialog = page.getByRole("dialog", { name: "Search" });
    const input = dialog.getByPlaceholder("Search members, groups, events...");
    await page.keyboard.press("Control+k");
    await expect(input).toBeVisible();
    await page.keyboard.press("Control+k");
    await expect(dialog).toBeHidden();

    // Opened by the button; a nonsense word finds nothing.
    await page.getByRole("button", { name: /^Search (Ctrl K|⌘K)$/ }).click();
    await expect(input).toHaveValue("");
    await input.fill("zzqqxxnothing");
    await expect(dialog.getByText("No results found")).toBeVisible();
    await expect(dialog.getByText("Try a different search term")).toBeVisible();

    // The member: selecting navigates to their profile and closes the dialog.
    await input.fill(`adeyemi${word}`.toLowerCase());
    await dialog.getByRole("option", { name: new RegExp(`Femi Adeyemi${word}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${other.id}$`));
    await expect(dialog).toBeHidden();

    // The group (each page of this branch's test is its own load: /profile and /groups come with
    // other branches).
    await page.goto("/members");
    await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
    await page.keyboard.press("Control+k");
    await expect(input).toHaveValue("");
    await input.fill(word);
    await expect(dialog.getByRole("option", { name: new RegExp(`Femi Adeyemi${word}`) })).toBeVisible();
    await dialog.getByRole("option", { name: /Orchard .* Growers/ }).click();
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  });

  test("at 390 px the header keeps one row, with the navigation in a menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const me = await signInAsNewMember(page, { firstName: "Narrow", lastName: "Screen" });
    // A bio and a group name longer than the screen, each shown on one line, cut short.
    const request = page.context().request;
    const wordy = await seedMember(request, { firstName: "Wendell", lastName: "Wideworth" });
    await seedProfileDetails(request, {
      userId: wordy.id,
      bio: "Coordinates the weekend food sorting shifts, the winter coat drive, the school holiday lunch club and the riverside clean-ups.",
    });
    const group = await seedGroup(request, {
      name: "Riverside and Eastside Neighbourhood Food Sorting Volunteers",
    });
    await seedMembership(request, { entity: group, userId: me.id });
    await page.goto("/members");
    await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
    await page.getByLabel("Search members by name").fill("Wideworth");
    await expect(page.getByText(/Coordinates the weekend food sorting/)).toBeVisible();
    const header = page.locator("header").first();
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(65);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto("/profile");
    await expect(
      page.getByText("Riverside and Eastside Neighbourhood Food Sorting Volunteers"),
    ).toBeVisible();
    expect(await horizontalOverflow(page), "/profile at 390 px").toBeLessThanOrEqual(0);
    await page.goto("/members");
    await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
    await page.screenshot({ path: "test-results/people-members-390.png" });
    await expectNoSeriousViolations(page, "/members at 390 px");

    // The navigation menu works from the keyboard.
    await page.getByRole("button", { name: "Open navigation menu" }).focus();
    await page.keyboard.press("Enter");
    const members = page.getByRole("menuitem", { name: "Members" });
    await expect(members).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("menuitem", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // From 768 px the navigation is in the header, still on one row.
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto("/members");
    await expect(page.getByRole("link", { name: "Members", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(65);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: "test-results/people-header-800.png",
      clip: { x: 0, y: 0, width: 800, height: 80 },
    });
  });
});

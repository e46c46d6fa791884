import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedEvent, seedGroup, signInAsNewMember } from "../seed";

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

test.describe("[COMMUNITY EVENTS]: a group's page lists the events it organises", () => {
  for (const width of [1280, 390]) {
    test(`upcoming first, past on request, each showing its organiser, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsNewMember(page, { firstName: "Gil", lastName: "Group" });
      const request = page.context().request;
      const word = `w${Math.random().toString(36).slice(2, 7)}`;
      const group = await seedGroup(request, { name: `${word} Food Bank` });
      const other = await seedGroup(request, { name: `${word} Chess Club` });
      const later = await seedEvent(request, {
        name: `${word} Winter Drive`,
        organiser: group,
        startDate: inDays(20),
      });
      await seedEvent(request, { name: `${word} Sorting Shift`, organiser: group, startDate: inDays(3) });
      await seedEvent(request, { name: `${word} Autumn Drive`, organiser: group, startDate: inDays(-30) });
      await seedEvent(request, { name: `${word} Chess Night`, organiser: other, startDate: inDays(2) });

      await page.goto(`/groups/${group.id}`);
      await page.getByRole("tab", { name: "Events" }).click();
      await expect(page).toHaveURL(/tab=events/);
      const upcoming = page.getByRole("region", { name: "Upcoming events" });
      await expect(upcoming.getByRole("article")).toHaveCount(2);
      await expect(upcoming.getByRole("article").nth(0)).toContainText(`${word} Sorting Shift`);
      await expect(upcoming.getByRole("article").nth(1)).toContainText(`${word} Winter Drive`);
      await expect(page.getByText(`${word} Chess Night`)).toHaveCount(0);
      await expect(page.getByText(`${word} Autumn Drive`)).toHaveCount(0);

      const toggle = page.getByRole("button", { name: "Show past events" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      const past = page.getByRole("region", { name: "Past events" });
      await expect(past.getByRole("article")).toHaveCount(1);
      await expect(past).toContainText(`${word} Autumn Drive`);
      await expect(page.getByRole("button", { name: "Hide past events" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The event names its organiser, with the way back.
      await upcoming.getByRole("link", { name: `${word} Winter Drive` }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${later.id}$`));
      await expect(page.getByText("Organised by", { exact: true }).first()).toBeVisible();
      await page
        .getByRole("link", { name: `${word} Food Bank` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/groups/${group.id}`));
    });
  }
});

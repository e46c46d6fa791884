import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, signInAsNewMember } from "../seed";

const token = () => `r${Math.random().toString(36).slice(2, 8)}`;

/** `YYYY-MM-DD` `days` ahead (UTC, the browser's zone here). */
function day(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe("[EVENTS]", () => {
  test.use({ timezoneId: "UTC" });

  test("[EVENTS]: a host creates a weekly event, cancels one date and changes the following ones; the list filters by date and organiser", async ({
    page,
  }) => {
    const word = token();
    const eventName = `${word} Homework Club`;
    const host = await signInAsNewMember(page, { firstName: "Hana", lastName: "Host" });
    const group = await seedGroup(page.context().request, {
      name: `${word} Library Friends`,
      ownerId: host.id,
    });

    await page.goto("/events/create");
    await page.getByLabel("Name").fill(eventName);
    await page.getByLabel("Starts", { exact: true }).fill(`${day(3)}T16:00`);
    await page.getByLabel("Ends", { exact: true }).fill(`${day(3)}T17:30`);
    await page.getByLabel("Repeats").selectOption("weekly");
    await page.getByLabel("Number of dates").fill("3");
    await page.getByLabel("Organised by").selectOption(`group-${group.id}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create event" }).click();
    await expect(page.getByRole("heading", { level: 1, name: eventName })).toBeVisible();

    // The page lists the three dates, a week apart; this one is the first.
    const dates = page.getByRole("region", { name: "Dates" });
    await expect(dates.getByText("Repeats every week, 3 dates in all.")).toBeVisible();
    await expect(dates.getByRole("listitem")).toHaveCount(3);
    await expect(dates.getByText("(this date)")).toBeVisible();
    const second = dates.getByRole("link").first();
    const secondLabel = (await second.textContent()) ?? "";
    await second.click();
    await expect(page.getByRole("region", { name: "When and where" })).toContainText(secondLabel);

    // The second date is cancelled on its own.
    await page.getByRole("button", { name: "Cancel this date" }).click();
    await expect(page.getByRole("alertdialog", { name: "Cancel this date?" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel it" }).click();
    await expect(page.getByText("This date has been cancelled. Registration is closed.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Register", exact: true })).toHaveCount(0);
    await expect(dates.getByRole("listitem").nth(1).getByText("Cancelled")).toBeVisible();

    // From the second date on, the club meets an hour later.
    await page.getByRole("link", { name: "Edit event" }).click();
    await page.getByLabel("Starts", { exact: true }).fill(`${day(10)}T17:00`);
    await page.getByLabel("Ends", { exact: true }).fill(`${day(10)}T18:30`);
    await page.getByLabel("This and the following dates").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("region", { name: "When and where" })).toContainText("5:00");
    await dates.getByRole("link").last().click();
    await expect(page.getByRole("region", { name: "When and where" })).toContainText("5:00");
    await expect(page.getByText("(this date)")).toBeVisible();

    // The list: the series once, by its next date; both dates in the first ten days (the cancelled
    // one too) in a range of days; once under the group.
    await page.goto(`/events?q=${word}`);
    await expect(page.getByRole("heading", { level: 2, name: eventName })).toHaveCount(1);
    await expect(page.getByRole("article").getByText("Weekly · next on")).toBeVisible();
    await expect(page.getByText("Cancelled")).toHaveCount(0);
    await page.getByLabel("From").fill(day(0));
    await page.getByLabel("To").fill(day(11));
    await expect(page.getByRole("heading", { level: 2, name: eventName })).toHaveCount(2);
    await expect(page.getByText("Cancelled")).toHaveCount(1);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByLabel("Organised by").selectOption(`group-${group.id}`);
    await expect(page.getByRole("heading", { level: 2, name: eventName })).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get("organiser")).toBe(`group-${group.id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

import type { Page } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { signInAsNewMember } from "../seed";

const token = () => `s${Math.random().toString(36).slice(2, 8)}`;

/** An instant `days` ahead at `hour`:00 UTC. */
function ahead(days: number, hour: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

/** Creates an event through the API as the signed-in member: once, or weekly `count` times. */
async function createEvent(page: Page, name: string, timeZone: string, start: Date, count?: number) {
  const response = await page.request.post("/api/events", {
    data: {
      name,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      timeZone,
      ...(count ? { recurrence: { frequency: "weekly", count } } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const WIDTHS = [1280, 390];

test.describe("[EVENTS]", () => {
  test.describe("in the browser's zone", () => {
    test.use({ timezoneId: "UTC" });

    test("[EVENTS]: the list shows a weekly series once, by its next date", async ({ page }) => {
      const word = token();
      const name = `${word} Reading Circle`;
      await signInAsNewMember(page, { firstName: "Sol", lastName: "Series" });
      await createEvent(page, name, "UTC", ahead(2, 16), 8);

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/events?q=${word}`);
        await expect(page.getByRole("heading", { level: 2, name })).toHaveCount(1);
        const card = page.getByRole("article").filter({ hasText: name });
        await expect(card).toContainText("Weekly · next on");
        // The browser's zone is the event's: no zone's name.
        await expect(card).not.toContainText("UTC");
        expect(await horizontalOverflow(page)).toBe(0);
      }
      // Unsearched, the series is still one card among the others.
      await page.goto("/events");
      await expect(page.getByRole("heading", { level: 2, name })).toHaveCount(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  test.describe("in another zone than the event's", () => {
    test.use({ timezoneId: "Europe/Berlin", locale: "en-US" });

    test("[EVENTS]: an event in another time zone is written on its own clock with the zone's name", async ({
      page,
    }) => {
      const word = token();
      const inNewYork = `${word} Harbour Cleanup`;
      const inBerlin = `${word} Kiez Market`;
      await signInAsNewMember(page, { firstName: "Zoe", lastName: "Zone" });
      // 14:00 UTC is 9:00 or 10:00 in New York (winter or summer) and 15:00 or 16:00 in Berlin.
      await createEvent(page, inNewYork, "America/New_York", ahead(5, 14));
      await createEvent(page, inBerlin, "Europe/Berlin", ahead(6, 14));

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/events?q=${word}`);
        const newYork = page.getByRole("article").filter({ hasText: inNewYork });
        await expect(newYork).toContainText(/(9|10):00\sAM\s–\s(12|1):00\sPM\sE[SD]T/);
        const berlin = page.getByRole("article").filter({ hasText: inBerlin });
        await expect(berlin).toContainText(/(3|4):00\s–\s(6|7):00\sPM/);
        await expect(berlin).not.toContainText(/GMT|CES?T/);
        expect(await horizontalOverflow(page)).toBe(0);
      }

      await newYorkPage(page, inNewYork);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});

/** The event's own page says its time on New York's clock too. */
async function newYorkPage(page: Page, name: string) {
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "When and where" })).toContainText(/E[SD]T/);
}

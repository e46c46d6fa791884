import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { uniqueEmail, waitForLink } from "../mail";
import { signInAsNewMember } from "../seed";

const SUPERVISOR_LINK = /http:\/\/localhost:\d+\/hours\/confirm#token=[\w-]+/;
const DAY = 86_400_000;

test.describe("[HOURS]: an outside supervisor answers through the mailed link", () => {
  test.use({ timezoneId: "UTC" });
  // Asking for a new link too soon is refused with a 429 (its words are the point).
  test.use({ expectedHttpErrors: [429] });

  for (const width of [1280, 390]) {
    test(`verifies a volunteer's outside hours without an account, once, and the volunteer's history shows it at ${width} px`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const ada = await signInAsNewMember(page, { firstName: "Ada", lastName: "Volunteer" });
      const supervisor = uniqueEmail("lee-library");
      const workDate = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
      const logged = await page.request.post("/api/me/hours", {
        data: {
          workDate,
          minutes: 150,
          description: "Shelved returns.",
          organisation: { kind: "outside", name: "Town Library", supervisorEmail: supervisor },
        },
      });
      expect(logged.status(), await logged.text()).toBe(201);

      // A new link so soon after the first is refused in the server's words.
      await page.goto(`/profile/${ada.id}/volunteer-history`);
      const logs = page.getByRole("list", { name: "Hour logs" });
      const library = logs.getByRole("listitem").filter({ hasText: "Town Library" });
      await expect(library).toContainText("Waiting for verification");
      await library.getByRole("button", { name: "Send the link again" }).click();
      await expect(library.getByRole("alert")).toContainText("You can send your supervisor a new link on");

      const link = await waitForLink(supervisor, SUPERVISOR_LINK);
      const supervisorContext = await browser.newContext({
        timezoneId: "UTC",
        viewport: { width, height: 900 },
      });
      const lee = await supervisorContext.newPage();
      // Without its fragment, the page says the link is cut short; the fragment arriving (a link
      // pasted into the same tab) is read without a new page load.
      await lee.goto("/hours/confirm");
      await expect(lee.getByRole("alert")).toContainText("This link is incomplete.");
      await lee.evaluate((hash) => {
        window.location.hash = hash;
      }, new URL(link).hash);
      const details = lee.getByRole("region", { name: "The hours" });
      await expect(details).toContainText("Ada Volunteer");
      await expect(details).toContainText("Town Library");
      await expect(details).toContainText("2 h 30 min");
      await expect(details).toContainText("Shelved returns.");
      const day = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
        new Date(`${workDate}T00:00:00Z`),
      );
      await expect(details).toContainText(day);
      await expect(lee.getByRole("heading", { level: 1, name: "Verify volunteer hours" })).toBeVisible();
      await expect(lee).toHaveTitle(/Verify volunteer hours/);
      expect(await seriousAxeViolations(lee)).toEqual([]);
      expect(await horizontalOverflow(lee)).toBeLessThanOrEqual(0);

      await lee.getByLabel("Note to the volunteer").fill("Thank you for a busy afternoon.");
      await lee.getByRole("button", { name: "Verify hours" }).click();
      const confirmation = lee.getByRole("status").filter({ hasText: "Thank you." });
      await expect(confirmation).toHaveText("Thank you. The hours are verified.");
      await expect(confirmation).toBeFocused();
      await expect(lee.getByRole("button", { name: "Decline hours" })).toHaveCount(0);

      // The link answers once.
      await lee.reload();
      await expect(lee.getByRole("alert")).toHaveText("These hours have already been answered. Thank you.");
      await expect(lee.getByRole("button", { name: "Verify hours" })).toHaveCount(0);
      await supervisorContext.close();

      await page.reload();
      await expect(library).toContainText("Verified");
      await expect(library).toContainText("Note: Thank you for a busy afternoon.");
      await expect(library.getByRole("button", { name: "Send the link again" })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Verified hours" })).toContainText("2 h 30 min");
    });
  }
});

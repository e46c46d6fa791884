import { AtpAgent } from "@atproto/api";
import { createPdsAccount } from "../../scripts/lib/test-pds.mjs";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { uniqueEmail } from "../mail";
import { signInAsNewMember } from "../seed";

/** The PDS that scripts/e2e-server.mjs started and gave the app as BLUESKY_SERVICE_URL. */
const PDS_URL = `http://localhost:${process.env.E2E_PDS_PORT ?? 3129}`;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test.describe("[BLUESKY]: posting on Bluesky too, and the Bluesky feed", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("connects Bluesky, posts with 'Also post on Bluesky' and finds the post on the PDS", async ({
    page,
  }) => {
    test.slow();
    const handle = `pia${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}.test`;
    const account = await createPdsAccount(PDS_URL, handle, uniqueEmail("pia"));
    await signInAsNewMember(page, { firstName: "Pia", lastName: "Skyward" });

    await page.goto("/profile/settings?tab=connections");
    await page.getByRole("button", { name: "Connect Bluesky" }).click();
    const connect = page.getByRole("dialog", { name: "Connect Bluesky" });
    await connect.getByLabel("Bluesky handle").fill(account.handle);
    await connect.getByLabel("App password").fill(account.appPassword);
    await connect.getByRole("button", { name: "Connect" }).click();
    await expect(page.getByText(`Connected as @${account.handle}`)).toBeVisible();

    await page.goto("/dashboard");
    const form = page.getByRole("form", { name: "Create a post" }).first();
    await form.getByPlaceholder("What's on your mind?").fill("Litter pick at the river on Sunday, 10 am.");
    await form.getByLabel("Also post on Bluesky").check();
    await form.getByRole("button", { name: "Post" }).click();

    const post = page.getByRole("article", { name: "Pia Skyward" }).first();
    const link = post.getByRole("link", { name: /Also on Bluesky/ });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", new RegExp(`^https://bsky.app/profile/${account.did}/post/`));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bluesky-post-390.png`, fullPage: false });

    const { data } = await new AtpAgent({ service: PDS_URL }).com.atproto.repo.listRecords({
      repo: account.did,
      collection: "app.bsky.feed.post",
    });
    expect(data.records.map((record) => (record.value as { text: string }).text)).toEqual([
      "Litter pick at the river on Sunday, 10 am.",
    ]);

    // The choice is remembered for this member's next post.
    await page.reload();
    await expect(page.getByLabel("Also post on Bluesky").first()).toBeChecked();
  });

  test("asks a member without a Bluesky connection to connect on /bluesky-feed", async ({ page }) => {
    await signInAsNewMember(page, { firstName: "Noor", lastName: "Grounded" });
    await page.goto("/bluesky-feed");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bluesky feed");
    await expect(page.getByRole("heading", { name: "Connect your Bluesky account" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bluesky-feed-prompt-390.png` });
    await page.getByRole("link", { name: "Go to profile settings" }).click();
    await expect(page).toHaveURL(/\/profile\/settings/);
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { test as base, expect } from "../fixtures";
import { seedEvent, seedPost, signInAsNewMember } from "../seed";

/**
 * A page without a network logs the requests it could not make (the live channel, pictures):
 * these are what being offline is, not faults of the page.
 */
const test = base.extend({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const offline = /ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|Failed to fetch|NetworkError/;
    page.on("console", (message) => {
      if (message.type() === "error" && !offline.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
    expect(errors, "console errors").toEqual([]);
  },
});

// The service worker is blocked for the other specs (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });
// A first visit precaches the whole app: on a busy test machine that takes a while.
test.describe.configure({ timeout: 180_000 });

const DAY = 86_400_000;

/** Waits until the service worker has installed (the app precached) and controls the page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    },
    null,
    { timeout: 90_000 },
  );
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test.describe("[PWA]: the installable app and what it does offline", () => {
  test("[PWA]: serves a manifest that Chromium can install, every icon at its size", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: "/",
      name: "Common Ground",
      short_name: "Common Ground",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: "#0f766e",
      background_color: "#ffffff",
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    for (const size of ["192x192", "512x512"])
      for (const purpose of ["any", "maskable"])
        expect(
          icons.some((icon) => icon.sizes === size && icon.purpose === purpose),
          `${size} ${purpose}`,
        ).toBe(true);
    for (const icon of [
      ...icons,
      { src: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
    ]) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()["content-type"]).toBe(icon.type);
      if (icon.type === "image/png") expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }

    // Installability is judged in a profile of its own: Chromium never offers it in an incognito one.
    const profile = await mkdtemp(path.join(tmpdir(), "pwa-profile-"));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { errors } = await cdp.send("Page.getAppManifest");
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test("[PWA]: offline, shows the offline page for an unsaved page and the saved dashboard with its mark", async ({
    page,
    context,
  }) => {
    const request = context.request;
    const me = await signInAsNewMember(page, { firstName: "Imani", lastName: "Okafor" });
    await seedEvent(request, {
      name: "Harbour Clean-up",
      hostId: me.id,
      startDate: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    await seedPost(request, { authorId: me.id, content: "Gloves and bags are by the boathouse door." });

    // The first visit installs the service worker, which fetches the whole app meanwhile.
    await page.goto("/dashboard");
    await controlledByServiceWorker(page);
    await expect(page.getByText("Gloves and bags are by the boathouse door.")).toBeVisible({
      timeout: 30_000,
    });

    await context.setOffline(true);
    await page.goto("/features/groups");
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText("This page has not been saved on this device")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("offline-page-390.png"), fullPage: true });

    await page.goto("/dashboard");
    await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toContainText(
      /Showing what was saved at \d{1,2}:\d{2}/,
    );
    await expect(page.getByText("Gloves and bags are by the boathouse door.")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("offline-dashboard-390.png"), fullPage: true });

    // At 1280 px the side cards are there too, from what was saved.
    await page.setViewportSize({ width: 1280, height: 900 });
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole("link", { name: /Harbour Clean-up/ })).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1_500);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("link", { name: /Harbour Clean-up/ })).toBeVisible();
    await expect(page.getByText(/You're offline\. Showing what was saved/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("offline-dashboard-1280.png"), fullPage: true });

    // Back online, the mark goes.
    await context.setOffline(false);
    await expect(page.getByText(/You're offline/)).toHaveCount(0);
  });

  test("[PWA]: offline, an event the member opened and their volunteer history show what was saved", async ({
    page,
    context,
  }) => {
    const request = context.request;
    const me = await signInAsNewMember(page, { firstName: "Keanu", lastName: "Mahoe" });
    const event = await seedEvent(request, {
      name: "Reef Survey",
      hostId: me.id,
      location: "North Jetty",
      startDate: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    const logged = await request.post("/api/me/hours", {
      data: {
        workDate: new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10),
        minutes: 95,
        organisation: { kind: "outside", name: "Reef Trust", supervisorEmail: "lani@reef.example" },
      },
    });
    expect(logged.status()).toBe(201);

    await page.goto("/dashboard");
    await controlledByServiceWorker(page);
    // Visited online: what these pages fetched is saved for the member.
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Reef Survey" })).toBeVisible({
      timeout: 30_000,
    });
    await page.goto(`/profile/${me.id}/volunteer-history`);
    await expect(page.getByText("Reef Trust").first()).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(1_500);

    await context.setOffline(true);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Reef Survey" })).toBeVisible();
    await expect(page.getByText("North Jetty").first()).toBeVisible();
    // Sections never saved say so rather than loading for ever.
    await expect(
      page.getByText("Not saved on this device: it will show when you are back online.").first(),
    ).toBeVisible();
    await expect(page.getByText("Loading awards...")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toContainText(
      /Showing what was saved at \d{1,2}:\d{2}/,
    );
    await page.screenshot({ path: test.info().outputPath("offline-event-390.png"), fullPage: true });
    await page.goto(`/profile/${me.id}/volunteer-history`);
    await expect(page.getByText("Reef Trust").first()).toBeVisible();
    await expect(page.getByText(/You're offline\. Showing what was saved/)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("offline-history-390.png"), fullPage: true });
    await context.setOffline(false);
  });

  test("[PWA]: keeps a post written offline as a draft, after a reload too, and sends it once online", async ({
    page,
    context,
  }) => {
    await signInAsNewMember(page, { firstName: "Tomas", lastName: "Lindqvist" });
    await page.goto("/dashboard");
    await controlledByServiceWorker(page);
    const box = page.getByPlaceholder("What's on your mind?");
    await expect(box).toBeVisible({ timeout: 30_000 });

    await page.waitForTimeout(1_500);
    await context.setOffline(true);
    const text = "Rain plan: we meet in the gym instead.";
    await box.fill(text);
    const note = page.getByTestId("post-draft-note");
    await expect(note).toHaveText(
      "You're offline. Saved as a draft; it will not be lost. Post it when you are back online.",
    );
    await expect(page.getByRole("button", { name: "Post", exact: true })).toBeDisabled();

    await page.reload();
    await expect(page.getByPlaceholder("What's on your mind?")).toHaveValue(text);
    await expect(note).toContainText("Saved as a draft; it will not be lost.");

    await context.setOffline(false);
    await expect(note).toHaveText("Saved as a draft; it will not be lost.");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(1);
    await expect(page.getByPlaceholder("What's on your mind?")).toHaveValue("");
    await expect(note).toHaveCount(0);

    await page.reload();
    await expect(page.getByPlaceholder("What's on your mind?")).toHaveValue("");
    await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(1);
  });
});

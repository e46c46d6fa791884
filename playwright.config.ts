import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** End-to-end tests drive Debian's Chromium against the built app on the embedded default. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Generous bounds: a wait ends as soon as the page is there, and on a slow two-core machine a
  // journey's step (a sign-in, a page's first data) can take several seconds. CI's machine has run
  // the suite five times slower than a quiet one (32.7 min against 9.4 on 2026-11-29): a journey
  // of 13 s then needs over a minute, and a page 2 s to draw needs 10.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // A click that would wait for ever (its element covered, never enabled) fails with its own message.
    actionTimeout: 20_000,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    // The service worker precaches the whole app on a first visit (1.5 MB in the background) and
    // answers requests in place of the network: only the specs about it (e2e/app/pwa.spec.ts)
    // let it register, so that the others measure and intercept the pages' own requests.
    serviceWorkers: "block",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    // Answered by scripts/e2e-server.mjs once the app is up and the demo community seeded in it.
    url: `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 3126}/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://localhost:${PORT}`,
      // The platform admins of e2e/app/reports.spec.ts and e2e/public/dev-mailbox.spec.ts (whose
      // mailbox opens to them alone here, mail going out over SMTP): one address per attempt, as CI
      // retries once.
      ADMIN_EMAILS: [
        "reports-admin-0@e2e.example.org",
        "reports-admin-1@e2e.example.org",
        // e2e/app/beta-management.spec.ts
        "beta-admin-0@e2e.example.org",
        "beta-admin-1@e2e.example.org",
        ...[390, 1280].flatMap((width) =>
          [0, 1].map((retry) => `mailbox-admin-${width}-${retry}@e2e.example.org`),
        ),
        // The platform admin of e2e/app/native-shell.spec.ts, who opens /test/mobile.
        "shell-admin-0@e2e.example.org",
        "shell-admin-1@e2e.example.org",
        // The platform admin of e2e/app/debug-pages.spec.ts, who opens the diagnostic pages.
        "debug-admin-0@e2e.example.org",
        "debug-admin-1@e2e.example.org",
      ].join(","),
    },
  },
});

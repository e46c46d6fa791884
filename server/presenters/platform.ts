import type { Challenge } from "altcha-lib";
import type { BotCheckProvider } from "../auth/bot-check";
import type { Config } from "../env";

/** The install's public settings: product name, store link, configured sign-in providers. */
export function presentSiteConfig(config: Config) {
  return {
    appName: config.APP_NAME,
    iosAppStoreUrl: config.IOS_APP_STORE_URL ?? null,
    auth: {
      google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      apple: Boolean(config.APPLE_CLIENT_ID),
    },
  };
}

/** The uploaded site logo's signed link, or null: the browser falls back to the bundled one. */
export function presentSiteLogo(url: string | null) {
  return { url };
}

export type HealthReport =
  | {
      status: "ok" | "degraded";
      database: { reachable: true; kind: string; latencyMs: number };
      storage: { writable: boolean };
    }
  | { status: "unavailable"; database: { reachable: false; kind: string } };

/** What load balancers and the start-up check read. */
export function presentHealth(report: HealthReport) {
  return report;
}

/** What the browser needs for one action's bot check: a challenge, a reCAPTCHA site key, or nothing. */
export function presentBotCheck(
  provider: BotCheckProvider,
  challenge: Challenge | null,
  siteKey: string | null,
) {
  return { provider, challenge, siteKey };
}

/** A write whose only news is that it happened. */
export function presentOk() {
  return { ok: true } as const;
}

/** A created record, named by its id (the test seeding routes). */
export function presentCreated(id: string | number) {
  return { id };
}

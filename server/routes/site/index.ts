import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { createSignedObjectUrl } from "../../storage/signed-urls";

/** Where an operator puts the site logo: bucket `site-images`, key `logo` (spec §7, "Storage"). */
export const LOGO_BUCKET = "site-images";
export const LOGO_KEY = "logo";
/** Spec §9: the logo's signed link lives one year. */
export const LOGO_URL_LIFETIME_SECONDS = 31_536_000;

export const siteRoutes = new Hono<AppEnv>()
  .get("/config", (c) => {
    const { config } = c.var.deps;
    return c.json({
      appName: config.APP_NAME,
      iosAppStoreUrl: config.IOS_APP_STORE_URL ?? null,
      // Which sign-in providers this install has credentials for.
      auth: {
        google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
        apple: Boolean(config.APPLE_CLIENT_ID),
      },
    });
  })
  .get("/logo", async (c) => {
    const { storage, secret } = c.var.deps;
    // No logo uploaded is a normal state, not an error: the browser falls back to the bundled one.
    if (!(await storage.exists(LOGO_BUCKET, LOGO_KEY))) return c.json({ url: null });
    const url: string | null = createSignedObjectUrl(
      secret,
      LOGO_BUCKET,
      LOGO_KEY,
      LOGO_URL_LIFETIME_SECONDS,
    );
    return c.json({ url });
  });

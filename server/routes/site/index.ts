import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { presentSiteConfig, presentSiteLogo } from "../../presenters/platform";
import { createSignedObjectUrl } from "../../storage/signed-urls";

/** Where an operator puts the site logo: bucket `site-images`, key `logo` (spec §7, "Storage"). */
export const LOGO_BUCKET = "site-images";
export const LOGO_KEY = "logo";
/** Spec §9: the logo's signed link lives one year. */
export const LOGO_URL_LIFETIME_SECONDS = 31_536_000;

export const siteRoutes = new Hono<AppEnv>()
  .get("/config", (c) => c.json(presentSiteConfig(c.var.deps.config)))
  .get("/logo", async (c) => {
    const { storage, secret } = c.var.deps;
    // No logo uploaded is a normal state, not an error: the browser falls back to the bundled one.
    if (!(await storage.exists(LOGO_BUCKET, LOGO_KEY))) return c.json(presentSiteLogo(null));
    const url = createSignedObjectUrl(secret, LOGO_BUCKET, LOGO_KEY, LOGO_URL_LIFETIME_SECONDS);
    return c.json(presentSiteLogo(url));
  });

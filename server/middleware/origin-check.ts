import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { forbidden } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by pages of another origin (CSRF). Browsers always send
 * Origin with such requests; clients that are not browsers send none and carry no ambient cookies
 * of ours, so an absent Origin is let through.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    // Apple answers with a cross-site form POST to the OAuth callback, guarded by the OAuth state.
    if (!SAFE_METHODS.has(c.req.method) && !c.req.path.startsWith("/api/auth/callback/")) {
      const origin = c.req.header("origin");
      if (origin && origin !== allowed && origin !== new URL(c.req.url).origin) {
        throw forbidden("Invalid origin.");
      }
    }
    await next();
  });
}

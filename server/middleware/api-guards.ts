import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { AppError, forbidden } from "../errors";
import { type HeaderEntry, requestHeader, withResponseHeaders } from "./response-headers";

const NO_STORE: HeaderEntry[] = [["cache-control", "no-store"]];
/** Routes that limit their own body while it streams in (an upload's limit is its bucket's). */
const OWN_BODY_LIMIT = /^\/api\/(?:uploads\/|(?:groups|partnerships|events)\/[^/]+\/files$)/;

export interface ApiGuardOptions {
  publicUrl: string;
  bodyLimitBytes: number;
}

/**
 * What every /api request goes through, in one middleware: the body limit (413) and the origin
 * check (403) for requests that may change state, and `cache-control: no-store` on the answer.
 * GET and HEAD carry no body and change nothing, so they skip straight to the route: looking at
 * the body at all would make @hono/node-server build a full web Request for every read.
 * Uploads (routes/uploads, an entity's files) skip the JSON body limit and enforce their bucket's
 * while reading.
 */
export function apiGuards({ publicUrl, bodyLimitBytes }: ApiGuardOptions) {
  const allowed = new URL(publicUrl).origin;
  const limit = bodyLimit({
    maxSize: bodyLimitBytes,
    onError: () => {
      throw new AppError("payload_too_large", "The request body is too large.");
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return withResponseHeaders(c, next, NO_STORE);
    // CSRF: browsers always send Origin with such requests; clients that are not browsers send
    // none and carry no ambient cookies of ours, so an absent Origin is let through. Apple
    // answers with a cross-site form POST to the OAuth callback, guarded by the OAuth state.
    if (method !== "OPTIONS" && !c.req.path.startsWith("/api/auth/callback/")) {
      const origin = requestHeader(c, "origin");
      if (origin && origin !== allowed && origin !== new URL(c.req.url).origin) {
        throw forbidden("Invalid origin.");
      }
    }
    return withResponseHeaders(
      c,
      async () => {
        if (OWN_BODY_LIMIT.test(c.req.path)) await next();
        else await limit(c, next);
      },
      NO_STORE,
    );
  });
}

import type { Context } from "hono";
import { matchedRoutes, routePath } from "hono/route";

/** Where Better Auth's handler is mounted (server/app.ts); its `basePath` is this without `/*`. */
export const AUTH_ROUTE = "/api/auth/*";
const AUTH_BASE = AUTH_ROUTE.slice(0, -2);

/** One of Better Auth's endpoints as `auth.api` lists it (`/reset-password/:token`). */
export interface AuthEndpoint {
  path?: string;
}

/**
 * What the access log records as a request's path: the pattern of the route it was addressed to
 * (`/api/groups/:id`), never the path itself. A reset link is `/api/auth/reset-password/{token}`
 * and anything may follow an unknown path, so a logged path could hand a reader someone's
 * account; the query string (`/api/auth/verify-email?token=…`) is never logged either.
 *
 * Better Auth answers all of `/api/auth/*` with one handler, so its requests are named by the
 * endpoint they match in `auth.api` (`/api/auth/reset-password/:token`), worked out here once;
 * a path no endpoint matches is logged as `/api/auth/*`. Paths outside the API (the browser app's
 * files and pages, logged at debug level) are logged as they are: the app's page paths carry no
 * secret, its links put tokens in the query string.
 */
export function createAccessPath(authEndpoints: Iterable<AuthEndpoint | undefined>) {
  const exact = new Set<string>();
  const withParams: [RegExp, string][] = [];
  for (const endpoint of authEndpoints) {
    if (!endpoint?.path) continue;
    const pattern = `${AUTH_BASE}${endpoint.path}`;
    if (!pattern.includes("/:")) {
      exact.add(pattern);
      continue;
    }
    const source = pattern
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    withParams.push([new RegExp(`^${source}$`), pattern]);
  }

  function authPattern(path: string): string {
    if (exact.has(path)) return path;
    for (const [regex, pattern] of withParams) if (regex.test(path)) return pattern;
    return AUTH_ROUTE;
  }

  return function accessPath(c: Context): string {
    // The route that answered; when that was middleware or a catch-all (a refusal by the /api
    // guard, a 404), the route the request was addressed to.
    const answered = routePath(c);
    if (answered === "/*") return c.req.path;
    const route = answered.endsWith("*") ? addressedRoute(c) : answered;
    return route === AUTH_ROUTE ? authPattern(c.req.path) : route;
  };
}

/** The matched route with no wildcard, or else the most specific catch-all (`/api/auth/*`). */
function addressedRoute(c: Context): string {
  let narrowest = "";
  for (const { path } of matchedRoutes(c)) {
    if (!path.endsWith("*")) return path;
    if (path.length > narrowest.length) narrowest = path;
  }
  return narrowest;
}

import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../context";
import type { Logger } from "../logger";
import { type AuthEndpoint, createAccessPath } from "./access-path";
import { type HeaderEntry, requestHeader, withResponseHeaders } from "./response-headers";

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * The request's logger, made only if something logs: most requests log nothing but their access
 * line, and a pino child logger costs more than the rest of this middleware.
 */
function lazyChild(parent: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  return new Proxy(parent, {
    get(_target, key) {
      child ??= parent.child(bindings);
      const value: unknown = Reflect.get(child, key, child);
      return typeof value === "function" ? value.bind(child) : value;
    },
  });
}

/**
 * Puts the dependencies, a request id and a request-scoped logger on the context; gives the
 * response its request id and the headers every response carries (the security headers); logs
 * the outcome, by route pattern rather than path. One middleware rather than several: each layer
 * costs every request a few µs.
 */
/** Methods that never write. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function requestContext(deps: AppDeps, everyResponse: readonly HeaderEntry[] = []) {
  // The access line's fields are ours and hold no secret, so it skips the redaction pass, which
  // costs more than the rest of writing the line.
  const access = deps.logger.child({}, { redact: [] });
  const accessPath = createAccessPath(Object.values(deps.auth.api) as AuthEndpoint[]);
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = requestHeader(c, "x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("logger", lazyChild(deps.logger, { requestId }));
    const started = performance.now();
    await withResponseHeaders(c, next, [["x-request-id", requestId], ...everyResponse]);
    // A request that may have written (its own routes or Better Auth's, signed in or signing
    // out): this server's next read of the session sees it (auth/session-cache.ts).
    if (!READS.has(c.req.method)) deps.readSession.forget({ cookie: requestHeader(c, "cookie") });
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      // The route's pattern, not the path: paths can carry tokens (access-path.ts).
      path: accessPath(c),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) access.error(line, "request failed");
    else if (c.req.path.startsWith("/api/")) access.info(line, "request");
    else access.debug(line, "request");
  });
}

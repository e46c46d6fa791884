import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../context";

/** Puts the dependencies, a request id and a request-scoped logger on the context; logs the outcome. */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const logger = deps.logger.child({ requestId });
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("logger", logger);
    const started = performance.now();
    await next();
    c.header("x-request-id", requestId);
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, durationMs };
    if (c.res.status >= 500) logger.error(line, "request failed");
    else if (c.req.path.startsWith("/api/")) logger.info(line, "request");
    else logger.debug(line, "request");
  });
}

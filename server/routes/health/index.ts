import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** Liveness and database reachability, for load balancers and the start-up check. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { database } = c.var.deps;
  const started = performance.now();
  try {
    await database.ping();
    return c.json({
      status: "ok" as const,
      database: { reachable: true, kind: database.kind, latencyMs: Math.round(performance.now() - started) },
    });
  } catch (error) {
    c.var.logger.error({ err: error }, "health check: database unreachable");
    return c.json(
      { status: "unavailable" as const, database: { reachable: false, kind: database.kind } },
      503,
    );
  }
});

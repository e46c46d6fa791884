import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** Liveness, database reachability and writable storage, for load balancers and the start-up check. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { database } = c.var.deps;
  const started = performance.now();
  try {
    await database.ping();
    const latencyMs = Math.round(performance.now() - started);
    const storage = await c.var.deps.storage.verify().then(
      () => ({ writable: true }),
      (error: unknown) => {
        c.var.logger.error({ err: error }, "health check: storage not writable");
        return { writable: false };
      },
    );
    // Without storage the site still serves everything but uploads: degraded, not down.
    return c.json({
      status: storage.writable ? ("ok" as const) : ("degraded" as const),
      database: { reachable: true, kind: database.kind, latencyMs },
      storage,
    });
  } catch (error) {
    c.var.logger.error({ err: error }, "health check: database unreachable");
    return c.json(
      { status: "unavailable" as const, database: { reachable: false, kind: database.kind } },
      503,
    );
  }
});

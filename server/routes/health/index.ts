import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import type { Logger } from "../../logger";
import { presentHealth } from "../../presenters/platform";

/** How long a storage check's answer stands: load balancers poll often, a disk fills slowly. */
export const STORAGE_CHECK_TTL_MS = 30_000;

interface StorageCheck {
  writable: boolean;
  at: number;
}

const checks = new WeakMap<AppDeps, { last: StorageCheck | null; running: Promise<StorageCheck> | null }>();

/**
 * Whether the file storage takes a write, checked with a real round trip at most every 30 s per
 * server; between checks the last answer stands, and a due check runs in the background.
 */
async function storageWritable(deps: AppDeps, logger: Logger): Promise<boolean> {
  let state = checks.get(deps);
  if (!state) {
    state = { last: null, running: null };
    checks.set(deps, state);
  }
  const current = state;
  if (current.last && Date.now() - current.last.at < STORAGE_CHECK_TTL_MS) return current.last.writable;
  current.running ??= deps.storage.verify().then(
    () => ({ writable: true, at: Date.now() }),
    (error: unknown) => {
      logger.error({ err: error }, "health check: storage not writable");
      return { writable: false, at: Date.now() };
    },
  );
  const check = current.running.then((result) => {
    current.last = result;
    current.running = null;
    return result;
  });
  // The first check is awaited; later ones refresh in the background.
  return current.last ? current.last.writable : (await check).writable;
}

/** Liveness, database reachability and writable storage, for load balancers and the start-up check. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { database } = c.var.deps;
  const started = performance.now();
  try {
    await database.ping();
  } catch (error) {
    c.var.logger.error({ err: error }, "health check: database unreachable");
    return c.json(
      presentHealth({ status: "unavailable", database: { reachable: false, kind: database.kind } }),
      503,
    );
  }
  const latencyMs = Math.round(performance.now() - started);
  const writable = await storageWritable(c.var.deps, c.var.logger);
  // Without storage the site still serves everything but uploads: degraded, not down.
  return c.json(
    presentHealth({
      status: writable ? "ok" : "degraded",
      database: { reachable: true, kind: database.kind, latencyMs },
      storage: { writable },
    }),
  );
});

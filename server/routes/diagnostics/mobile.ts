import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { forbidden } from "../../errors";
import { platformAccessOf } from "../../lib/platform-access";
import { optionalSession } from "../../middleware/session";
import { nativePushPlatforms } from "../../notifications/native-senders";
import { can } from "../../policies";
import { presentMobileDiagnostics } from "../../presenters/diagnostics";

/**
 * /api/diagnostics/mobile: what the /test/mobile page previews of the native shell (issue 31).
 * For platform admins, and for anyone on a development install (decisions.md "Debug pages"), a
 * visitor included; everyone else gets 403 and the page its 403 scene.
 */
export const mobileDiagnosticsRoutes = new Hono<AppEnv>().get("/", optionalSession, async (c) => {
  const { actor, deps } = c.var;
  const platform = platformAccessOf(c);
  if (!can(actor, "useDebugPages", platform)) throw forbidden();
  return c.json(
    presentMobileDiagnostics({
      pushPlatforms: nativePushPlatforms(deps.config),
      development: platform.development,
    }),
  );
});

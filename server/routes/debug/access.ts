import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { platformAccessOf } from "../../lib/platform-access";
import type { MemberEnv } from "../../middleware/session";
import { authorize } from "../../policies";

/**
 * The diagnostic pages' one rule (platform.ts, `useDebugPages`): platform admins, and every member
 * on a development install. Asked before anything is loaded, so that nobody else learns even
 * whether an event or a post exists.
 */
export function authorizeDebug(c: Context<AppEnv & MemberEnv>): void {
  authorize(
    c.var.actor,
    "useDebugPages",
    platformAccessOf(c),
    "The diagnostic pages are for the platform's admins.",
  );
}

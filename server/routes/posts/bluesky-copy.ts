import type { Context } from "hono";
import { BLUESKY_COPY_MESSAGES } from "../../../shared/schemas/bluesky";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors";
import type { MemberEnv } from "../../middleware/session";

const refuse = (message: string) =>
  new AppError("validation_failed", message, [{ path: "alsoOnBluesky", message }]);

/**
 * "Also post on Bluesky" is honoured for a post on the author's own profile (whatever is in a
 * community stays there: Bluesky is public) and when their profile is connected to Bluesky;
 * otherwise the form is told why (docs/decisions.md, "Bluesky feed and cross-posting").
 */
export async function assertBlueskyCopyAllowed(c: Context<AppEnv & MemberEnv>, hasTarget: boolean) {
  if (hasTarget) throw refuse(BLUESKY_COPY_MESSAGES.optionOnProfileOnly);
  const status = await c.var.deps.bluesky.status(c.var.member.id);
  if (!status.connected) throw refuse(BLUESKY_COPY_MESSAGES.optionWithoutConnection);
}

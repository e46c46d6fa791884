import { createMiddleware } from "hono/factory";
import { BOT_CHECK_FAILED, BOT_CHECK_HEADER, type BotCheckAction } from "../../shared/bot-check";
import { verifyBotCheck } from "../auth/bot-check";
import type { AppEnv } from "../context";
import { AppError } from "../errors";
import { clientIp } from "../lib/client-ip";
import { requestHeader } from "./response-headers";

/**
 * Our own routes' bot check (the auth endpoints have theirs in auth/request-guards.ts): the
 * solved challenge or reCAPTCHA token in its header, for this action, or a 400 in the spec's
 * words. It comes first, so that nothing is counted or stored for a request that fails it.
 */
export function requireBotCheck(action: BotCheckAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { config, db, secret } = c.var.deps;
    const token = requestHeader(c, BOT_CHECK_HEADER);
    if (!(await verifyBotCheck({ config, db, secret }, token, action, clientIp(c, config)))) {
      throw new AppError("bad_request", BOT_CHECK_FAILED);
    }
    await next();
  });
}

import { Hono } from "hono";
import { z } from "zod";
import { BOT_CHECK_ACTIONS } from "../../../shared/bot-check";
import { botCheckProvider, createBotChallenge } from "../../auth/bot-check";
import type { AppEnv } from "../../context";
import { validate } from "../../middleware/validate";
import { presentBotCheck } from "../../presenters/platform";

/** What the browser needs for the bot check of one action (spec §7): a fresh challenge, or the reCAPTCHA site key. */
export const botCheckRoutes = new Hono<AppEnv>().get(
  "/challenge",
  validate("query", z.object({ action: z.enum(BOT_CHECK_ACTIONS) })),
  async (c) => {
    const { config, secret } = c.var.deps;
    const provider = botCheckProvider(config);
    // reCAPTCHA: the browser runs Google's script with the site key; the server checks its token.
    const challenge =
      provider === "pow" ? await createBotChallenge(secret, c.req.valid("query").action) : null;
    const siteKey = provider === "recaptcha" ? (config.RECAPTCHA_SITE_KEY ?? null) : null;
    return c.json(presentBotCheck(provider, challenge, siteKey));
  },
);

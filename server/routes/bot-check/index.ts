import { Hono } from "hono";
import { z } from "zod";
import { BOT_CHECK_ACTIONS, createBotChallenge } from "../../auth/bot-check";
import type { AppEnv } from "../../context";
import { validate } from "../../middleware/validate";

/** A fresh proof-of-work challenge for one action of spec §7. */
export const botCheckRoutes = new Hono<AppEnv>().get(
  "/challenge",
  validate("query", z.object({ action: z.enum(BOT_CHECK_ACTIONS) })),
  async (c) => {
    const { config, secret } = c.var.deps;
    if (config.BOT_CHECK === "off") return c.json({ provider: "off" as const, challenge: null });
    const challenge = await createBotChallenge(secret, c.req.valid("query").action);
    return c.json({ provider: "pow" as const, challenge });
  },
);

import { Hono } from "hono";
import { createBetaSignupSchema } from "../../../shared/schemas/beta-signup";
import { createBetaSignup } from "../../commands/create-beta-signup";
import type { AppEnv } from "../../context";
import { clientIp } from "../../lib/client-ip";
import { enforceLimit } from "../../limits/refuse";
import { requireBotCheck } from "../../middleware/bot-check";
import { validate } from "../../middleware/validate";
import { presentBetaSignupReceived } from "../../presenters/beta-signup";

/**
 * The public beta sign-up form (/beta-signup); open to visitors, behind the bot check and a
 * per-address limit. A new address and one already on the list get the same answer: the form
 * must not tell anyone whose address is on the list.
 */
export const betaSignupRoutes = new Hono<AppEnv>().post(
  "/",
  requireBotCheck("beta_signup"),
  validate("json", createBetaSignupSchema),
  async (c) => {
    const { config, db, limits } = c.var.deps;
    const input = c.req.valid("json");
    const address = clientIp(c, config);
    if (address) {
      const verdict = await limits.client("betaSignUp", address);
      enforceLimit(c, verdict, "Too many sign-ups from your network. Please try again later.");
    }
    await createBetaSignup(db, input);
    return c.json(presentBetaSignupReceived(input, config.APP_NAME), 201);
  },
);

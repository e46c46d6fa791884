import { Hono } from "hono";
import { createBetaSignupSchema } from "../../../shared/schemas/beta-signup";
import { createBetaSignup } from "../../commands/create-beta-signup";
import type { AppEnv } from "../../context";
import { validate } from "../../middleware/validate";
import { presentBetaSignupOutcome } from "../../presenters/beta-signup";

/** The public beta sign-up form (/beta-signup); open to visitors. */
export const betaSignupRoutes = new Hono<AppEnv>().post(
  "/",
  validate("json", createBetaSignupSchema),
  async (c) => {
    const input = c.req.valid("json");
    const outcome = await createBetaSignup(c.var.deps.db, input);
    const status = outcome.status === "created" ? 201 : 200;
    return c.json(presentBetaSignupOutcome(outcome, c.var.deps.config.APP_NAME), status);
  },
);

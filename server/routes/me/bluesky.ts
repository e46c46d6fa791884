import { Hono } from "hono";
import { BLUESKY_MESSAGES, blueskyCredentialsSchema } from "../../../shared/schemas/bluesky";
import { overAddressLimit, TOO_MANY_ATTEMPTS } from "../../auth/address-limits";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";

/**
 * The signed-in member's Bluesky connection (spec §7 "connect, status, disconnect"), for their
 * own profile. Answers carry the handle and DID only; tokens stay on the server.
 */
export const blueskyConnectionRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get("/", async (c) => c.json(await c.var.deps.bluesky.status(c.var.user.id)))
  .put("/", validate("json", blueskyCredentialsSchema), async (c) => {
    const { bluesky, db } = c.var.deps;
    const { identifier, password } = c.req.valid("json");
    // Each attempt is a password check at a PDS: the same limit as Bluesky sign-in.
    if (await overAddressLimit(db, "/me/bluesky", identifier.replace(/^@/, ""))) {
      throw new AppError("rate_limited", TOO_MANY_ATTEMPTS);
    }
    const login = await bluesky.login(identifier, password);
    await bluesky.assertNotLinkedElsewhere(login, c.var.user.id);
    return c.json(await bluesky.link(c.var.user.id, bluesky.seal(login)));
  })
  .delete("/", async (c) => {
    try {
      return c.json(await c.var.deps.bluesky.unlink(c.var.user.id));
    } catch (error) {
      c.var.logger.error({ err: error }, "bluesky: disconnect failed");
      throw new AppError("internal", BLUESKY_MESSAGES.disconnectFailed);
    }
  });

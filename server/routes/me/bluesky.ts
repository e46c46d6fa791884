import { Hono } from "hono";
import { BLUESKY_MESSAGES, blueskyCredentialsSchema } from "../../../shared/schemas/bluesky";
import { TOO_MANY_ATTEMPTS } from "../../auth/attempt-limits";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors";
import { enforceLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentBlueskyConnection } from "../../presenters/bluesky";

/**
 * The signed-in member's Bluesky connection (spec §7 "connect, status, disconnect"), for their
 * own profile. Answers carry the handle and DID only; tokens stay on the server.
 */
export const blueskyConnectionRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get("/", async (c) => {
    const status = await c.var.deps.bluesky.status(c.var.member.id);
    return c.json(presentBlueskyConnection(status));
  })
  .put("/", validate("json", blueskyCredentialsSchema), async (c) => {
    const { member } = c.var;
    const { bluesky, limits } = c.var.deps;
    const { identifier, password } = c.req.valid("json");
    authorize(member, "update", { kind: "profile", userId: member.id });
    // Each attempt is a password check at a PDS: the same limit as Bluesky sign-in.
    enforceLimit(c, await limits.account("blueskyCheck", identifier.replace(/^@/, "")), TOO_MANY_ATTEMPTS);
    const login = await bluesky.login(identifier, password);
    await bluesky.assertNotLinkedElsewhere(login, member.id);
    const status = await bluesky.link(member.id, bluesky.seal(login));
    return c.json(presentBlueskyConnection(status));
  })
  .delete("/", async (c) => {
    const { member } = c.var;
    authorize(member, "update", { kind: "profile", userId: member.id });
    try {
      return c.json(presentBlueskyConnection(await c.var.deps.bluesky.unlink(member.id)));
    } catch (error) {
      c.var.logger.error({ err: error }, "bluesky: disconnect failed");
      throw new AppError("internal", BLUESKY_MESSAGES.disconnectFailed);
    }
  });

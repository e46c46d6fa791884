import { Hono } from "hono";
import {
  BLUESKY_COPY_MESSAGES,
  BLUESKY_MESSAGES,
  blueskyCredentialsSchema,
  blueskyTimelineQuerySchema,
} from "../../../shared/schemas/bluesky";
import { TOO_MANY_ATTEMPTS } from "../../auth/attempt-limits";
import { classifyBlueskyError } from "../../auth/bluesky/sessions";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors";
import { enforceLimit, enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentBlueskyConnection } from "../../presenters/bluesky";
import { httpsImage, presentTimeline } from "../../presenters/bluesky-timeline";

/** Posts one page of the Bluesky timeline holds. */
const TIMELINE_PAGE_SIZE = 30;

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
  /**
   * The member's Bluesky home timeline (issue 31, /bluesky-feed), a page at a time with Bluesky's
   * cursor, read through their own PDS (which asks its AppView). Not connected, or a connection
   * Bluesky no longer accepts: 409 in words; Bluesky unreachable: 503.
   */
  .get("/timeline", validate("query", blueskyTimelineQuerySchema), async (c) => {
    const { member } = c.var;
    const { bluesky } = c.var.deps;
    const { cursor } = c.req.valid("query");
    authorize(member, "readBluesky", { kind: "profile", userId: member.id });
    await enforceMemberLimit(c, "blueskyTimeline");
    let data: Parameters<typeof presentTimeline>[0];
    try {
      const session = await bluesky.sessions.open(member.id);
      ({ data } = await session.agent.app.bsky.feed.getTimeline({ cursor, limit: TIMELINE_PAGE_SIZE }));
      await session.settled();
    } catch (error) {
      const problem = classifyBlueskyError(error);
      if (problem.problem === "not_connected") {
        throw new AppError("conflict", BLUESKY_COPY_MESSAGES.timelineNotConnected);
      }
      if (problem.problem === "reconnect") throw new AppError("conflict", problem.message);
      c.var.logger.warn({ err: error }, "bluesky: timeline not loaded");
      throw new AppError("service_unavailable", BLUESKY_COPY_MESSAGES.timelineFailed);
    }
    return c.json(presentTimeline(data, httpsImage));
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

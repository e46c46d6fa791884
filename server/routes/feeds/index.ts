import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { EntityType } from "../../../shared/enums";
import type { InstantPosition } from "../../../shared/schemas/cursor";
import { entityIdParamSchema, userIdParamSchema } from "../../../shared/schemas/ids";
import { pageQuerySchema } from "../../../shared/schemas/posts";
import type { AppEnv } from "../../context";
import { profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { type MemberEnv, requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentFeedPage } from "../../presenters/post";
import { type FeedSource, loadFeedPage } from "../../queries/feeds";
import { loadEntity } from "../entities/load";

/** The page of a feed, through the one feed query (queries/feeds.ts) every feed shares. */
async function feedPage(
  c: Context<AppEnv & MemberEnv>,
  source: FeedSource,
  cursor: InstantPosition | undefined,
) {
  return loadFeedPage(c.var.deps.database, c.var.actor, source, cursor);
}

/** An entity's own feed: whoever may view the entity reads it (a private one's members). */
function entityFeed(type: EntityType) {
  return new Hono<AppEnv>().get(
    "/:id",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("query", pageQuerySchema),
    async (c) => {
      const ref = { type, id: c.req.valid("param").id };
      const access = await loadEntity(c.var.deps.db, c.var.actor, ref);
      authorize(c.var.actor, "view", access);
      const page = await feedPage(c, { kind: type, id: ref.id }, c.req.valid("query").cursor);
      return c.json(presentFeedPage(c.var.actor, page.views, page.nextCursor));
    },
  );
}

/**
 * Feeds, newest first and cursor-paged (contracts.md "Posts"): the member's home feed (their own
 * posts, their connections', their groups', partnerships' and events'), a member's profile and
 * each entity's page.
 */
export const feedRoutes = new Hono<AppEnv>()
  .get("/home", requireSession, validate("query", pageQuerySchema), async (c) => {
    authorize(c.var.actor, "view", { kind: "profile", userId: c.var.member.id });
    const page = await feedPage(c, { kind: "home", userId: c.var.member.id }, c.req.valid("query").cursor);
    return c.json(presentFeedPage(c.var.actor, page.views, page.nextCursor));
  })
  .get(
    "/profile/:userId",
    requireSession,
    validate("param", userIdParamSchema),
    validate("query", pageQuerySchema),
    async (c) => {
      const { userId } = c.req.valid("param");
      const [profile] = await c.var.deps.db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if (!profile) throw notFound("This member does not exist.");
      authorize(c.var.actor, "view", { kind: "profile", userId });
      const page = await feedPage(c, { kind: "profile", userId }, c.req.valid("query").cursor);
      return c.json(presentFeedPage(c.var.actor, page.views, page.nextCursor));
    },
  )
  .route("/group", entityFeed("group"))
  .route("/partnership", entityFeed("partnership"))
  .route("/event", entityFeed("event"));

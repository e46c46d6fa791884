import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireSession } from "../../middleware/session";
import { presentOk } from "../../presenters/platform";
import { authorizeDebug } from "./access";
import { entityPostsRoutes } from "./entity-posts";
import { eventAdminTestRoutes } from "./event-admin-test";
import { postDebugRoutes } from "./post";
import { smartLinkRoutes } from "./smart-links";
import { socialSharingRoutes } from "./social-sharing";

/**
 * The diagnostic pages' API (issue 31; decisions.md "Debug pages"): platform admins, and every
 * member on a development install (routes/debug/access.ts); everyone else gets 403.
 */
export const debugRoutes = new Hono<AppEnv>()
  // Whether the pages open at all: a page asks before its pickers are used.
  .get("/", requireSession, (c) => {
    authorizeDebug(c);
    return c.json(presentOk());
  })
  .route("/event-admin-test", eventAdminTestRoutes)
  .route("/entity-posts", entityPostsRoutes)
  .route("/smart-links", smartLinkRoutes)
  .route("/social-sharing", socialSharingRoutes)
  .route("/posts", postDebugRoutes);

import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { takePage } from "../../../shared/schemas/cursor";
import { entityPostsQuerySchema } from "../../../shared/schemas/debug";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { presentStoredPostsPage } from "../../presenters/debug";
import {
  countStoredPosts,
  DEBUG_POSTS_PAGE_SIZE,
  loadStoredPosts,
  type StoredPostsSource,
} from "../../queries/debug-posts";
import { findEntityName } from "../../queries/entity-names";
import { fullName } from "../../queries/posts";
import { authorizeDebug } from "./access";

/** The source's name, or null when it does not exist. */
async function sourceName(db: Executor, source: StoredPostsSource): Promise<string | null> {
  if (source.type !== "profile") return findEntityName(db, source);
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.userId, source.userId));
  return row ? fullName(row) : null;
}

/**
 * /debug/entity-posts: a group's, partnership's or event's posts, or a member's profile posts, as
 * stored (every column, the link's preview row, the reports), newest first, a page at a time.
 */
export const entityPostsRoutes = new Hono<AppEnv>().get(
  "/",
  requireSession,
  validate("query", entityPostsQuerySchema),
  async (c) => {
    authorizeDebug(c);
    const { type, id, cursor } = c.req.valid("query");
    const { db } = c.var.deps;
    const source: StoredPostsSource = type === "profile" ? { type, userId: id } : { type, id: Number(id) };
    const name = await sourceName(db, source);
    if (name === null)
      throw notFound(type === "profile" ? "This member does not exist." : `This ${type} does not exist.`);
    const [rows, total] = await Promise.all([
      loadStoredPosts(db, source, cursor),
      countStoredPosts(db, source),
    ]);
    const { page, next } = takePage(rows, DEBUG_POSTS_PAGE_SIZE, (last) => [last.at, last.post.id] as const);
    return c.json(presentStoredPostsPage({ type, id, name }, total, page, next));
  },
);

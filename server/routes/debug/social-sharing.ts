import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { posts } from "../../db/schema";
import { notFound } from "../../errors";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { presentShareCard } from "../../presenters/debug";
import { readPageMeta } from "../../previews/link-preview";
import { renderShareHead, shareMeta } from "../../share/post-page";
import { authorizeDebug } from "./access";

const paramSchema = z.object({ postId: z.uuid("Not a valid post id.") });

/**
 * /test/social-sharing: what a link unfurler is told about `/post/{id}`. The head is the one
 * servePostPage puts in the page (shareMeta, renderShareHead), and its tags are read back with the
 * link-preview fetcher's own reader, as an unfurler would read them.
 */
export const socialSharingRoutes = new Hono<AppEnv>().get(
  "/:postId",
  requireSession,
  validate("param", paramSchema),
  async (c) => {
    authorizeDebug(c);
    const { postId } = c.req.valid("param");
    const { db, config } = c.var.deps;
    const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
    if (!post) throw notFound("This post does not exist.");
    const pageUrl = `${config.PUBLIC_URL}/post/${postId}`;
    const meta = await shareMeta(c.var.deps, postId);
    const head = renderShareHead(meta, config.APP_NAME);
    const { meta: tags, title } = readPageMeta(`<html><head>${head}</head></html>`);
    return c.json(
      presentShareCard({
        postId,
        pageUrl,
        // A post that shares nothing (in a private entity) gets the site's own card, whose address is the site's.
        shareable: meta.url === pageUrl,
        head,
        tags: [["<title>", title], ...tags],
        meta,
        siteName: config.APP_NAME,
      }),
    );
  },
);

import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { smartLinkSchema } from "../../../shared/schemas/debug";
import type { AppEnv } from "../../context";
import { linkPreviews } from "../../db/schema";
import { enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { presentPreviewExplanation } from "../../presenters/debug";
import { explainLinkPreview } from "../../previews/explain-preview";
import { authorizeDebug } from "./access";

/**
 * /demo/smart-links: the server fetches the pasted address as the link-preview job would (through
 * the private-address guard, with the install's LINK_PREVIEW_ALLOW_HOSTS) and says what it made of
 * it, beside the row stored for that address if a post linked it. Nothing is stored; every try
 * counts against the member's limit, since it makes the server fetch.
 */
export const smartLinkRoutes = new Hono<AppEnv>().post(
  "/",
  requireSession,
  validate("json", smartLinkSchema),
  async (c) => {
    authorizeDebug(c);
    const { url } = c.req.valid("json");
    const { db, config } = c.var.deps;
    await enforceMemberLimit(c, "debugLinkFetch");
    const [explanation, [stored]] = await Promise.all([
      explainLinkPreview(url, { allowHosts: new Set(config.LINK_PREVIEW_ALLOW_HOSTS) }),
      db.select().from(linkPreviews).where(eq(linkPreviews.url, url)),
    ]);
    return c.json(presentPreviewExplanation(explanation, stored ?? null));
  },
);

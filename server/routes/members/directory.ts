import { Hono } from "hono";
import { PEOPLE_PAGE_SIZE } from "../../../shared/limits";
import { memberDirectoryQuerySchema } from "../../../shared/schemas/search";
import type { AppEnv } from "../../context";
import { listDirectory } from "../../db/people-search";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentDirectoryPage } from "../../presenters/directory";

/**
 * The members directory (spec §2 `/members`): members with complete profiles by name, a page at a
 * time, narrowed by `q` (2 characters or more, contained in the full name, any letter case).
 */
export const memberDirectoryRoutes = new Hono<AppEnv>().get(
  "/",
  requireSession,
  validate("query", memberDirectoryQuerySchema),
  async (c) => {
    const { q, cursor } = c.req.valid("query");
    authorize(c.var.actor, "view", { kind: "profile", userId: c.var.member.id });
    const page = await listDirectory(c.var.deps.db, c.var.member.id, {
      q: q || undefined,
      cursor,
      pageSize: PEOPLE_PAGE_SIZE,
    });
    return c.json(presentDirectoryPage(c.var.actor, page.rows, page.nextCursor));
  },
);

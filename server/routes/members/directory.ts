import { Hono } from "hono";
import { PEOPLE_PAGE_SIZE } from "../../../shared/limits";
import { memberDirectoryQuerySchema } from "../../../shared/schemas/search";
import { parseOnBehalfOf } from "../../../shared/shifts";
import type { AppEnv } from "../../context";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentDirectoryPage } from "../../presenters/directory";
import { listDirectory } from "../../queries/people-search";
import { loadEntity } from "../entities/load";

/**
 * The members directory (spec §2 `/members`): members with complete profiles by name, a page at a
 * time, narrowed by `q` (2 characters or more, contained in the full name, any letter case) and
 * by `organisation`, a group's or partnership's active members, for those who may view it.
 */
export const memberDirectoryRoutes = new Hono<AppEnv>().get(
  "/",
  requireSession,
  validate("query", memberDirectoryQuerySchema),
  async (c) => {
    const { q, cursor, organisation } = c.req.valid("query");
    const { actor, deps } = c.var;
    authorize(actor, "view", { kind: "profile", userId: c.var.member.id });
    // Who belongs to an organisation is shown to those who may see its members (its Members tab).
    const ref = parseOnBehalfOf(organisation);
    if (ref) authorize(actor, "view", await loadEntity(deps.db, actor, ref));
    const page = await listDirectory(deps.db, c.var.member.id, {
      q: q || undefined,
      cursor,
      pageSize: PEOPLE_PAGE_SIZE,
      organisation: ref ?? undefined,
    });
    return c.json(presentDirectoryPage(c.var.actor, page.rows, page.nextCursor));
  },
);

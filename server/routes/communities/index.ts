import { Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../../shared/limits";
import { takePage } from "../../../shared/schemas/cursor";
import { communitiesQuerySchema } from "../../../shared/schemas/lists";
import type { AppEnv } from "../../context";
import { loadEntityAccessMany } from "../../loaders/entity-access";
import { countActiveMembersMany, entityKey } from "../../loaders/memberships";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { can } from "../../policies";
import { presentCommunitiesPage, presentCommunityListItem } from "../../presenters/entity-list";
import { listCommunityRows } from "../../queries/entity-lists";

/**
 * The communities list (spec §2 `/communities`): groups and partnerships with their subgroups
 * and sub-partnerships, by name, a page at a time. Every member may preview every community, so
 * private ones are listed too, restricted for their outsiders (docs/decisions.md).
 */
export const communityListRoutes = new Hono<AppEnv>().get(
  "/",
  requireSession,
  validate("query", communitiesQuerySchema),
  async (c) => {
    const { db } = c.var.deps;
    const { actor } = c.var;
    const rows = await listCommunityRows(db, c.req.valid("query"), LIST_PAGE_SIZE + 1);
    const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.sortKey, last.type, last.id]);
    const ids = (type: "group" | "partnership") =>
      page.filter((row) => row.type === type).map((row) => row.id);
    const [groupAccess, partnershipAccess, memberCounts] = [
      await loadEntityAccessMany(db, actor, "group", ids("group")),
      await loadEntityAccessMany(db, actor, "partnership", ids("partnership")),
      await countActiveMembersMany(db, page),
    ];
    const items = page.flatMap((row) => {
      const access = (row.type === "group" ? groupAccess : partnershipAccess).get(row.id);
      if (!access || !can(actor, "preview", access)) return [];
      return [presentCommunityListItem(actor, row, access, memberCounts.get(entityKey(row)) ?? 0)];
    });
    return c.json(presentCommunitiesPage(items, next));
  },
);

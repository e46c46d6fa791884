import { Hono } from "hono";
import { searchQuerySchema } from "../../../shared/schemas/search";
import type { AppEnv } from "../../context";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { presentSearchResults } from "../../presenters/search";
import { searchEverything } from "../../queries/people-search";

/**
 * The members' search dialog (spec §2 "Search dialog", §5, §7): at least 2 characters (a shorter
 * query is a 422; the dialog never sends one). Private groups, partnerships and events appear only
 * to those who may view them: the rule is in the query itself (queries/people-search.ts), before the limit.
 */
export const searchRoutes = new Hono<AppEnv>().get(
  "/",
  requireSession,
  validate("query", searchQuerySchema),
  async (c) => {
    const { q } = c.req.valid("query");
    const rows = await searchEverything(c.var.deps.database, c.var.member, q);
    return c.json(presentSearchResults(rows));
  },
);

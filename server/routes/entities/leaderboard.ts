import { Hono } from "hono";
import type { EntityType } from "../../../shared/enums";
import { LIST_PAGE_SIZE } from "../../../shared/limits";
import { takePage } from "../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import { leaderboardQuerySchema } from "../../../shared/schemas/recognition";
import type { AppEnv } from "../../context";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentLeaderboard } from "../../presenters/recognition";
import { listLeaderboard, ownStanding, periodStart } from "../../queries/leaderboard";
import { loadEntity } from "./load";

/**
 * `/:id/leaderboard` of a group, partnership or event (issue 30): its members ranked by the
 * points counted for it in a period, paged, with the viewer's own standing; for whoever may see
 * the entity (a private one: its members and those who hold rights over it).
 */
export function leaderboardRoutes(type: EntityType) {
  return new Hono<AppEnv>().get(
    "/:id/leaderboard",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("query", leaderboardQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid("param");
      const { period, cursor } = c.req.valid("query");
      authorize(c.var.member, "view", await loadEntity(db, c.var.member, { type, id }));
      const since = periodStart(period, new Date());
      const [rows, me] = await Promise.all([
        listLeaderboard(db, { type, id }, since, cursor ?? null, LIST_PAGE_SIZE + 1),
        ownStanding(db, { type, id }, since, c.var.member.id),
      ]);
      const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.points, last.userId]);
      return c.json(presentLeaderboard(period, page, next, me));
    },
  );
}

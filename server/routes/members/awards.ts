import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { AWARDS_PAGE_SIZE } from "../../../shared/awards";
import type { EntityType } from "../../../shared/enums";
import { awardsQuerySchema } from "../../../shared/schemas/awards";
import { takePage } from "../../../shared/schemas/cursor";
import { userIdParamSchema } from "../../../shared/schemas/ids";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { loadEntityAccessMany } from "../../loaders/entity-access";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { type Actor, authorize, can } from "../../policies";
import { presentMemberAwardsPage } from "../../presenters/awards";
import { type AwardRow, giverOf, listMemberAwards } from "../../queries/awards";

/**
 * The awards of a page that another member may see: those given by an organisation they may
 * view (a private group's award would tell of a membership its members alone may know), checked
 * in one round of queries per entity type.
 */
async function visibleAwards(db: Executor, actor: Actor, rows: AwardRow[]): Promise<AwardRow[]> {
  const ids: Record<EntityType, number[]> = { group: [], partnership: [], event: [] };
  for (const row of rows) {
    const giver = giverOf(row.award);
    if (giver) ids[giver.type].push(giver.id);
  }
  const access = {
    group: await loadEntityAccessMany(db, actor, "group", ids.group),
    partnership: await loadEntityAccessMany(db, actor, "partnership", ids.partnership),
    event: await loadEntityAccessMany(db, actor, "event", ids.event),
  };
  return rows.filter((row) => {
    const giver = giverOf(row.award);
    const entity = giver && access[giver.type].get(giver.id);
    return entity ? can(actor, "view", entity) : false;
  });
}

/**
 * `/api/members/:userId/awards` (issue 30): a member's awards from organisations, newest first,
 * for their profile and volunteer history, to whoever may view the profile. The member sees all
 * of theirs, hidden ones marked; others see those not hidden, from organisations they may view.
 * Revoked awards and milestone badges are never listed here. A page filtered for another viewer
 * may hold fewer than its size; its cursor still goes on from its last row.
 */
export const memberAwardRoutes = new Hono<AppEnv>().get(
  "/:userId/awards",
  requireSession,
  validate("param", userIdParamSchema),
  validate("query", awardsQuerySchema),
  async (c) => {
    const { db } = c.var.deps;
    const { userId } = c.req.valid("param");
    const [profile] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (!profile) throw notFound("This member does not exist.");
    authorize(c.var.actor, "view", { kind: "profile", userId });
    const own = c.var.member.id === userId;
    const rows = await listMemberAwards(
      db,
      userId,
      { includeHidden: own },
      c.req.valid("query").cursor ?? null,
      AWARDS_PAGE_SIZE + 1,
    );
    const { page, next } = takePage(rows, AWARDS_PAGE_SIZE, (last) => [last.at, last.award.id]);
    const shown = own ? page : await visibleAwards(db, c.var.actor, page);
    return c.json(presentMemberAwardsPage(c.var.actor, shown, next));
  },
);

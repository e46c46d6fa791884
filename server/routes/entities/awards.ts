import { Hono } from "hono";
import { AWARD_BADGE_BUCKET, AWARDS_PAGE_SIZE } from "../../../shared/awards";
import type { EntityType } from "../../../shared/enums";
import {
  awardsQuerySchema,
  entityAwardParamSchema,
  giveAwardSchema,
  revokeAwardSchema,
} from "../../../shared/schemas/awards";
import { membersQuerySchema } from "../../../shared/schemas/communities";
import { takePage } from "../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import { ALREADY_REVOKED_MESSAGE, revokeAward } from "../../commands/awards/award-changes";
import { giveAward } from "../../commands/awards/give-award";
import type { AppEnv } from "../../context";
import { AppError, notFound } from "../../errors";
import { enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, can } from "../../policies";
import { presentEntityAwardsPage, presentGiving } from "../../presenters/awards";
import { presentPage } from "../../presenters/community";
import { presentMemberSummary } from "../../presenters/member";
import { findAward, giverOf, listEntityAwards } from "../../queries/awards";
import { listMemberships } from "../../queries/community-members";
import { loadEntity } from "./load";
import { picturesOf } from "./pictures";

/** The award form's one picture: the badge, uploaded by the giver to the entity-images bucket. */
const BADGE = { badge: { field: "badgeFileId", bucket: AWARD_BADGE_BUCKET } } as const;

/**
 * The awards a group, partnership or event gives (issue 30): its list, for whoever may view it
 * (revoked ones, with the reason, for its admins alone); giving one to up to 50 of its members;
 * revoking one; and the members an admin picks from.
 */
export function entityAwardRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .get(
      "/:id/awards",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", awardsQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        const access = await loadEntity(db, c.var.actor, { type, id });
        authorize(c.var.actor, "view", access);
        const admin = can(c.var.actor, "giveAwards", access);
        const rows = await listEntityAwards(
          db,
          { type, id },
          { includeRevoked: admin },
          c.req.valid("query").cursor ?? null,
          AWARDS_PAGE_SIZE + 1,
        );
        const { page, next } = takePage(rows, AWARDS_PAGE_SIZE, (last) => [last.at, last.award.id]);
        return c.json(presentEntityAwardsPage(page, admin, next));
      },
    )
    .post(
      "/:id/awards",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", giveAwardSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        authorize(c.var.actor, "giveAwards", await loadEntity(db, c.var.actor, { type, id }));
        const input = c.req.valid("json");
        const { badge } = await picturesOf(db, c.var.member, BADGE, input);
        await enforceMemberLimit(c, "awardGive");
        const given = await giveAward(db, c.var.member.id, { type, id }, input, badge ?? null);
        return c.json(presentGiving(given.rows), given.repeated ? 200 : 201);
      },
    )
    .post(
      "/:id/awards/:awardId/revoke",
      requireSession,
      validate("param", entityAwardParamSchema),
      validate("json", revokeAwardSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, awardId } = c.req.valid("param");
        authorize(c.var.actor, "giveAwards", await loadEntity(db, c.var.actor, { type, id }));
        const award = await findAward(db, awardId);
        const giver = award && giverOf(award.award);
        if (!award || giver?.type !== type || giver.id !== id) throw notFound("This award does not exist.");
        if (award.award.revokedAt) throw new AppError("conflict", ALREADY_REVOKED_MESSAGE);
        await enforceMemberLimit(c, "awardRevoke");
        await revokeAward(db, c.var.member.id, { type, id }, awardId, c.req.valid("json").reason);
        return c.body(null, 204);
      },
    )
    .get(
      "/:id/awards/candidates",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", membersQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        const access = await loadEntity(db, c.var.actor, { type, id });
        authorize(c.var.actor, "giveAwards", access);
        const rows = await listMemberships(db, access, "active", c.req.valid("query"), AWARDS_PAGE_SIZE + 1);
        const { page, next } = takePage(rows, AWARDS_PAGE_SIZE, (last) => [last.joinedKey, last.id]);
        return c.json(presentPage("members", page.map(presentMemberSummary), next));
      },
    );
}

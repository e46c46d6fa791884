import { Hono } from "hono";
import { awardParamSchema, awardVisibilitySchema } from "../../../shared/schemas/awards";
import { setAwardHidden } from "../../commands/awards/award-changes";
import type { AppEnv } from "../../context";
import { notFound } from "../../errors";
import { enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentMemberAward } from "../../presenters/awards";
import { findAward } from "../../queries/awards";

/**
 * `/api/me/awards/:awardId` (issue 30): the member hides one of their awards from their profile,
 * or shows it again; nobody else may.
 */
export const myAwardRoutes = new Hono<AppEnv>().patch(
  "/:awardId",
  requireSession,
  validate("param", awardParamSchema),
  validate("json", awardVisibilitySchema),
  async (c) => {
    const { db } = c.var.deps;
    const { awardId } = c.req.valid("param");
    const award = await findAward(db, awardId);
    if (!award) throw notFound("This award does not exist.");
    authorize(c.var.actor, "hide", { kind: "award", recipientId: award.award.recipientId });
    await enforceMemberLimit(c, "awardHide");
    await setAwardHidden(db, c.var.member.id, awardId, c.req.valid("json").hidden);
    const after = await findAward(db, awardId);
    if (!after) throw notFound("This award does not exist.");
    return c.json({ award: presentMemberAward(c.var.actor, after) });
  },
);

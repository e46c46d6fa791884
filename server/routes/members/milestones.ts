import { and, asc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { userIdParamSchema } from "../../../shared/schemas/ids";
import type { AppEnv } from "../../context";
import { awards, profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentMilestones } from "../../presenters/recognition";

/**
 * `/api/members/:userId/milestones` (issue 30): the milestone badges a member holds. A badge
 * tells how many hours were verified, so it follows the verified hours' rule (`volunteerHours`
 * "viewVerified"): the member always; others when the member shows their verified hours.
 */
export const memberMilestoneRoutes = new Hono<AppEnv>().get(
  "/:userId/milestones",
  requireSession,
  validate("param", userIdParamSchema),
  async (c) => {
    const { db } = c.var.deps;
    const { userId } = c.req.valid("param");
    const [profile] = await db
      .select({ hoursVisible: profiles.hoursVisible })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (!profile) throw notFound("This member does not exist.");
    authorize(
      c.var.member,
      "viewVerified",
      { kind: "volunteerHours", userId, visibleToMembers: profile.hoursVisible },
      "This member keeps their volunteer hours to themselves.",
    );
    const rows = await db
      .select({
        id: awards.id,
        milestoneHours: awards.milestoneHours,
        title: awards.title,
        createdAt: awards.createdAt,
      })
      .from(awards)
      .where(and(eq(awards.recipientId, userId), eq(awards.kind, "milestone"), isNull(awards.revokedAt)))
      .orderBy(asc(awards.milestoneHours));
    return c.json(presentMilestones(rows));
  },
);

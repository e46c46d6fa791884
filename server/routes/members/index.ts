import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { userIdParamSchema } from "../../../shared/schemas/ids";
import type { AppEnv } from "../../context";
import { profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentMember } from "../../presenters/member";

/** Other members' profiles (spec §2 `/profile/{userId}`), as members see them: no e-mail. */
export const memberRoutes = new Hono<AppEnv>().get(
  "/:userId",
  requireSession,
  validate("param", userIdParamSchema),
  async (c) => {
    const { userId } = c.req.valid("param");
    const [profile] = await c.var.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
    if (!profile) throw notFound("This member does not exist.");
    authorize(c.var.actor, "view", { kind: "profile", userId });
    return c.json({ member: presentMember(c.var.actor, profile) });
  },
);

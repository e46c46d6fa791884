import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { userIdParamSchema } from "../../../shared/schemas/ids";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { loadEntityAccessMany } from "../../loaders/entity-access";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { type Actor, authorize, can } from "../../policies";
import { presentMemberProfile, presentProfileCommunity } from "../../presenters/member-profile";
import { listMemberCommunities } from "../../queries/member-communities";

/** How many groups (and partnerships) a profile lists. */
const PROFILE_COMMUNITY_LIMIT = 50;

/** Other members' profiles (spec §2 `/profile/{userId}`), as members see them: no e-mail. */
export const memberRoutes = new Hono<AppEnv>().get(
  "/:userId",
  requireSession,
  validate("param", userIdParamSchema),
  async (c) => {
    const { userId } = c.req.valid("param");
    const { db } = c.var.deps;
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    if (!profile) throw notFound("This member does not exist.");
    authorize(c.var.actor, "view", { kind: "profile", userId });
    const [groups, partnerships] = await Promise.all([
      visibleCommunities(db, c.var.actor, userId, "group"),
      visibleCommunities(db, c.var.actor, userId, "partnership"),
    ]);
    return c.json(presentMemberProfile(c.var.actor, profile, { groups, partnerships }));
  },
);

/** The member's groups or partnerships that the viewer may see (a private one only to its members). */
async function visibleCommunities(db: Executor, actor: Actor, userId: string, type: "group" | "partnership") {
  const { items: communities } = await listMemberCommunities(db, type, userId, PROFILE_COMMUNITY_LIMIT);
  const access = await loadEntityAccessMany(
    db,
    actor,
    type,
    communities.map((community) => community.id),
  );
  return communities.flatMap((community) => {
    const entity = access.get(community.id);
    return entity && can(actor, "view", entity)
      ? [presentProfileCommunity(actor, type, community, entity)]
      : [];
  });
}

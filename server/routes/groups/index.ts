import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import type { AppEnv } from "../../context";
import { countActiveMembers } from "../../db/memberships";
import { groups } from "../../db/schema";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentGroup } from "../../presenters/entity";
import { loadEntity } from "../entity-access";

/**
 * Groups and subgroups (spec §2 `/groups/{groupId}`). A private group's outsiders get its preview,
 * `restricted: true`, for the restricted page; the rest of the resource comes with communities.
 */
export const groupRoutes = new Hono<AppEnv>().get(
  "/:id",
  requireSession,
  validate("param", entityIdParamSchema),
  async (c) => {
    const { db } = c.var.deps;
    const ref = { type: "group" as const, id: c.req.valid("param").id };
    const access = await loadEntity(db, c.var.actor, ref);
    authorize(c.var.actor, "preview", access);
    const [row] = await db.select().from(groups).where(eq(groups.groupId, ref.id));
    if (!row) throw new Error("group vanished between two reads");
    const [parent] = row.parentGroupId
      ? await db
          .select({ id: groups.groupId, name: groups.name })
          .from(groups)
          .where(eq(groups.groupId, row.parentGroupId))
      : [];
    const memberCount = await countActiveMembers(db, ref);
    return c.json({ group: presentGroup(c.var.actor, row, access, { parent: parent ?? null, memberCount }) });
  },
);

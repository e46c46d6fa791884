import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import type { AppEnv } from "../../context";
import { countActiveMembers } from "../../db/memberships";
import { partnerships } from "../../db/schema";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentPartnership } from "../../presenters/entity";
import { loadEntity } from "../entity-access";

/** Partnerships and sub-partnerships (spec §2 `/partnerships/{partnershipId}`), as groups. */
export const partnershipRoutes = new Hono<AppEnv>().get(
  "/:id",
  requireSession,
  validate("param", entityIdParamSchema),
  async (c) => {
    const { db } = c.var.deps;
    const ref = { type: "partnership" as const, id: c.req.valid("param").id };
    const access = await loadEntity(db, c.var.actor, ref);
    authorize(c.var.actor, "preview", access);
    const [row] = await db.select().from(partnerships).where(eq(partnerships.partnershipId, ref.id));
    if (!row) throw new Error("partnership vanished between two reads");
    const [parent] = row.parentPartnershipId
      ? await db
          .select({ id: partnerships.partnershipId, name: partnerships.name })
          .from(partnerships)
          .where(eq(partnerships.partnershipId, row.parentPartnershipId))
      : [];
    const memberCount = await countActiveMembers(db, ref);
    return c.json({
      partnership: presentPartnership(c.var.actor, row, access, { parent: parent ?? null, memberCount }),
    });
  },
);

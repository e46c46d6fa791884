import { Hono } from "hono";
import { entityIdParamSchema } from "../../../../shared/schemas/ids";
import { kioskParamSchema } from "../../../../shared/schemas/volunteering";
import { endKiosk, startKiosk } from "../../../commands/volunteering/kiosks";
import type { AppEnv } from "../../../context";
import { enforceMemberLimit } from "../../../limits/refuse";
import { requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { authorize } from "../../../policies";
import { presentOpenKiosks, presentStartedKiosk } from "../../../presenters/kiosk";
import { listOpenKiosks } from "../../../queries/kiosks";
import { loadEntity } from "../load";

const eventRef = (id: number) => ({ type: "event" as const, id });

/**
 * An event's kiosks (issue 29), for those who run its volunteers: open one (its token goes to the
 * tablet once), see those open, end one.
 */
export const eventKioskRoutes = new Hono<AppEnv>()
  .get("/:id/kiosks", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id } = c.req.valid("param");
    authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
    return c.json(presentOpenKiosks(await listOpenKiosks(db, id)));
  })
  .post("/:id/kiosks", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id } = c.req.valid("param");
    authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
    await enforceMemberLimit(c, "attendance");
    return c.json(presentStartedKiosk(await startKiosk(db, member.id, id)), 201);
  })
  .delete("/:id/kiosks/:kioskId", requireSession, validate("param", kioskParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id, kioskId } = c.req.valid("param");
    authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
    await endKiosk(db, member.id, id, kioskId);
    return c.body(null, 204);
  });

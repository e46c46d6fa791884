import { Hono } from "hono";
import { entityIdParamSchema } from "../../../../shared/schemas/ids";
import { selfCheckInSchema } from "../../../../shared/schemas/volunteering";
import { renewCheckInCode } from "../../../commands/volunteering/check-in-code";
import { checkInByCode } from "../../../commands/volunteering/self-check-in";
import type { AppEnv } from "../../../context";
import { enforceMemberLimit } from "../../../limits/refuse";
import { requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { authorize } from "../../../policies";
import { presentCheckInCode, presentOwnShifts } from "../../../presenters/attendance";
import { findCheckInCode, ownShiftsAt } from "../../../queries/attendance";
import { loadEntity } from "../load";

const eventRef = (id: number) => ({ type: "event" as const, id });

/**
 * Check-in by QR code (issue 29): the hosts show the event's code (and make a new one when it
 * has gone too far); a volunteer who opens its link, signed in and on a shift whose window is
 * open, checks themselves in and later out, and sees their shifts at the event.
 */
export const eventCheckInRoutes = new Hono<AppEnv>()
  .get("/:id/check-in-code", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id } = c.req.valid("param");
    authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
    return c.json(presentCheckInCode(id, await findCheckInCode(db, id)));
  })
  .post("/:id/check-in-code", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id } = c.req.valid("param");
    authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
    await enforceMemberLimit(c, "attendance");
    return c.json(presentCheckInCode(id, await renewCheckInCode(db, member.id, id)), 201);
  })
  .get("/:id/check-in", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id } = c.req.valid("param");
    authorize(member, "view", await loadEntity(db, member, eventRef(id)));
    return c.json(presentOwnShifts(await ownShiftsAt(db, id, member.id)));
  })
  .post(
    "/:id/check-in",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("json", selfCheckInSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id } = c.req.valid("param");
      authorize(member, "view", await loadEntity(db, member, eventRef(id)));
      await enforceMemberLimit(c, "attendance");
      const { recordedAt, ...input } = c.req.valid("json");
      await checkInByCode(db, member.id, id, {
        ...input,
        recordedAt: recordedAt ? new Date(recordedAt) : undefined,
      });
      return c.json(presentOwnShifts(await ownShiftsAt(db, id, member.id)));
    },
  );

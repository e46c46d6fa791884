import { type Context, Hono } from "hono";
import { kioskAttendanceSchema, kioskSearchSchema } from "../../../shared/schemas/volunteering";
import { KIOSK_TOKEN_HEADER } from "../../../shared/volunteering";
import { changeAttendance } from "../../commands/volunteering/attendance";
import { kioskTokenHash } from "../../commands/volunteering/kiosks";
import type { AppEnv } from "../../context";
import { forbidden, unauthorized } from "../../errors";
import { MEMBER_LIMITS } from "../../limits/member-rules";
import { enforceLimit } from "../../limits/refuse";
import { loadEntityAccess } from "../../loaders/entity-access";
import { loadMemberActor } from "../../loaders/member-actor";
import { validate } from "../../middleware/validate";
import { can } from "../../policies";
import { presentKiosk, presentKioskVolunteers } from "../../presenters/kiosk";
import { findKioskVolunteers, findOpenKiosk } from "../../queries/kiosks";

export const KIOSK_ENDED =
  "This kiosk has ended. A host can start it again from the event's volunteers page.";
export const KIOSK_HOST_GONE =
  "Whoever started this kiosk no longer runs this event's volunteers. A host can start it again.";

/**
 * The open kiosk of the request's token, and its starter as the policies see them: a kiosk acts
 * with its starter's right to run the event's volunteers, checked again at every request, so a
 * host who loses that right takes their kiosks with them. 401 when ended or unknown.
 */
async function loadKiosk(c: Context<AppEnv>) {
  const { db, config } = c.var.deps;
  const token = c.req.header(KIOSK_TOKEN_HEADER);
  const kiosk = token ? await findOpenKiosk(db, kioskTokenHash(token)) : null;
  if (!kiosk) throw unauthorized(KIOSK_ENDED);
  const starter = kiosk.startedBy ? await loadMemberActor(db, config, kiosk.startedBy) : null;
  const access = starter ? await loadEntityAccess(db, starter, { type: "event", id: kiosk.eventId }) : null;
  if (!starter || !access || !can(starter, "manageShifts", access)) throw forbidden(KIOSK_HOST_GONE);
  return { kiosk, starter };
}

/**
 * `/api/kiosk`: what a kiosk tablet may do (issue 29), with its token and no session: show its
 * event, find volunteers by name among those it may check in or out now, and check them in or out.
 * Nothing else answers to a kiosk token.
 */
export const kioskRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { kiosk } = await loadKiosk(c);
    return c.json(presentKiosk(kiosk));
  })
  .get("/volunteers", validate("query", kioskSearchSchema), async (c) => {
    const { kiosk } = await loadKiosk(c);
    const rows = await findKioskVolunteers(c.var.deps.db, kiosk.eventId, c.req.valid("query").q, new Date());
    return c.json(presentKioskVolunteers(rows));
  })
  .post("/attendance", validate("json", kioskAttendanceSchema), async (c) => {
    const { db, limits } = c.var.deps;
    const { kiosk, starter } = await loadKiosk(c);
    enforceLimit(c, await limits.member("attendance", starter.id), MEMBER_LIMITS.attendance.message);
    const { shiftId, userId, action } = c.req.valid("json");
    await changeAttendance(db, starter.id, {
      eventId: kiosk.eventId,
      shiftId,
      volunteerId: userId,
      action,
      method: "kiosk",
    });
    return c.body(null, 204);
  });

import { Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../../../shared/limits";
import { takePage } from "../../../../shared/schemas/cursor";
import {
  createShiftSchema,
  shiftMemberParamSchema,
  shiftParamSchema,
  shiftVolunteersQuerySchema,
  updateShiftSchema,
} from "../../../../shared/schemas/events";
import { entityIdParamSchema } from "../../../../shared/schemas/ids";
import {
  joinShiftWaitlist,
  leaveShiftWaitlist,
  releaseShift,
  takeShift,
} from "../../../commands/events/shift-places";
import { createShift, deleteShift, updateShift } from "../../../commands/events/shifts";
import type { AppEnv } from "../../../context";
import { findEventRole } from "../../../loaders/entity-access";
import { requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { authorize } from "../../../policies";
import { presentPage } from "../../../presenters/community";
import {
  presentCreatedShift,
  presentSavedShift,
  presentShifts,
  presentShiftVolunteer,
  presentStanding,
} from "../../../presenters/shifts";
import {
  findRegistration,
  heldShifts,
  listShifts,
  listShiftVolunteers,
  waitingShiftIds,
} from "../../../queries/shifts";
import { loadEntity } from "../load";

const eventRef = (id: number) => ({ type: "event" as const, id });

/**
 * An event's volunteer shifts (spec §2 `/events/{eventId}/volunteers`, §3, §4 "Shift"): the list
 * with each shift's places and the viewer's standing; hosts create, edit and delete shifts, see
 * who holds and who waits, and release volunteers; registered volunteers take a shift, give it
 * back before the cut-off, and queue for a full one.
 */
export const eventShiftRoutes = new Hono<AppEnv>()
  .get("/:id/shifts", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id } = c.req.valid("param");
    authorize(member, "view", await loadEntity(db, member, eventRef(id)));
    const [shifts, held, waiting, registration, role] = await Promise.all([
      listShifts(db, id),
      heldShifts(db, id, member.id),
      waitingShiftIds(db, id, member.id),
      findRegistration(db, id, member.id),
      findEventRole(db, member.id, id),
    ]);
    const viewer = {
      held,
      waiting: new Set(waiting),
      role,
      isVolunteer: registration?.registrationType === "volunteer",
      now: new Date(),
    };
    return c.json(presentShifts(shifts, viewer));
  })
  .post(
    "/:id/shifts",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("json", createShiftSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id } = c.req.valid("param");
      authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
      const { shift, followingDates } = await createShift(db, member.id, id, c.req.valid("json"));
      return c.json(presentCreatedShift(shift, followingDates), 201);
    },
  )
  .patch(
    "/:id/shifts/:shiftId",
    requireSession,
    validate("param", shiftParamSchema),
    validate("json", updateShiftSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id, shiftId } = c.req.valid("param");
      authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
      const shift = await updateShift(db, member.id, id, shiftId, c.req.valid("json"));
      return c.json(presentSavedShift(shift));
    },
  )
  .delete("/:id/shifts/:shiftId", requireSession, validate("param", shiftParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id, shiftId } = c.req.valid("param");
    authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
    await deleteShift(db, member.id, id, shiftId);
    return c.body(null, 204);
  })
  .get(
    "/:id/shifts/:shiftId/volunteers",
    requireSession,
    validate("param", shiftParamSchema),
    validate("query", shiftVolunteersQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id, shiftId } = c.req.valid("param");
      authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
      const { list, cursor } = c.req.valid("query");
      const rows = await listShiftVolunteers(db, id, shiftId, list, cursor ?? null, LIST_PAGE_SIZE + 1);
      const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.key, last.id]);
      return c.json(presentPage("volunteers", page.map(presentShiftVolunteer), next));
    },
  )
  .delete(
    "/:id/shifts/:shiftId/volunteers/:userId",
    requireSession,
    validate("param", shiftMemberParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id, shiftId, userId } = c.req.valid("param");
      authorize(member, "manageShifts", await loadEntity(db, member, eventRef(id)));
      await releaseShift(db, member.id, id, shiftId, userId, true);
      return c.body(null, 204);
    },
  )
  .post("/:id/shifts/:shiftId/assignment", requireSession, validate("param", shiftParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id, shiftId } = c.req.valid("param");
    authorize(member, "register", await loadEntity(db, member, eventRef(id)));
    await takeShift(db, member.id, id, shiftId);
    return c.json(presentStanding("assigned"), 201);
  })
  .delete(
    "/:id/shifts/:shiftId/assignment",
    requireSession,
    validate("param", shiftParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id, shiftId } = c.req.valid("param");
      authorize(member, "withdraw", await loadEntity(db, member, eventRef(id)));
      await releaseShift(db, member.id, id, shiftId, member.id, false);
      return c.body(null, 204);
    },
  )
  .post("/:id/shifts/:shiftId/waitlist", requireSession, validate("param", shiftParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id, shiftId } = c.req.valid("param");
    authorize(member, "register", await loadEntity(db, member, eventRef(id)));
    await joinShiftWaitlist(db, member.id, id, shiftId);
    return c.json(presentStanding("waiting"), 201);
  })
  .delete("/:id/shifts/:shiftId/waitlist", requireSession, validate("param", shiftParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id, shiftId } = c.req.valid("param");
    authorize(member, "withdraw", await loadEntity(db, member, eventRef(id)));
    await leaveShiftWaitlist(db, member.id, id, shiftId);
    return c.body(null, 204);
  });

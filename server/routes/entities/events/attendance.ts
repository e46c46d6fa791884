import { Hono } from "hono";
import { shiftMemberParamSchema } from "../../../../shared/schemas/events";
import {
  attendanceMinutesSchema,
  attendanceSchema,
  eventHourLogParamSchema,
} from "../../../../shared/schemas/volunteering";
import { changeAttendance } from "../../../commands/volunteering/attendance";
import { correctAttendanceMinutes } from "../../../commands/volunteering/hour-logs";
import type { AppEnv } from "../../../context";
import { enforceMemberLimit } from "../../../limits/refuse";
import { requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { authorize } from "../../../policies";
import { loadEntity } from "../load";

/**
 * Check-in on the shift roster (issue 29, `/events/{eventId}/volunteers`): the event's hosts and
 * admins check each volunteer in and out, mark a no-show, or undo the last of these (one made
 * offline is sent later with when it happened, issue 31); and correct the minutes an attendance
 * counts, with why.
 */
export const eventAttendanceRoutes = new Hono<AppEnv>()
  .patch(
    "/:id/hours/:logId",
    requireSession,
    validate("param", eventHourLogParamSchema),
    validate("json", attendanceMinutesSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id, logId } = c.req.valid("param");
      authorize(member, "manageShifts", await loadEntity(db, member, { type: "event", id }));
      await enforceMemberLimit(c, "attendance");
      await correctAttendanceMinutes(db, member.id, id, logId, c.req.valid("json"));
      return c.body(null, 204);
    },
  )
  .post(
    "/:id/shifts/:shiftId/volunteers/:userId/attendance",
    requireSession,
    validate("param", shiftMemberParamSchema),
    validate("json", attendanceSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id, shiftId, userId } = c.req.valid("param");
      authorize(member, "manageShifts", await loadEntity(db, member, { type: "event", id }));
      await enforceMemberLimit(c, "attendance");
      const { action, recordedAt, actionId } = c.req.valid("json");
      await changeAttendance(db, member.id, {
        eventId: id,
        shiftId,
        volunteerId: userId,
        action,
        method: "roster",
        recordedAt: recordedAt ? new Date(recordedAt) : undefined,
        actionId,
      });
      return c.body(null, 204);
    },
  );

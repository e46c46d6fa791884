import { z } from "zod";
import { ATTENDANCE_ACTIONS } from "../enums";

/** POST /api/events/:id/shifts/:shiftId/volunteers/:userId/attendance (issue 29). */
export const attendanceSchema = z.object({
  action: z.enum(ATTENDANCE_ACTIONS, "Action is check-in, check-out, no-show or undo."),
});
export type AttendanceInput = z.infer<typeof attendanceSchema>;

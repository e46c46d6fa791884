import { z } from "zod";
import { ATTENDANCE_ACTIONS } from "../enums";
import { entityIdParamSchema } from "./ids";
import { singleLineText } from "./text";

/** POST /api/events/:id/shifts/:shiftId/volunteers/:userId/attendance (issue 29). */
export const attendanceSchema = z.object({
  action: z.enum(ATTENDANCE_ACTIONS, "Action is check-in, check-out, no-show or undo."),
});
export type AttendanceInput = z.infer<typeof attendanceSchema>;

/** POST /api/events/:id/check-in: a volunteer checks themselves in or out by the event's QR code. */
export const selfCheckInSchema = z.object({
  code: z
    .string("Scan the event's check-in code.")
    .min(1, "Scan the event's check-in code.")
    .max(64, "This is not a check-in code."),
  action: z.enum(["check-in", "check-out"], "Action is check-in or check-out."),
});
export type SelfCheckInInput = z.infer<typeof selfCheckInSchema>;

/** The path of an event's check-in page for its code: what the QR code holds. */
export const checkInPath = (eventId: number, code: string) =>
  `/events/${eventId}/check-in?code=${encodeURIComponent(code)}`;

/** The header a kiosk sends its token in (issue 29). */
export const KIOSK_TOKEN_HEADER = "kiosk-token";

/** GET /api/kiosk/volunteers: a volunteer finds themselves by name. */
export const kioskSearchSchema = z.object({
  q: singleLineText()
    .trim()
    .min(2, "Type at least two letters of your name.")
    .max(100, "Type at most 100 letters."),
});

/** POST /api/kiosk/attendance: the kiosk checks a volunteer it found in or out. */
export const kioskAttendanceSchema = z.object({
  shiftId: z.uuid("Not a valid shift id."),
  userId: z.uuid("Not a valid member id."),
  action: z.enum(["check-in", "check-out"], "Action is check-in or check-out."),
});

/** DELETE /api/events/:id/kiosks/:kioskId. */
export const kioskParamSchema = entityIdParamSchema.extend({ kioskId: z.uuid("Not a valid kiosk id.") });

import { z } from "zod";
import { ATTENDANCE_ACTIONS, HOUR_LOG_STATUSES, REQUIREMENT_KINDS } from "../enums";
import {
  HOUR_DECISION_MAX_LOGS,
  HOUR_DECISION_NOTE_MAX_LENGTH,
  HOUR_DESCRIPTION_MAX_LENGTH,
  REQUIREMENT_MAX_HOURS,
  REQUIREMENT_TITLE_MAX_LENGTH,
} from "../volunteering";
import { INVALID_CURSOR_MESSAGE, keysetCursor } from "./cursor";
import { entityIdParamSchema } from "./ids";
import { emailAddress, multiLineText, singleLineText } from "./text";

/**
 * What a device adds to an attendance action it made offline and sends later (issue 31): when it
 * happened, and an id of its own so that sending it twice changes nothing.
 */
const recordedAction = {
  recordedAt: z.iso
    .datetime({ offset: true, error: "The time it was recorded must be a date and time." })
    .optional(),
  actionId: z.uuid("Not a valid action id.").optional(),
};

/** POST /api/events/:id/shifts/:shiftId/volunteers/:userId/attendance (issue 29). */
export const attendanceSchema = z.object({
  action: z.enum(ATTENDANCE_ACTIONS, "Action is check-in, check-out, no-show or undo."),
  ...recordedAction,
});
export type AttendanceInput = z.infer<typeof attendanceSchema>;

/** POST /api/events/:id/check-in: a volunteer checks themselves in or out by the event's QR code. */
export const selfCheckInSchema = z.object({
  code: z
    .string("Scan the event's check-in code.")
    .min(1, "Scan the event's check-in code.")
    .max(64, "This is not a check-in code."),
  action: z.enum(["check-in", "check-out"], "Action is check-in or check-out."),
  ...recordedAction,
});
export type SelfCheckInInput = z.infer<typeof selfCheckInSchema>;

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

const organisationRef = (kind: "group" | "partnership") =>
  z.object({ kind: z.literal(kind), id: z.number().int().positive().max(2_147_483_647) });

/** POST /api/me/hours: hours a member logs themselves (issue 29), pending until verified. */
export const logHoursSchema = z.object({
  workDate: z.iso.date("Enter the date you volunteered."),
  minutes: z
    .number("Enter how long you volunteered.")
    .int("Enter whole minutes.")
    .min(1, "Enter how long you volunteered.")
    .max(1_440, "At most 24 hours in one day."),
  description: multiLineText()
    .trim()
    .max(HOUR_DESCRIPTION_MAX_LENGTH, `At most ${HOUR_DESCRIPTION_MAX_LENGTH} characters.`)
    .default(""),
  organisation: z.discriminatedUnion(
    "kind",
    [
      organisationRef("group"),
      organisationRef("partnership"),
      z.object({
        kind: z.literal("outside"),
        name: singleLineText().trim().min(1, "Name the organisation.").max(200, "At most 200 characters."),
        supervisorEmail: emailAddress({ invalid: "Enter your supervisor's email address." }),
      }),
    ],
    "Choose the organisation you volunteered for.",
  ),
  eventId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type LogHoursInput = z.infer<typeof logHoursSchema>;

/** A page of hour logs, after the last one's (work date, id). */
const workDateCursor = keysetCursor(
  z.tuple([z.iso.date(INVALID_CURSOR_MESSAGE), z.uuid(INVALID_CURSOR_MESSAGE)], {
    error: INVALID_CURSOR_MESSAGE,
  }),
);

/**
 * The organisation a history is filtered by, as its totals name it: "group:12", "partnership:3",
 * or "outside:" and the outside organisation's name.
 */
export const organisationKey = z
  .string()
  .max(220, "Not an organisation.")
  .transform((key, context) => {
    const match = /^(group|partnership):(\d{1,10})$/.exec(key);
    if (match) return { kind: match[1] as "group" | "partnership", id: Number(match[2]) };
    if (key.startsWith("outside:") && key.length > 8) return { kind: "outside" as const, name: key.slice(8) };
    context.addIssue({ code: "custom", message: "Not an organisation." });
    return z.NEVER;
  });
export type OrganisationFilter = z.output<typeof organisationKey>;

/** A period of work dates and an organisation: the history's filters. */
const historyFilters = {
  from: z.iso.date("Enter a valid start date.").optional(),
  to: z.iso.date("Enter a valid end date.").optional(),
  organisation: organisationKey.optional(),
};

/** GET /api/me/hours and /api/members/:userId/hours: hour logs, newest first, filtered. */
export const hoursQuerySchema = z.object({
  status: z.enum(HOUR_LOG_STATUSES, "Not a status of hours.").optional(),
  ...historyFilters,
  cursor: workDateCursor.optional(),
});
export type HoursQuery = z.infer<typeof hoursQuerySchema>;

/** GET …/hours/totals: verified totals, in a period, of an organisation. */
export const hourTotalsQuerySchema = z.object(historyFilters);

/** Why hours were changed: the log's history shows it. */
const changeReason = multiLineText()
  .trim()
  .max(HOUR_DECISION_NOTE_MAX_LENGTH, `At most ${HOUR_DECISION_NOTE_MAX_LENGTH} characters.`);

/**
 * PATCH /api/me/hours/:logId: the member corrects hours they logged (any of date, length and
 * description, with why); verified or declined hours go back to waiting for verification.
 */
export const editHoursSchema = z
  .object({
    workDate: logHoursSchema.shape.workDate.optional(),
    minutes: logHoursSchema.shape.minutes.optional(),
    description: multiLineText()
      .trim()
      .max(HOUR_DESCRIPTION_MAX_LENGTH, `At most ${HOUR_DESCRIPTION_MAX_LENGTH} characters.`)
      .optional(),
    reason: changeReason.default(""),
  })
  .refine(
    (input) => input.workDate !== undefined || input.minutes !== undefined || input.description !== undefined,
    "Nothing to change.",
  );
export type EditHoursInput = z.infer<typeof editHoursSchema>;

/** PATCH /api/events/:id/hours/:logId: a host corrects the minutes of a shift's attendance. */
export const attendanceMinutesSchema = z.object({
  minutes: logHoursSchema.shape.minutes,
  reason: changeReason.min(1, "Say why the time changes."),
});
export type AttendanceMinutesInput = z.infer<typeof attendanceMinutesSchema>;

/** A log of one's own, by id. */
export const hourLogParamSchema = z.object({ logId: z.uuid("Not a valid id.") });
/** …/events/:id/hours/:logId. */
export const eventHourLogParamSchema = entityIdParamSchema.extend({ logId: z.uuid("Not a valid id.") });

/**
 * GET /api/{groups,partnerships,events}/:id/hours: the hours credited to the entity, pending by
 * default (the verification queue, oldest first), in a period of work dates.
 */
export const entityHoursQuerySchema = z
  .object({
    status: z.enum(HOUR_LOG_STATUSES, "Not a status of hours.").default("pending"),
    from: z.iso.date("Enter a valid start date.").optional(),
    to: z.iso.date("Enter a valid end date.").optional(),
    cursor: workDateCursor.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The period ends before it starts.",
    path: ["to"],
  });
export type EntityHoursQuery = z.infer<typeof entityHoursQuerySchema>;

/** A verifier's note to the member, optional. */
const decisionNote = multiLineText()
  .trim()
  .max(HOUR_DECISION_NOTE_MAX_LENGTH, `At most ${HOUR_DECISION_NOTE_MAX_LENGTH} characters.`)
  .default("");

/** POST /api/{groups,partnerships,events}/:id/hours/decisions: verify or decline, singly or in bulk. */
export const hourDecisionSchema = z.object({
  logIds: z
    .array(z.uuid("Not a valid id."), "Choose the hours to decide.")
    .min(1, "Choose the hours to decide.")
    .max(HOUR_DECISION_MAX_LOGS, `At most ${HOUR_DECISION_MAX_LOGS} logs at once.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each log once."),
  decision: z.enum(["verified", "declined"], "Decision is verified or declined."),
  note: decisionNote,
});
export type HourDecisionInput = z.infer<typeof hourDecisionSchema>;

/** POST /api/supervisor-hours: an outside supervisor's answer through their mailed link. */
export const supervisorDecisionSchema = z.object({
  token: z
    .string("This link is not valid.")
    .min(20, "This link is not valid.")
    .max(100, "This link is not valid."),
  decision: z.enum(["verified", "declined"], "Decision is verified or declined."),
  note: decisionNote,
});
export type SupervisorDecisionInput = z.infer<typeof supervisorDecisionSchema>;

/** POST /api/supervisor-hours/lookup: what the supervisor's link asks about. */
export const supervisorTokenSchema = supervisorDecisionSchema.pick({ token: true });

/** POST /api/me/transcripts: a transcript of one's verified hours for a period of work dates. */
export const transcriptRequestSchema = z
  .object({
    from: z.iso.date("Enter the first day of the period."),
    to: z.iso.date("Enter the last day of the period."),
  })
  .refine((period) => period.from <= period.to, {
    message: "The period ends before it starts.",
    path: ["to"],
  });
export type TranscriptRequest = z.infer<typeof transcriptRequestSchema>;

/** A transcript's code in an address: ten letters and digits, a hyphen allowed. */
export const transcriptCodeParamSchema = z.object({
  code: z.string().min(10, "This is not a transcript code.").max(11, "This is not a transcript code."),
});

/** POST /api/{groups,partnerships}/:id/requirements: "40 hours between 1 September and 31 May". */
export const requirementSchema = z
  .object({
    title: singleLineText()
      .trim()
      .min(1, "Name the requirement.")
      .max(REQUIREMENT_TITLE_MAX_LENGTH, `At most ${REQUIREMENT_TITLE_MAX_LENGTH} characters.`),
    hours: z
      .number("Enter the hours required.")
      .int("Enter whole hours.")
      .min(1, "Enter the hours required.")
      .max(REQUIREMENT_MAX_HOURS, `At most ${REQUIREMENT_MAX_HOURS.toLocaleString("en-US")} hours.`),
    from: z.iso.date("Enter the first day of the period."),
    to: z.iso.date("Enter the last day of the period."),
    kinds: z
      .array(z.enum(REQUIREMENT_KINDS, "Not a kind of hours."), "Choose the hours that count.")
      .min(1, "Choose the hours that count.")
      .max(REQUIREMENT_KINDS.length)
      .refine((kinds) => new Set(kinds).size === kinds.length, "Each kind once.")
      .default([...REQUIREMENT_KINDS]),
  })
  .refine((period) => period.from <= period.to, {
    message: "The period ends before it starts.",
    path: ["to"],
  });
export type RequirementInput = z.infer<typeof requirementSchema>;

/** GET /api/{groups,partnerships}/:id/requirements: the latest ending first, by (end, id). */
export const requirementsQuerySchema = z.object({ cursor: workDateCursor.optional() });

/** …/requirements/:requirementId. */
export const requirementParamSchema = entityIdParamSchema.extend({
  requirementId: z.uuid("Not a valid requirement id."),
});

/** GET …/requirements/:requirementId/progress: sharing members, least done first. */
export const progressQuerySchema = z.object({
  cursor: keysetCursor(
    z.tuple([z.number(INVALID_CURSOR_MESSAGE).int().min(0), z.uuid(INVALID_CURSOR_MESSAGE)], {
      error: INVALID_CURSOR_MESSAGE,
    }),
  ).optional(),
});

import { z } from "zod";
import { MEMBERSHIP_ROLES, RECURRENCE_FREQUENCIES, REGISTRATION_TYPES, VISIBILITIES } from "../enums";
import { MAX_OCCURRENCES } from "../recurrence";
import { canonicalTimeZone, TIME_ZONE_MAX_LENGTH } from "../time-zones";
import { cursorInstant, INVALID_CURSOR_MESSAGE, keysetCursor } from "./cursor";
import { multiLineText, singleLineText } from "./text";

/** Picks in one registration: more shifts than any one person works at one event. */
export const SHIFT_PICKS_MAX = 20;
/** Shifts on one event: the event page lists them all, unpaged. */
export const MAX_SHIFTS_PER_EVENT = 100;
export const SHIFT_NAME_MAX_LENGTH = 120;
export const SHIFT_DESCRIPTION_MAX_LENGTH = 2_000;
/** Places on one shift (0: no limit, spec §4). */
export const SHIFT_PLACES_MAX = 10_000;

const shiftId = z.uuid("Not a valid shift id.");
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time.` });

/** POST /api/events/:id/registrations: what the registration dialog gathered (spec §2, §4, §5). */
export const registerSchema = z.object({
  registrationType: z.enum(REGISTRATION_TYPES, "Choose a registration type."),
  passcode: z.string().max(200, "Invalid registration code").nullable().optional(),
  shiftIds: z.array(shiftId).max(SHIFT_PICKS_MAX, `Pick at most ${SHIFT_PICKS_MAX} shifts.`).default([]),
  waitlistShiftIds: z
    .array(shiftId)
    .max(SHIFT_PICKS_MAX, `Wait for at most ${SHIFT_PICKS_MAX} shifts.`)
    .default([]),
  /** `group-{n}` or `partnership-{n}`; anything else registers the member as an individual. */
  onBehalfOf: z.string().max(40).nullable().optional(),
});
export type RegisterInput = z.output<typeof registerSchema>;

/** POST /api/events/:id/waitlist: the registration the member waits to make. */
export const eventWaitlistSchema = registerSchema.pick({
  registrationType: true,
  passcode: true,
  onBehalfOf: true,
});

const shiftFields = {
  shiftName: singleLineText()
    .min(1, "Shift name is required.")
    .max(SHIFT_NAME_MAX_LENGTH, `Shift name must be at most ${SHIFT_NAME_MAX_LENGTH} characters.`),
  description: multiLineText().max(
    SHIFT_DESCRIPTION_MAX_LENGTH,
    `Description must be at most ${SHIFT_DESCRIPTION_MAX_LENGTH} characters.`,
  ),
  startTime: instant("Start"),
  endTime: instant("End"),
  volunteersNeeded: z
    .number("Volunteers needed must be a whole number.")
    .int("Volunteers needed must be a whole number.")
    .min(0, "Volunteers needed cannot be negative.")
    .max(SHIFT_PLACES_MAX, `At most ${SHIFT_PLACES_MAX} volunteers per shift.`),
  requiredRole: z.enum(MEMBERSHIP_ROLES, "Not a role.").nullable(),
  opensAt: instant("Sign-up opening").nullable(),
};

const endsAfterStart = (input: { startTime?: string; endTime?: string }) =>
  !input.startTime || !input.endTime || Date.parse(input.endTime) > Date.parse(input.startTime);
const END_MESSAGE = { message: "A shift ends after it starts.", path: ["endTime"] };

/** POST /api/events/:id/shifts. */
export const createShiftSchema = z
  .object({
    ...shiftFields,
    description: shiftFields.description.default(""),
    volunteersNeeded: shiftFields.volunteersNeeded.default(0),
    requiredRole: shiftFields.requiredRole.default(null),
    opensAt: shiftFields.opensAt.default(null),
    /** On a date of a recurring event: add the same shift to each later date, at the same time of day. */
    following: z.boolean("Say whether the following dates get the shift too.").default(false),
  })
  .refine(endsAfterStart, END_MESSAGE);
export type CreateShiftInput = z.output<typeof createShiftSchema>;
export type ShiftFields = z.input<typeof createShiftSchema>;

/** PATCH /api/events/:id/shifts/:shiftId: any of the fields. */
export const updateShiftSchema = z
  .object({
    shiftName: shiftFields.shiftName.optional(),
    description: shiftFields.description.optional(),
    startTime: shiftFields.startTime.optional(),
    endTime: shiftFields.endTime.optional(),
    volunteersNeeded: shiftFields.volunteersNeeded.optional(),
    requiredRole: shiftFields.requiredRole.optional(),
    opensAt: shiftFields.opensAt.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Nothing to change.")
  .refine(endsAfterStart, END_MESSAGE);
export type UpdateShiftInput = z.output<typeof updateShiftSchema>;

export const shiftParamSchema = z.object({
  id: z.coerce
    .number("Not a valid id.")
    .int("Not a valid id.")
    .positive("Not a valid id.")
    .max(2_147_483_647),
  shiftId,
});

export const shiftMemberParamSchema = shiftParamSchema.extend({ userId: z.uuid("Not a valid member id.") });

/** GET /api/events/:id/shifts/:shiftId/volunteers: who holds it, or who waits, earliest first. */
export const shiftVolunteersQuerySchema = z.object({
  list: z.enum(["assigned", "waiting"], "List is assigned or waiting.").default("assigned"),
  cursor: keysetCursor(
    z.tuple([cursorInstant, z.uuid(INVALID_CURSOR_MESSAGE)], { error: INVALID_CURSOR_MESSAGE }),
  ).optional(),
});

export const EVENT_NAME_MAX_LENGTH = 150;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5_000;
export const EVENT_LOCATION_MAX_LENGTH = 300;
export const PASSCODE_MAX_LENGTH = 100;
export const CAPACITY_MAX = 100_000;
/** The longest cut-off a host may set before a shift: 30 days. */
export const CUTOFF_HOURS_MAX = 720;

const typeSettingsSchema = z.object({
  enabled: z.boolean("Say whether this type is open."),
  /** A new code; null removes it; absent keeps the one set (the form never sees it). */
  passcode: singleLineText()
    .min(1, "A registration code cannot be blank.")
    .max(PASSCODE_MAX_LENGTH, `A registration code has at most ${PASSCODE_MAX_LENGTH} characters.`)
    .nullable()
    .optional(),
  capacity: z
    .number("Capacity must be a whole number.")
    .int("Capacity must be a whole number.")
    .min(1, "Capacity is at least 1 (leave it empty for no limit).")
    .max(CAPACITY_MAX, `Capacity is at most ${CAPACITY_MAX}.`)
    .nullable()
    .optional(),
});

const eventFields = {
  name: singleLineText()
    .min(1, "Name is required.")
    .max(EVENT_NAME_MAX_LENGTH, `Name must be at most ${EVENT_NAME_MAX_LENGTH} characters.`),
  description: multiLineText().max(
    EVENT_DESCRIPTION_MAX_LENGTH,
    `Description must be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters.`,
  ),
  startDate: instant("Start").nullable(),
  endDate: instant("End").nullable(),
  timeZone: z
    .string()
    .max(TIME_ZONE_MAX_LENGTH)
    .refine((value) => canonicalTimeZone(value) !== null, "Choose a time zone from the list.")
    .transform((value) => canonicalTimeZone(value) ?? "UTC"),
  location: singleLineText()
    .max(EVENT_LOCATION_MAX_LENGTH, `Location must be at most ${EVENT_LOCATION_MAX_LENGTH} characters.`)
    .nullable(),
  visibility: z.enum(VISIBILITIES, "Visibility is public or private."),
  /** `group-{n}` or `partnership-{n}` the member runs; null: the member hosts it alone. */
  organiser: z
    .string()
    .regex(/^(group|partnership)-\d{1,9}$/, "Choose one of your groups or partnerships.")
    .nullable(),
  eventImageFileId: z.uuid("Not a valid file id.").nullable(),
  coverPhotoFileId: z.uuid("Not a valid file id.").nullable(),
  registrationSettings: z.object({
    attendees: typeSettingsSchema,
    volunteers: typeSettingsSchema,
    employees: typeSettingsSchema,
  }),
  shiftCancelCutoffHours: z
    .number("The cut-off is a whole number of hours.")
    .int("The cut-off is a whole number of hours.")
    .min(0, "The cut-off cannot be negative.")
    .max(CUTOFF_HOURS_MAX, `The cut-off is at most ${CUTOFF_HOURS_MAX} hours.`),
};

const endAfterStart = (input: { startDate?: string | null; endDate?: string | null }) =>
  !input.startDate || !input.endDate || Date.parse(input.endDate) > Date.parse(input.startDate);
const EVENT_END = { message: "An event ends after it starts.", path: ["endDate"] };

export const REPEAT_NEEDS_START = "A repeating event needs a start date.";

/** Weekly or monthly, so many times in all (decisions.md, "Recurring events"). */
const recurrenceSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES, "An event repeats every week or every month."),
  count: z
    .number("The number of dates is a whole number.")
    .int("The number of dates is a whole number.")
    .min(2, "A repeating event has at least 2 dates.")
    .max(MAX_OCCURRENCES, `A repeating event has at most ${MAX_OCCURRENCES} dates.`),
});

/** POST /api/events: a new event, its creator its host. */
export const createEventSchema = z
  .object({
    ...eventFields,
    description: eventFields.description.default(""),
    startDate: eventFields.startDate.default(null),
    endDate: eventFields.endDate.default(null),
    timeZone: eventFields.timeZone.default("UTC"),
    location: eventFields.location.default(null),
    visibility: eventFields.visibility.default("public"),
    organiser: eventFields.organiser.default(null),
    eventImageFileId: eventFields.eventImageFileId.optional(),
    coverPhotoFileId: eventFields.coverPhotoFileId.optional(),
    registrationSettings: eventFields.registrationSettings.default({
      attendees: { enabled: true },
      volunteers: { enabled: false },
      employees: { enabled: false },
    }),
    shiftCancelCutoffHours: eventFields.shiftCancelCutoffHours.default(24),
    recurrence: recurrenceSchema.nullable().default(null),
  })
  .refine(endAfterStart, EVENT_END)
  .refine((input) => !input.recurrence || input.startDate, {
    message: REPEAT_NEEDS_START,
    path: ["startDate"],
  });
export type CreateEventInput = z.output<typeof createEventSchema>;
export type CreateEventFields = z.input<typeof createEventSchema>;

/** PATCH /api/events/:id: any of the fields. */
export const updateEventSchema = z
  .object({
    name: eventFields.name.optional(),
    description: eventFields.description.optional(),
    startDate: eventFields.startDate.optional(),
    endDate: eventFields.endDate.optional(),
    timeZone: eventFields.timeZone.optional(),
    location: eventFields.location.optional(),
    visibility: eventFields.visibility.optional(),
    organiser: eventFields.organiser.optional(),
    eventImageFileId: eventFields.eventImageFileId.optional(),
    coverPhotoFileId: eventFields.coverPhotoFileId.optional(),
    registrationSettings: eventFields.registrationSettings.optional(),
    shiftCancelCutoffHours: eventFields.shiftCancelCutoffHours.optional(),
    /** On an occurrence of a series: change it alone (the default), or it and the later ones. */
    scope: z
      .enum(["occurrence", "following"], "Apply the change to this date or to the following ones.")
      .optional(),
  })
  .refine(
    ({ scope, ...fields }) => Object.values(fields).some((value) => value !== undefined),
    "Nothing to change.",
  )
  .refine(endAfterStart, EVENT_END);
export type UpdateEventInput = z.output<typeof updateEventSchema>;

/** GET /api/events/organisers: the communities the member runs (the event form) or belongs to (the list's filter). */
export const organisersQuerySchema = z.object({
  role: z.enum(["runs", "member"], "Role is runs or member.").default("runs"),
});

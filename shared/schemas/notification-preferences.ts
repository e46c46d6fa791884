import { z } from "zod";
import { EMAIL_RHYTHMS, NOTIFICATION_SWITCHES, type NotificationSwitch } from "../notification-preferences";
import { canonicalTimeZone } from "../time-zones";

export const CLOCK_TIME_MESSAGE = "Use a 24-hour time such as 22:00.";
export const TIME_ZONE_MESSAGE = "Unknown time zone: choose one from the list, such as Europe/London.";

/** "HH:MM" on a 24-hour clock, as `<input type="time">` gives it. */
export const clockTimeSchema = z
  .string(CLOCK_TIME_MESSAGE)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, CLOCK_TIME_MESSAGE);

/** An IANA time zone `Intl.DateTimeFormat` knows, stored under the engine's own spelling of it. */
export const timeZoneSchema = z
  .string(TIME_ZONE_MESSAGE)
  .refine((value) => canonicalTimeZone(value) !== null, TIME_ZONE_MESSAGE)
  .transform((value) => canonicalTimeZone(value) ?? value);

const switches = Object.fromEntries(
  NOTIFICATION_SWITCHES.map((name) => [name, z.boolean("Choose on or off.")]),
) as Record<NotificationSwitch, z.ZodBoolean>;

/**
 * A member's notification preferences, whole: every e-mail and push switch, quiet hours, their
 * time zone, how e-mail comes and the hour of the daily digest. The preferences tab's form.
 */
export const notificationPreferencesSchema = z.object({
  ...switches,
  quietHoursStart: clockTimeSchema,
  quietHoursEnd: clockTimeSchema,
  timezone: timeZoneSchema,
  emailRhythm: z.enum(EMAIL_RHYTHMS, "Choose each notification as it happens, or a daily digest."),
  digestHour: z
    .number("Choose the hour of the digest.")
    .int("Choose the hour of the digest.")
    .min(0, "Choose the hour of the digest.")
    .max(23, "Choose the hour of the digest."),
});
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;
export type NotificationPreferencesValues = z.output<typeof notificationPreferencesSchema>;

/** PATCH /api/me/notification-preferences: any of them; quiet hours with equal ends mean none. */
export const updateNotificationPreferencesSchema = notificationPreferencesSchema
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Nothing to change.");
export type UpdateNotificationPreferencesInput = z.output<typeof updateNotificationPreferencesSchema>;

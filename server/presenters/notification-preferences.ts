import { NOTIFICATION_SWITCHES, type NotificationSwitch } from "../../shared/notification-preferences";
import type { NotificationPreferencesRow } from "../queries/notification-preferences";

/** "22:00:00" as PostgreSQL gives a `time` → "22:00", as the form's time inputs take it. */
const clockTime = (value: string) => value.slice(0, 5);

/**
 * A member's own notification preferences: every switch, quiet hours as "HH:MM" wall times in
 * their time zone, the e-mail rhythm and the digest's hour. Only ever shown to the member.
 */
export function presentNotificationPreferences(row: NotificationPreferencesRow) {
  const switches = Object.fromEntries(NOTIFICATION_SWITCHES.map((name) => [name, row[name]])) as Record<
    NotificationSwitch,
    boolean
  >;
  return {
    ...switches,
    quietHoursStart: clockTime(row.quietHoursStart),
    quietHoursEnd: clockTime(row.quietHoursEnd),
    timezone: row.timezone,
    emailRhythm: row.emailRhythm,
    digestHour: row.digestHour,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type PresentedNotificationPreferences = ReturnType<typeof presentNotificationPreferences>;

/** The answer to a one-click unsubscribe: which e-mails stopped ("all": every notification e-mail). */
export function presentUnsubscribed(category: string) {
  return { unsubscribed: { category } };
}

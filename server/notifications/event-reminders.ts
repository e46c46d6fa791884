import { sql } from "drizzle-orm";
import { entityKeyOf } from "../../shared/entity-paths";
import type { Executor } from "../db/client";
import type { ScheduleDefinition } from "../jobs/schedules";
import type { JobDefinition } from "../jobs/worker";
import { recordNotificationsFor } from "./record";

export const EVENT_REMINDERS_JOB = "events.reminders";

/** Every five minutes: reminders come at most five minutes after their moment. */
export const EVENT_REMINDERS_SCHEDULE: ScheduleDefinition = {
  name: "event-reminders",
  kind: EVENT_REMINDERS_JOB,
  everySeconds: 300,
};

const HOUR = 3_600_000;

/** The two reminders: `hour` for events starting within the hour, `day` within the day (but not the hour). */
const WINDOWS = [
  { kind: "hour", from: 0, to: HOUR },
  { kind: "day", from: HOUR, to: 24 * HOUR },
] as const;

/** "Tue 1 Dec, 09:00" on the event's own clock, with its zone. */
function startText(start: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(start);
  return `${time} (${timeZone.replaceAll("_", " ")})`;
}

export const reminderText = (kind: "hour" | "day", name: string, start: Date, timeZone: string) =>
  kind === "hour"
    ? `Starting soon: ${name}, ${startText(start, timeZone)}`
    : `Reminder: ${name} is coming up, ${startText(start, timeZone)}`;

/**
 * Sends the reminders due at `now`: for each registration of an event starting within the day
 * (or the hour) that has not had that reminder for that start, one `event_reminder`
 * notification, through the pipeline (its e-mail and push honour the member's switches and quiet
 * hours). `event_reminders_sent` records each, keyed by the start it announced: a moved event is
 * announced again, a registration made 3 hours before gets the day's reminder at once and the
 * hour's later. Rows sent in this transaction share its `now()`, which picks them out as recipients.
 */
export async function sendDueReminders(tx: Executor, now: Date): Promise<number> {
  let sent = 0;
  for (const window of WINDOWS) {
    const from = new Date(now.getTime() + window.from);
    const to = new Date(now.getTime() + window.to);
    const inserted = await tx.execute(sql`
      insert into event_reminders_sent (event_id, user_id, kind, start_date)
      select r.event_id, r.user_id, ${window.kind}, e.start_date
      from events e
      join event_registrations r on r.event_id = e.event_id
      where e.start_date > ${from.toISOString()}::timestamptz and e.start_date <= ${to.toISOString()}::timestamptz
        and e.cancelled_at is null
      on conflict do nothing
      returning event_id`);
    const eventIds = [...new Set(inserted.rows.map((row) => Number((row as { event_id: number }).event_id)))];
    for (const eventId of eventIds) {
      const found = await tx.execute(
        sql`select event_name, start_date, time_zone from events where event_id = ${eventId}`,
      );
      const event = found.rows[0] as
        | { event_name: string; start_date: string | Date; time_zone: string }
        | undefined;
      if (!event) continue;
      sent += await recordNotificationsFor(
        tx,
        sql`select s.user_id from event_reminders_sent s
          where s.event_id = ${eventId} and s.kind = ${window.kind} and s.sent_at = now()`,
        {
          type: "event_reminder",
          message: reminderText(window.kind, event.event_name, new Date(event.start_date), event.time_zone),
          notificationUrl: `/events/${eventId}`,
          entityId: entityKeyOf({ type: "event", id: eventId }),
          actorId: null,
        },
      );
    }
  }
  return sent;
}

/** The schedule's job: every due reminder in one transaction, with its notifications. */
export const eventRemindersJob: JobDefinition = {
  transactional: true,
  async run(_job, tx) {
    await sendDueReminders(tx, new Date());
  },
};

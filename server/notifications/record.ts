import { type SQL, sql } from "drizzle-orm";
import type { NotificationType } from "../../shared/enums";
import {
  CATEGORY_OF_TYPE,
  CHANNEL_SWITCHES,
  NOTIFICATION_CATEGORIES,
} from "../../shared/notification-preferences";
import type { Executor } from "../db/client";
import { notifications } from "../db/schema";
import { enqueueJob } from "../jobs/queue";

/** The job that decides and sends a notification's e-mail (server/notifications/email-job.ts). */
export const NOTIFICATION_EMAIL_JOB = "notification.email";
/** The job that decides and sends a notification's push (server/notifications/push-job.ts). */
export const NOTIFICATION_PUSH_JOB = "notification.push";

export type NewNotification = typeof notifications.$inferInsert;

/**
 * The one way a notification is made: the row (in-app, and the live channel through its trigger)
 * and, in the same transaction, one durable job per channel beyond the app. Each job reads the
 * member's preferences when it runs and decides there: wanted or not, now or after quiet hours,
 * at once or in the daily digest. A job per notification and channel, deduplicated by the
 * notification's id, so a handler that runs again queues nothing twice.
 */
export async function recordNotification(tx: Executor, values: NewNotification) {
  const [row] = await tx.insert(notifications).values(values).returning();
  if (!row) throw new Error("notification not inserted");
  for (const kind of [NOTIFICATION_EMAIL_JOB, NOTIFICATION_PUSH_JOB]) {
    await enqueueJob(tx, kind, { notificationId: row.id }, { dedupeKey: `${kind}:${row.id}` });
  }
  return row;
}

/** One notification for many members: everything but the member. */
export type SharedNotification = Omit<NewNotification, "userId" | "id" | "createdAt" | "seq">;

/**
 * The same notification for every member `recipients` selects (a subquery of user ids, e.g. an
 * entity's members), as one statement: rows inserted in user-id order, since each insert takes
 * its member's lock (migration 0015) and two transactions taking the same locks in opposite
 * orders would deadlock; then the e-mail and push jobs, only for members whose preferences may
 * want this category at all (a member without a preferences row has the defaults, all on). Each
 * job still decides for itself when it runs, as for `recordNotification`.
 */
export async function recordNotificationsFor(
  tx: Executor,
  recipients: SQL,
  values: SharedNotification,
): Promise<number> {
  const category = NOTIFICATION_CATEGORIES.find(
    (entry) => entry.key === CATEGORY_OF_TYPE[values.type as NotificationType],
  );
  if (!category) throw new Error(`notification type ${values.type} has no category`);
  const wants = (channel: "email" | "push") =>
    sql.raw(`coalesce(p.${snake(CHANNEL_SWITCHES[channel])} and p.${snake(category[channel])}, true)`);
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${notifications} (user_id, type, message, notification_url, activity_post_id, entity_id, actor_id)
      select r.user_id, ${values.type}, ${values.message}, ${values.notificationUrl ?? null},
        ${values.activityPostId ?? null}::uuid, ${values.entityId ?? null}, ${values.actorId ?? null}::uuid
      from (${recipients}) r (user_id)
      order by r.user_id
      returning id, user_id
    ), queued as (
      insert into jobs (kind, payload, dedupe_key)
      select k.kind, jsonb_build_object('notificationId', i.id), k.kind || ':' || i.id
      from inserted i
      left join user_notification_preferences p on p.user_id = i.user_id
      cross join lateral (values
        (${NOTIFICATION_EMAIL_JOB}, ${wants("email")}),
        (${NOTIFICATION_PUSH_JOB}, ${wants("push")})
      ) k (kind, wanted)
      where k.wanted
      on conflict do nothing
    )
    select count(*)::int as n from inserted`);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** A preference's column name from its camel-cased switch ("emailGroupPosts" → "email_group_posts"). */
const snake = (name: string) => name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

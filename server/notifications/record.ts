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

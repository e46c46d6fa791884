import { eq } from "drizzle-orm";
import type { NotificationType } from "../../shared/enums";
import { CATEGORY_OF_TYPE, NOTIFICATION_SETTINGS_PATH } from "../../shared/notification-preferences";
import type { Executor } from "../db/client";
import { notifications, users } from "../db/schema";
import type { Config } from "../env";
import { enqueueJob } from "../jobs/queue";
import type { JobDefinition } from "../jobs/worker";
import type { Clock } from "../lib/clock";
import { queueMail } from "../mail/mailer";
import { notificationMail } from "../mail/templates";
import { loadNotificationPreferences } from "../queries/notification-preferences";
import { wantsDelivery } from "./preferences";
import { deliveryTime } from "./quiet-hours";
import { NOTIFICATION_EMAIL_JOB } from "./record";
import { unsubscribeUrl } from "./unsubscribe-token";

export interface NotificationMailDeps {
  config: Pick<Config, "APP_NAME" | "PUBLIC_URL">;
  /** Signs the unsubscribe links. */
  secret: string;
  /** "Now" for quiet hours; the system clock in the server, a fixed one in tests. */
  clock: Clock;
}

/** A path the app gave (a notification's URL) as an absolute address under PUBLIC_URL. */
export const absoluteUrl = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/**
 * The `notification.email` job, one per notification (queued by recordNotification). When it runs
 * it decides, reading the member's preferences as they are then:
 * - the notification or the member is gone, e-mail is off for its type, or the member takes the
 *   daily digest → nothing (the digest schedule, digest-job.ts, takes the daily ones);
 * - inside quiet hours → the same job again at the end of the window (deferred, not dropped), where
 *   it decides afresh;
 * - otherwise the mail is queued (queueMail) in this job's transaction: the job and its mail commit
 *   together, so a retry never queues it twice, and the mail job retries SMTP on its own.
 */
export function notificationEmailJob(deps: NotificationMailDeps): JobDefinition {
  return {
    transactional: true,
    async run(job, db: Executor) {
      const notificationId = String(job.payload.notificationId);
      const [row] = await db
        .select({
          id: notifications.id,
          userId: notifications.userId,
          type: notifications.type,
          message: notifications.message,
          url: notifications.notificationUrl,
          email: users.email,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.id, notificationId));
      if (!row) return;
      const type = row.type as NotificationType;
      const prefs = await loadNotificationPreferences(db, row.userId);
      if (!wantsDelivery(prefs, type, "email")) return;
      if (prefs.emailRhythm === "daily") return;
      const now = new Date(deps.clock());
      const at = deliveryTime(now, prefs);
      if (at.getTime() > now.getTime()) {
        await enqueueJob(
          db,
          NOTIFICATION_EMAIL_JOB,
          { notificationId },
          { runAt: at, dedupeKey: `${NOTIFICATION_EMAIL_JOB}:${notificationId}:${at.toISOString()}` },
        );
        return;
      }
      const { APP_NAME, PUBLIC_URL } = deps.config;
      await queueMail(
        db,
        notificationMail(APP_NAME, row.email, row.message, {
          url: row.url ? absoluteUrl(PUBLIC_URL, row.url) : null,
          settingsUrl: absoluteUrl(PUBLIC_URL, NOTIFICATION_SETTINGS_PATH),
          unsubscribeUrl: unsubscribeUrl(PUBLIC_URL, deps.secret, {
            userId: row.userId,
            category: CATEGORY_OF_TYPE[type],
          }),
        }),
      );
    },
  };
}

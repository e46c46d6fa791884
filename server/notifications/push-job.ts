import { and, desc, eq } from "drizzle-orm";
import type { NotificationType } from "../../shared/enums";
import type { Executor } from "../db/client";
import { jobs, notifications, userPushTokens } from "../db/schema";
import { enqueueJob } from "../jobs/queue";
import type { JobDefinition, JobRow } from "../jobs/worker";
import { type Clock, systemClock } from "../lib/clock";
import type { Logger } from "../logger";
import { loadNotificationPreferences } from "../queries/notification-preferences";
import { wantsDelivery } from "./preferences";
import type { PushPayload, PushSenders, PushTarget } from "./push-sender";
import { deliveryTime } from "./quiet-hours";
import { NOTIFICATION_PUSH_JOB } from "./record";

/** The test notification sent to a newly registered subscription (spec §4 "Push"). */
export const PUSH_TEST_JOB = "push.test";

export interface PushJobOptions {
  /** Senders by platform: `web` with VAPID keys, `ios` and `android` when APNs and FCM are configured. */
  senders: PushSenders;
  /** The title of every push: the product's name (APP_NAME). */
  title: string;
  logger: Logger;
  /** When "now" is, for quiet hours; tests move it. */
  clock?: Clock;
}

type TokenRow = typeof userPushTokens.$inferSelect;

const targetOf = (row: TokenRow): PushTarget => ({
  platform: row.platform as PushTarget["platform"],
  deviceId: row.deviceId,
  p256dh: row.p256dh,
  auth: row.auth,
});

/**
 * Sends to one token: true once the push service took it. A push service that says the
 * subscription is gone (404, 410) deactivates it. A platform without a sender here is skipped.
 */
async function sendTo(db: Executor, options: PushJobOptions, row: TokenRow, payload: PushPayload) {
  const sender = options.senders[row.platform as PushTarget["platform"]];
  if (!sender) return false;
  const outcome = await sender.send(targetOf(row), payload);
  if (outcome === "gone") {
    await db
      .update(userPushTokens)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(userPushTokens.id, row.id));
    options.logger.info({ tokenId: row.id }, "push subscription gone; deactivated");
    return false;
  }
  return true;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/**
 * `notification.push` (queued by recordNotification, one per notification): reads the member's
 * preferences when it runs. Not wanted: done. Inside quiet hours: a job of the same kind for the
 * end of the window, and this one is done (deferred, not dropped). Otherwise the payload goes to
 * each of the member's active tokens, newest first.
 *
 * Run at least once: each token that took the push is written into this job's own payload
 * (`sent`) at once, so a retry after a failure sends to the rest only, never twice to the same.
 * A failure other than "gone" is thrown after the other tokens were tried, and the job retries
 * with the worker's backoff.
 */
export function notificationPushJob(options: PushJobOptions): JobDefinition {
  const clock = options.clock ?? systemClock;
  return {
    async run(job: JobRow, db: Executor) {
      const notificationId = String(job.payload.notificationId ?? "");
      const [notification] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.id, notificationId));
      if (!notification) return;
      const prefs = await loadNotificationPreferences(db, notification.userId);
      if (!wantsDelivery(prefs, notification.type as NotificationType, "push")) return;
      const now = new Date(clock());
      const at = deliveryTime(now, prefs);
      // A job deferred to the end of this same window is due by the database's clock: a worker
      // whose clock lags it a little must send, not queue the same end again and again.
      const deferredTo = Date.parse(String(job.payload.deferredTo ?? ""));
      const alreadyDue = Number.isFinite(deferredTo) && at.getTime() <= deferredTo;
      if (at.getTime() > now.getTime() && !alreadyDue) {
        // Keyed by this job: each link of the chain is queued once, and none is ever swallowed.
        await enqueueJob(
          db,
          NOTIFICATION_PUSH_JOB,
          { notificationId, deferredTo: at.toISOString() },
          { runAt: at, dedupeKey: `${NOTIFICATION_PUSH_JOB}:${notificationId}:after:${job.id}` },
        );
        return;
      }
      const tokens = await db
        .select()
        .from(userPushTokens)
        .where(and(eq(userPushTokens.userId, notification.userId), eq(userPushTokens.isActive, true)))
        .orderBy(desc(userPushTokens.createdAt));
      const payload: PushPayload = {
        title: options.title,
        message: notification.message,
        url: notification.notificationUrl ?? "/notifications",
        data: { notification_id: notification.id, type: notification.type },
      };
      const sent = stringList(job.payload.sent);
      let failure: unknown = null;
      for (const row of tokens) {
        if (sent.includes(row.id)) continue;
        try {
          if (!(await sendTo(db, options, row, payload))) continue;
          sent.push(row.id);
          await db
            .update(jobs)
            .set({ payload: { ...job.payload, sent: [...sent] } })
            .where(eq(jobs.id, job.id));
        } catch (error) {
          failure ??= error;
          options.logger.warn({ tokenId: row.id, err: error }, "push send failed; the job will retry");
        }
      }
      if (failure) throw failure;
    },
  };
}

/**
 * `push.test`: the test notification to a subscription just registered (spec §4, §7 "A test
 * notification is sent on device registration"). It answers the member's own action, so it goes
 * at once, quiet hours or not, and whatever their switches say.
 */
export function pushTestJob(options: PushJobOptions): JobDefinition {
  return {
    async run(job: JobRow, db: Executor) {
      const [row] = await db
        .select()
        .from(userPushTokens)
        .where(
          and(eq(userPushTokens.id, String(job.payload.tokenId ?? "")), eq(userPushTokens.isActive, true)),
        );
      if (!row) return;
      await sendTo(db, options, row, {
        title: options.title,
        message: "Push notifications are on for this device.",
        url: "/profile/settings",
        data: { notification_id: null, type: "test" },
      });
    },
  };
}

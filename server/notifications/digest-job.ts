import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { NotificationType } from "../../shared/enums";
import { NOTIFICATION_SETTINGS_PATH } from "../../shared/notification-preferences";
import type { Executor } from "../db/client";
import { notifications, userNotificationPreferences, users } from "../db/schema";
import type { ScheduleDefinition } from "../jobs/schedules";
import type { JobDefinition } from "../jobs/worker";
import { queueMail } from "../mail/mailer";
import { digestMail } from "../mail/templates";
import { absoluteUrl, type NotificationMailDeps } from "./email-job";
import { wantsDelivery } from "./preferences";
import { nextDigestTime } from "./quiet-hours";
import { unsubscribeUrl } from "./unsubscribe-token";

export const NOTIFICATION_DIGEST_JOB = "notification.digest";

/** Looks for due digests every 15 minutes: a digest goes within 15 minutes of its hour. */
export const DIGEST_SCHEDULE: ScheduleDefinition = {
  name: "notification-digest",
  kind: NOTIFICATION_DIGEST_JOB,
  everySeconds: 15 * 60,
};

/** At most this many notifications in one digest; the rest wait for the next (none is lost). */
export const DIGEST_MAX_ITEMS = 100;
/** A member's first digest looks back this far (there is no watermark yet). */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 3600_000;

/**
 * The daily digest (decisions.md "Notification e-mails and the digest"). For each member on the
 * 'daily' rhythm whose digest time (nextDigestTime after their last digest) has come: the
 * notifications after their watermark (`seq`, commit order), oldest first, those they want by e-mail
 * (per-type switches) in ONE mail, and the watermark moved to the last one looked at, all in this
 * job's transaction: a digest never repeats an item and never skips one. No new notification:
 * no mail and the watermark stays; the digest's time still moves on to tomorrow.
 */
export function notificationDigestJob(deps: NotificationMailDeps): JobDefinition {
  return {
    transactional: true,
    async run(_job, db: Executor) {
      const now = new Date(deps.clock());
      const members = await db
        .select({ prefs: userNotificationPreferences, email: users.email })
        .from(userNotificationPreferences)
        .innerJoin(users, eq(users.id, userNotificationPreferences.userId))
        .where(
          and(
            eq(userNotificationPreferences.emailRhythm, "daily"),
            eq(userNotificationPreferences.emailEnabled, true),
          ),
        )
        // Held for this run: a second server's digest job waits, then sees the moved watermark.
        .for("update", { of: userNotificationPreferences });
      for (const { prefs, email } of members) {
        const after = prefs.lastDigestAt ?? prefs.createdAt;
        const due = nextDigestTime(new Date(after.getTime() + 1), prefs);
        if (due.getTime() > now.getTime()) continue;
        await sendDigest(db, deps, prefs, email, due, now);
      }
    },
  };
}

type PreferencesRow = typeof userNotificationPreferences.$inferSelect;

async function sendDigest(
  db: Executor,
  deps: NotificationMailDeps,
  prefs: PreferencesRow,
  email: string,
  due: Date,
  now: Date,
) {
  // seq is commit order per member (schema/notifications.ts): a notification that committed
  // after the last digest read is after its watermark, whenever its transaction began.
  const watermark =
    prefs.digestAfterSeq !== null
      ? gt(notifications.seq, prefs.digestAfterSeq)
      : gt(notifications.createdAt, new Date(due.getTime() - FIRST_DIGEST_LOOKBACK_MS));
  const rows = await db
    .select({
      id: notifications.id,
      seq: notifications.seq,
      type: notifications.type,
      message: notifications.message,
      url: notifications.notificationUrl,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, prefs.userId), watermark))
    .orderBy(asc(notifications.seq))
    .limit(DIGEST_MAX_ITEMS);
  const last = rows.at(-1);
  const set: Partial<PreferencesRow> = { lastDigestAt: now };
  if (last) set.digestAfterSeq = last.seq;
  const wanted = rows.filter((row) => wantsDelivery(prefs, row.type as NotificationType, "email"));
  const { APP_NAME, PUBLIC_URL } = deps.config;
  if (wanted.length) {
    await queueMail(
      db,
      digestMail(
        APP_NAME,
        email,
        wanted.map((row) => ({
          message: row.message,
          url: row.url ? absoluteUrl(PUBLIC_URL, row.url) : null,
        })),
        {
          settingsUrl: absoluteUrl(PUBLIC_URL, NOTIFICATION_SETTINGS_PATH),
          unsubscribeUrl: unsubscribeUrl(PUBLIC_URL, deps.secret, { userId: prefs.userId, category: "all" }),
        },
      ),
    );
  }
  // updated_at is the member's last change of their settings: the digest leaves it alone.
  await db
    .update(userNotificationPreferences)
    .set({ ...set, updatedAt: sql`${userNotificationPreferences.updatedAt}` })
    .where(eq(userNotificationPreferences.userId, prefs.userId));
}

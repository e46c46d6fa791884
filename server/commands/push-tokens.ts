import { and, eq, sql } from "drizzle-orm";
import type { PushPlatform } from "../../shared/enums";
import type { Database } from "../db/client";
import { userPushTokens } from "../db/schema";
import { enqueueJob } from "../jobs/queue";
import { PUSH_TEST_JOB } from "../notifications/push-job";
import type { PushTokenRow } from "../presenters/push-subscription";

export interface PushTokenRegistration {
  platform: PushPlatform;
  /** The Web Push endpoint, or the native device token. */
  deviceId: string;
  /** Web Push only: the browser's keys for encrypting; null for native tokens. */
  p256dh: string | null;
  auth: string | null;
  userAgent: string | null;
}

/**
 * Stores a member's push token, upserting by device id, and queues the test notification when the
 * device is new to them (a new row, another member's, or a deactivated one): spec §4 "Push", §7.
 * The device's advisory lock is taken first, so two registrations of one device, even its very
 * first two at once (no row yet to lock), cannot both count as new. A device id names one browser
 * profile or one app install, so whoever registers it last owns it.
 * Transaction: one; takes the device's advisory lock (pg_advisory_xact_lock), then upserts on device_id.
 */
export async function registerPushToken(
  db: Database,
  userId: string,
  registration: PushTokenRegistration,
): Promise<{ saved: PushTokenRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('push-device'), hashtext(${registration.deviceId}))`,
    );
    const [before] = await tx
      .select({ userId: userPushTokens.userId, isActive: userPushTokens.isActive })
      .from(userPushTokens)
      .where(eq(userPushTokens.deviceId, registration.deviceId));
    const values = { userId, ...registration, isActive: true };
    const [saved] = await tx
      .insert(userPushTokens)
      .values(values)
      .onConflictDoUpdate({ target: userPushTokens.deviceId, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!saved) throw new Error("push token not saved");
    // Registering the same device again (the app does on every start) sends nothing.
    const isNew = !before || before.userId !== userId || !before.isActive;
    if (isNew) await enqueueJob(tx, PUSH_TEST_JOB, { tokenId: saved.id });
    return { saved, isNew };
  });
}

/**
 * Deletes the member's own token with this device id; someone else's is left alone, and the
 * answer does not say whether it exists. True when one was deleted.
 * Transaction: none; a single DELETE statement.
 */
export async function removePushToken(db: Database, userId: string, deviceId: string): Promise<boolean> {
  const removed = await db
    .delete(userPushTokens)
    .where(and(eq(userPushTokens.deviceId, deviceId), eq(userPushTokens.userId, userId)))
    .returning({ id: userPushTokens.id });
  return removed.length > 0;
}

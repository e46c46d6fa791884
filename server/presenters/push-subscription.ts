import type { PushPlatform } from "../../shared/enums";
import type { userPushTokens } from "../db/schema";

export type PushTokenRow = typeof userPushTokens.$inferSelect;

/**
 * A member's own push subscription: which endpoint, on which platform, whether it still receives.
 * Never its keys: the browser holds them, and the server needs them only to encrypt.
 */
export function presentPushSubscription(row: PushTokenRow) {
  return {
    id: row.id,
    endpoint: row.deviceId,
    platform: row.platform,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export type PresentedPushSubscription = ReturnType<typeof presentPushSubscription>;

/**
 * A member's own native device (the shell's APNs or FCM token): its platform and whether it still
 * receives. Not the token: the app sent it and keeps it, and it is the address pushes go to.
 */
export function presentPushDevice(row: PushTokenRow) {
  return {
    id: row.id,
    platform: row.platform,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export type PresentedPushDevice = ReturnType<typeof presentPushDevice>;

/**
 * How this install pushes: the VAPID public key, or null without Web Push (the browser hides it),
 * and the platforms it can send to (`web` with the key; `ios`, `android` when their senders are
 * configured), so the native shell registers its token only where a push can reach it.
 */
export const presentPushPublicKey = (publicKey: string | null, platforms: PushPlatform[]) => ({
  publicKey,
  platforms,
});

/** What removing a subscription or device answers: whether there was one of the member's to remove. */
export const presentPushUnsubscribed = (deleted: boolean) => ({ deleted });

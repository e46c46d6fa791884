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

/** The server's VAPID public key, or null when this install has no push (the browser hides it). */
export const presentPushPublicKey = (publicKey: string | null) => ({ publicKey });

/** What removing a subscription answers: whether there was one of the member's to remove. */
export const presentPushUnsubscribed = (deleted: boolean) => ({ deleted });

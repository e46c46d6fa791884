import webpush from "web-push";
import type { PushPlatform } from "../../shared/enums";
import type { VapidKeys } from "./vapid";

/** What a push shows and opens (spec §7 send-push: title, message, url, data). */
export interface PushPayload {
  title: string;
  message: string;
  url: string;
  data: { notification_id: string | null; type: string };
}

/** One row of user_push_tokens, as a sender needs it. */
export interface PushTarget {
  platform: PushPlatform;
  /** The Web Push endpoint (web) or the platform's device token (ios, android). */
  deviceId: string;
  p256dh: string | null;
  auth: string | null;
}

/**
 * "sent": the push service took it. "gone": the push service says the subscription no longer
 * exists (404, 410), so it is to be deactivated. Anything else throws, and the job retries.
 */
export type PushOutcome = "sent" | "gone";

/**
 * Delivers one payload to one subscription or device. The Web Push implementation is below; the
 * native shell's platforms are implementations of the same interface: APNs for ios
 * (apns-sender.ts) and FCM for android (fcm-sender.ts), configured by environment
 * (decisions.md "Push notifications (issue 10)").
 */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/** Senders by platform; a platform without one is skipped (its tokens stay as they are). */
export type PushSenders = Partial<Record<PushPlatform, PushSender>>;

export interface WebPushSenderOptions {
  vapid: VapidKeys;
  /** How long the push service keeps an undelivered message (seconds); a day by default. */
  ttlSeconds?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291): web-push
 * builds the request (encrypted body, `Authorization: vapid t=…, k=…`, TTL), and fetch sends it.
 * Not web-push's own sendNotification, which speaks https only: the tests' receiver is plain
 * http on loopback (decisions.md on which endpoints are accepted).
 */
export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const send = options.fetch ?? fetch;
  return {
    async send(target, payload) {
      if (target.platform !== "web") throw new Error(`Web Push cannot send to a ${target.platform} token`);
      if (!target.p256dh || !target.auth) throw new Error("Web Push subscription without keys");
      const details = webpush.generateRequestDetails(
        { endpoint: target.deviceId, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: options.vapid,
          TTL: options.ttlSeconds ?? 86_400,
          contentEncoding: "aes128gcm",
        },
      );
      const response = await send(details.endpoint, {
        method: "POST",
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return "gone";
      if (response.status >= 200 && response.status < 300) return "sent";
      throw new Error(`push service answered ${response.status}`);
    },
  };
}

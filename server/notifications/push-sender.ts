import webpush from "web-push";
import type { PushPlatform } from "../../shared/enums";
import { BlockedAddressError, guardedRequest } from "../lib/public-address";
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
  /** `host:port` pairs reached although inside, on any port (PUSH_ALLOW_HOSTS: the tests' receiver). */
  allowHosts?: ReadonlySet<string>;
}

/** Every browser's push service listens on https's own port. */
const PUSH_PORTS = new Set(["443"]);

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291): web-push
 * builds the request (encrypted body, `Authorization: vapid t=…, k=…`, TTL), and the guard of
 * member-given addresses sends it (lib/public-address.ts): a member chose the endpoint, so it
 * must be public https on port 443, checked on the address connected to. An endpoint the guard
 * refuses will never be delivered to, and is gone.
 */
export function createWebPushSender(options: WebPushSenderOptions): PushSender {
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
      let status: number;
      try {
        const response = await guardedRequest(new URL(details.endpoint), {
          method: "POST",
          headers: details.headers,
          body: details.body ? new Uint8Array(details.body) : null,
          allowHosts: options.allowHosts,
          ports: PUSH_PORTS,
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        response.resume();
        status = response.statusCode ?? 0;
      } catch (error) {
        if (error instanceof BlockedAddressError) return "gone";
        throw error;
      }
      if (status === 404 || status === 410) return "gone";
      if (status >= 200 && status < 300) return "sent";
      throw new Error(`push service answered ${status}`);
    },
  };
}

import { createPrivateKey, type KeyObject, sign } from "node:crypto";
import http2 from "node:http2";
import { type Clock, systemClock } from "../lib/clock";
import type { PushOutcome, PushSender } from "./push-sender";

export const APNS_PRODUCTION_ORIGIN = "https://api.push.apple.com";
export const APNS_SANDBOX_ORIGIN = "https://api.sandbox.push.apple.com";

/**
 * How long one provider token is used. Apple refuses a token older than an hour
 * (ExpiredProviderToken) and one refreshed more often than every 20 minutes
 * (TooManyProviderTokenUpdates): 50 minutes sits between the two.
 */
export const APNS_TOKEN_LIFETIME_MS = 50 * 60 * 1000;

/** 400 reasons that mean this device token will never work again for this app. */
const GONE_REASONS = new Set(["BadDeviceToken", "DeviceTokenNotForTopic"]);

export interface ApnsSenderOptions {
  /** The key's id (10 characters, from the developer account): the JWT's `kid`. */
  keyId: string;
  /** The team id: the JWT's `iss`. */
  teamId: string;
  /** The app's bundle id: every push's `apns-topic`. */
  bundleId: string;
  /** The token-auth key (the `.p8` file's PEM; `\n` escapes are accepted). */
  privateKey: string;
  /** `sandbox` for development builds of the app; production by default. */
  environment?: "production" | "sandbox";
  /**
   * Replaces Apple's origin (tests). An `http://` origin is spoken as HTTP/2 without TLS (h2c),
   * which only a loopback peer does; it is never a default.
   */
  origin?: string;
  /** How long APNs keeps an undelivered push (seconds); a day by default, as Web Push's TTL. */
  expirationSeconds?: number;
  timeoutMs?: number;
  /** When "now" is, for the provider token's age and apns-expiration; tests move it. */
  clock?: Clock;
}

/** A PushSender that holds an HTTP/2 connection: `close()` ends it (server shutdown). */
export interface ApnsSender extends PushSender {
  close(): void;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Apple's provider token: ES256, `kid` the key id, `iss` the team, `iat` when it was made. */
function providerToken(key: KeyObject, keyId: string, teamId: string, now: number): string {
  const head = `${base64url({ alg: "ES256", kid: keyId })}.${base64url({ iss: teamId, iat: Math.floor(now / 1000) })}`;
  const signature = sign("sha256", Buffer.from(head), { key, dsaEncoding: "ieee-p1363" });
  return `${head}.${signature.toString("base64url")}`;
}

interface ApnsAnswer {
  status: number;
  reason: string | null;
}

/**
 * APNs with token-based authentication (Apple, "Sending notification requests to APNs"): one
 * HTTP/2 connection kept open and reused for every push, made again when it closes or fails; a
 * provider token reused for 50 minutes; `POST /3/device/<token>` with the app's topic, an alert
 * push type, priority 10 and an expiry. 200: sent. 410, or 400 BadDeviceToken or
 * DeviceTokenNotForTopic: gone. Anything else throws, and the job retries.
 */
export function createApnsSender(options: ApnsSenderOptions): ApnsSender {
  const clock = options.clock ?? systemClock;
  const origin =
    options.origin ?? (options.environment === "sandbox" ? APNS_SANDBOX_ORIGIN : APNS_PRODUCTION_ORIGIN);
  const key = createPrivateKey(options.privateKey.replaceAll("\\n", "\n"));
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; madeAt: number } | null = null;
  let session: http2.ClientHttp2Session | null = null;

  const currentToken = () => {
    const now = clock();
    if (!token || now - token.madeAt >= APNS_TOKEN_LIFETIME_MS || now < token.madeAt) {
      token = { value: providerToken(key, options.keyId, options.teamId, now), madeAt: now };
    }
    return token.value;
  };

  const connection = () => {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(origin);
    // A connection that ends, for whatever reason, is forgotten; the next push opens another.
    const forget = () => {
      if (session === opened) session = null;
    };
    opened.on("close", forget);
    opened.on("goaway", forget);
    opened.on("error", forget);
    // An idle connection must not keep the process alive on its own.
    opened.unref();
    session = opened;
    return opened;
  };

  const post = (deviceToken: string, body: string, headers: http2.OutgoingHttpHeaders) =>
    new Promise<ApnsAnswer>((resolve, reject) => {
      let stream: http2.ClientHttp2Stream;
      try {
        stream = connection().request({
          ":method": "POST",
          ":path": `/3/device/${encodeURIComponent(deviceToken)}`,
          ...headers,
        });
      } catch (error) {
        session = null;
        reject(error);
        return;
      }
      let status = 0;
      const chunks: Buffer[] = [];
      stream.setTimeout(timeoutMs, () => {
        stream.close(http2.constants.NGHTTP2_CANCEL);
        reject(new Error(`APNs did not answer within ${timeoutMs} ms`));
      });
      stream.on("response", (head) => {
        status = Number(head[":status"]);
      });
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", reject);
      stream.on("end", () => {
        let reason: string | null = null;
        try {
          reason = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { reason?: string }).reason ?? null;
        } catch {
          // A 200 has no body; an error body that is not JSON leaves the reason unknown.
        }
        resolve({ status, reason });
      });
      stream.end(body);
    });

  return {
    async send(target, payload): Promise<PushOutcome> {
      if (target.platform !== "ios") throw new Error(`APNs cannot send to a ${target.platform} token`);
      const now = clock();
      const body = JSON.stringify({
        aps: {
          alert: { title: payload.title, body: payload.message },
          sound: "default",
          ...(payload.data.type ? { "thread-id": payload.data.type } : {}),
        },
        url: payload.url,
        data: payload.data,
      });
      const answer = await post(target.deviceId, body, {
        authorization: `bearer ${currentToken()}`,
        "apns-topic": options.bundleId,
        "apns-push-type": "alert",
        "apns-priority": "10",
        "apns-expiration": String(Math.floor(now / 1000) + (options.expirationSeconds ?? 86_400)),
        "content-type": "application/json",
      });
      if (answer.status === 200) return "sent";
      if (answer.status === 410) return "gone";
      if (answer.status === 400 && answer.reason && GONE_REASONS.has(answer.reason)) return "gone";
      // A token Apple no longer takes is made again on the retry rather than after 50 minutes.
      if (answer.status === 403 && answer.reason === "ExpiredProviderToken") token = null;
      throw new Error(`APNs answered ${answer.status}${answer.reason ? ` ${answer.reason}` : ""}`);
    },
    close() {
      session?.close();
      session = null;
    },
  };
}

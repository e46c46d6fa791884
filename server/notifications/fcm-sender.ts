import { createPrivateKey, type KeyObject, sign } from "node:crypto";
import { type Clock, systemClock } from "../lib/clock";
import type { PushOutcome, PushSender } from "./push-sender";

export const FCM_ORIGIN = "https://fcm.googleapis.com";
export const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
export const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";

/** A new access token is fetched this long before the old one expires. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** The fields of a Google service account's JSON key that sending needs. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  /** Where the signed assertion is exchanged for an access token; Google's by default. */
  token_uri?: string;
}

export interface FcmSenderOptions {
  serviceAccount: ServiceAccount;
  /** Replaces https://fcm.googleapis.com (tests); the token endpoint is the account's token_uri. */
  origin?: string;
  timeoutMs?: number;
  /** When "now" is, for the assertion's times and the access token's expiry; tests move it. */
  clock?: Clock;
  fetch?: typeof fetch;
}

interface FcmError {
  error?: { status?: string; details?: { errorCode?: string }[] };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The OAuth 2.0 JWT bearer assertion (RFC 7523) Google's token endpoint takes from a service account. */
function assertion(account: ServiceAccount, key: KeyObject, audience: string, now: number): string {
  const iat = Math.floor(now / 1000);
  const head = `${base64url({ alg: "RS256", typ: "JWT", ...(account.private_key_id ? { kid: account.private_key_id } : {}) })}.${base64url({ iss: account.client_email, scope: FCM_SCOPE, aud: audience, iat, exp: iat + 3600 })}`;
  return `${head}.${sign("sha256", Buffer.from(head), key).toString("base64url")}`;
}

const isUnregistered = (body: FcmError) =>
  body.error?.status === "UNREGISTERED" ||
  (body.error?.details ?? []).some((detail) => detail.errorCode === "UNREGISTERED");

/**
 * Firebase Cloud Messaging's HTTP v1 API with a service account: a signed assertion exchanged
 * for an access token, kept until five minutes before it expires, then `messages:send` with a
 * notification (title, body), the data a tap needs (all strings, as FCM requires) and high
 * priority on Android. 200: sent. 404, or UNREGISTERED: gone (an INVALID_ARGUMENT about the token
 * is not: it may be our request that is wrong). Anything else throws, and the job retries.
 */
export function createFcmSender(options: FcmSenderOptions): PushSender {
  const account = options.serviceAccount;
  const key = createPrivateKey(account.private_key.replaceAll("\\n", "\n"));
  const tokenUri = account.token_uri ?? GOOGLE_TOKEN_URI;
  const origin = (options.origin ?? FCM_ORIGIN).replace(/\/+$/, "");
  const clock = options.clock ?? systemClock;
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let cached: { value: string; expiresAt: number } | null = null;
  // Pushes sent together wait for one token request, not one each.
  let pending: Promise<string> | null = null;

  const fetchToken = async () => {
    const now = clock();
    const response = await send(tokenUri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: assertion(account, key, tokenUri, now),
      }),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || typeof body.access_token !== "string") {
      throw new Error(`Google's token endpoint answered ${response.status}`);
    }
    cached = { value: body.access_token, expiresAt: now + (Number(body.expires_in) || 3600) * 1000 };
    return cached.value;
  };

  const accessToken = () => {
    if (cached && clock() < cached.expiresAt - REFRESH_MARGIN_MS) return Promise.resolve(cached.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    async send(target, payload): Promise<PushOutcome> {
      if (target.platform !== "android") throw new Error(`FCM cannot send to a ${target.platform} token`);
      const token = await accessToken();
      const response = await send(
        `${origin}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({
            message: {
              token: target.deviceId,
              notification: { title: payload.title, body: payload.message },
              data: {
                url: payload.url,
                notification_id: payload.data.notification_id ?? "",
                type: payload.data.type,
              },
              android: { priority: "high" },
            },
          }),
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      if (response.status === 200) {
        await response.body?.cancel();
        return "sent";
      }
      const body = (await response.json().catch(() => ({}))) as FcmError;
      if (response.status === 404 || isUnregistered(body)) return "gone";
      // A token revoked early is fetched again on the retry.
      if (response.status === 401) cached = null;
      throw new Error(`FCM answered ${response.status}${body.error?.status ? ` ${body.error.status}` : ""}`);
    },
  };
}

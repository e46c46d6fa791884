import { randomBytes } from "node:crypto";
import { type AccessCase, signedIn } from "./cases";

let counter = 0;
/**
 * An https endpoint nobody registered yet, at a public address written as such (the sweep cannot
 * resolve names; it has no worker either, so its test push never goes).
 */
const endpoint = () => `https://8.8.8.8/sweep/${++counter}-${Date.now()}`;
const keys = {
  p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  auth: "tBHItJI5svbpez7KI4CCXg",
};

/** An APNs device token nobody registered yet (hex, as the iOS shell sends it). */
const iosToken = () => randomBytes(32).toString("hex");

/** An FCM registration token nobody registered yet. */
const androidToken = () =>
  `${randomBytes(16).toString("base64url")}:APA91b${randomBytes(96).toString("base64url")}`;

/**
 * Push registration (issue 10): always the caller's own subscriptions and devices. The sweeps'
 * installs have both native platforms configured (a missing sender's 503 is devices.test.ts's).
 */
export const PUSH_ROWS: Record<string, AccessCase[]> = {
  "GET /api/push/public-key": [
    {
      name: "the VAPID public key",
      request: () => ({ path: "/api/push/public-key" }),
      expect: signedIn(200),
    },
  ],
  "POST /api/push/subscriptions": [
    {
      name: "a new subscription",
      request: () => ({ path: "/api/push/subscriptions", body: { endpoint: endpoint(), keys } }),
      expect: signedIn(201),
    },
    {
      name: "a plain-http endpoint off loopback",
      request: () => ({
        path: "/api/push/subscriptions",
        body: { endpoint: "http://push.example.net/x", keys },
      }),
      expect: signedIn(422),
    },
  ],
  "DELETE /api/push/subscriptions": [
    {
      name: "an endpoint that is not one's own",
      request: () => ({ path: "/api/push/subscriptions", body: { endpoint: endpoint() } }),
      expect: signedIn(200),
    },
  ],
  "POST /api/push/devices": [
    {
      name: "a new iOS device",
      request: () => ({ path: "/api/push/devices", body: { platform: "ios", token: iosToken() } }),
      expect: signedIn(201),
    },
    {
      name: "a new Android device",
      request: () => ({ path: "/api/push/devices", body: { platform: "android", token: androidToken() } }),
      expect: signedIn(201),
    },
    {
      name: "a token that is not hex for iOS",
      request: () => ({ path: "/api/push/devices", body: { platform: "ios", token: "z".repeat(64) } }),
      expect: signedIn(422),
    },
  ],
  "DELETE /api/push/devices": [
    {
      name: "a token that is not one's own",
      request: () => ({ path: "/api/push/devices", body: { token: iosToken() } }),
      expect: signedIn(200),
    },
  ],
};

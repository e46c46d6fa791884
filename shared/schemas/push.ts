import { z } from "zod";
import {
  APNS_TOKEN_MAX_LENGTH,
  APNS_TOKEN_MIN_LENGTH,
  FCM_TOKEN_MAX_LENGTH,
  FCM_TOKEN_MIN_LENGTH,
} from "../limits";
import { singleLineText } from "./text";

/** The base64url alphabet of PushSubscription keys (no padding); bounded so no one stores a novel. */
const base64url = (max: number) =>
  z
    .string("Missing key.")
    .min(8, "Key too short.")
    .max(max, "Key too long.")
    .regex(/^[A-Za-z0-9_-]+=*$/, "Use the key as the browser gives it (base64url).");

/**
 * A push service's address. `z.url()` parses with `new URL()`, which drops leading and trailing
 * control characters and spaces, so the text itself is checked too: a NUL would reach the database.
 */
const endpoint = () =>
  z
    .url("The endpoint must be a URL.")
    .max(2048, "The endpoint is too long.")
    .regex(/^[\x21-\x7e]+$/, "The endpoint must be a URL.");

/**
 * A Web Push subscription as `PushSubscription.toJSON()` gives it. Whether the endpoint may be
 * contacted (https; loopback http in test installs only) is the server's decision, not the shape's.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpoint(),
  keys: z.object({
    p256dh: base64url(200),
    auth: base64url(64),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: endpoint(),
});

/**
 * A device token as the native shell sends it: one line (a control character is refused as in
 * every text field), trimmed, printable ASCII of the push service's alphabet. The token is stored
 * as sent (not lower-cased), so removing it later matches the same text.
 */
const deviceToken = (min: number, max: number, pattern: RegExp, format: string) =>
  z
    .string("Missing device token.")
    .pipe(
      singleLineText()
        .min(1, "Missing device token.")
        .min(min, "The device token is too short.")
        .max(max, "The device token is too long.")
        .regex(pattern, format),
    );

const apnsToken = () =>
  deviceToken(
    APNS_TOKEN_MIN_LENGTH,
    APNS_TOKEN_MAX_LENGTH,
    /^[0-9A-Fa-f]+$/,
    "An iOS device token is the APNs token in hexadecimal.",
  );
const fcmToken = () =>
  deviceToken(
    FCM_TOKEN_MIN_LENGTH,
    FCM_TOKEN_MAX_LENGTH,
    /^[A-Za-z0-9_:-]+$/,
    "An Android device token is the FCM registration token as Firebase gives it.",
  );

/**
 * The native shell's registration of its device (issue 10): an APNs token for `ios`, an FCM
 * registration token for `android`, each checked against its own service's format.
 */
export const pushDeviceSchema = z.discriminatedUnion(
  "platform",
  [
    z.object({ platform: z.literal("ios"), token: apnsToken() }),
    z.object({ platform: z.literal("android"), token: fcmToken() }),
  ],
  { error: "The platform must be ios or android." },
);
export type PushDeviceInput = z.infer<typeof pushDeviceSchema>;

/** Removing a device: either platform's token, so any token the shell may have registered. */
export const pushDeviceRemovalSchema = z.object({
  token: deviceToken(
    Math.min(APNS_TOKEN_MIN_LENGTH, FCM_TOKEN_MIN_LENGTH),
    FCM_TOKEN_MAX_LENGTH,
    /^[A-Za-z0-9_:-]+$/,
    "A device token is the APNs or FCM token as the device gives it.",
  ),
});

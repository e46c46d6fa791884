import { z } from "zod";

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

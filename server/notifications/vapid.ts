import { createECDH, hkdfSync } from "node:crypto";
import type { Config } from "../env";

/** A VAPID key pair as web-push and the browser take it: base64url, raw P-256 point and scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new Map<string, VapidKeys>();

/**
 * The server's VAPID keys (decisions.md "Push notifications (issue 10)"): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set. Outside production, without them, a key pair derived from the
 * server's secret (HKDF-SHA256), so a fresh development or test install has push that keeps
 * working across restarts (browsers' subscriptions are bound to the public key) with nothing to
 * configure. In production without them: null, and browser push is off.
 */
export function resolveVapidKeys(config: Config, secret: string): VapidKeys | null {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.isProduction) return null;
  const cached = cache.get(`${subject}\n${secret}`);
  if (cached) return cached;
  const scalar = Buffer.from(hkdfSync("sha256", secret, "common-ground", "vapid-p256-private-key", 32));
  // A 32-byte value at or above the curve's order (odds about 2^-32) is refused by setPrivateKey.
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(scalar);
  const keys = {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: scalar.toString("base64url"),
    subject,
  };
  cache.set(`${subject}\n${secret}`, keys);
  return keys;
}

import { createHmac, timingSafeEqual } from "node:crypto";

/** The header by which the mailbox page sends the key it was opened with. */
export const DEV_MAILBOX_KEY_HEADER = "x-mailbox-key";

/**
 * The key that opens the development mailbox to someone who is not a platform admin: derived
 * from the server's secret, so every server of an install and every restart agree on it, and
 * printed once on the console at start-up (start.ts). Only whoever reads that console has it.
 */
export function devMailboxKey(secret: string): string {
  return createHmac("sha256", secret).update("dev-mailbox").digest("base64url").slice(0, 32);
}

/** Whether a presented key is the mailbox key, compared in constant time. */
export function isDevMailboxKey(secret: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(devMailboxKey(secret));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link printed at start-up: the key rides in the fragment, which browsers never send or log. */
export function devMailboxLink(publicUrl: string, secret: string): string {
  return `${publicUrl}/dev/mailbox#key=${devMailboxKey(secret)}`;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_CATEGORIES, type NotificationCategoryKey } from "../../shared/notification-preferences";

/** What an unsubscribe link turns off: one category's e-mails, or (the digest's link) all e-mail. */
export type UnsubscribeScope = NotificationCategoryKey | "all";

export interface UnsubscribeClaim {
  userId: string;
  category: UnsubscribeScope;
}

const SCOPES = new Set<string>([...NOTIFICATION_CATEGORIES.map((category) => category.key), "all"]);

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`notification-unsubscribe\n${payload}`).digest("base64url");
}

/**
 * The token of a one-click unsubscribe link: `{userId, category}`, HMAC-signed with the server's
 * secret. It has no expiry (a mail read a year later still unsubscribes: RFC 8058 asks the link
 * to keep working) and only ever turns a switch off, so a leaked link can do no more than that.
 */
export function createUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ u: claim.userId, c: claim.category })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The claim of a token signed by us; null for anything tampered with or malformed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { u, c } = JSON.parse(Buffer.from(payload, "base64url").toString()) as { u?: unknown; c?: unknown };
    if (typeof u !== "string" || typeof c !== "string" || !SCOPES.has(c)) return null;
    return { userId: u, category: c as UnsubscribeScope };
  } catch {
    return null;
  }
}

/** The one-click address for a member and scope (absolute, under PUBLIC_URL). */
export function unsubscribeUrl(publicUrl: string, secret: string, claim: UnsubscribeClaim): string {
  const url = new URL("/api/notifications/unsubscribe", publicUrl);
  url.searchParams.set("token", createUnsubscribeToken(secret, claim));
  return url.toString();
}

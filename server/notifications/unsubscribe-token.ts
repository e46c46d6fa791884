import { NOTIFICATION_CATEGORIES, type NotificationCategoryKey } from "../../shared/notification-preferences";
import { createSignedToken, readSignedToken } from "../lib/signed-token";

/** What an unsubscribe link turns off: one category's e-mails, or (the digest's link) all e-mail. */
export type UnsubscribeScope = NotificationCategoryKey | "all";

export interface UnsubscribeClaim {
  userId: string;
  category: UnsubscribeScope;
}

const SCOPES = new Set<string>([...NOTIFICATION_CATEGORIES.map((category) => category.key), "all"]);

const PURPOSE = "notification-unsubscribe";

/**
 * The token of a one-click unsubscribe link: `{userId, category}`, HMAC-signed with the server's
 * secret. It has no expiry (a mail read a year later still unsubscribes: RFC 8058 asks the link
 * to keep working) and only ever turns a switch off, so a leaked link can do no more than that.
 */
export function createUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  return createSignedToken(secret, PURPOSE, { u: claim.userId, c: claim.category });
}

/** The claim of a token signed by us; null for anything tampered with or malformed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const data = readSignedToken(secret, PURPOSE, token) as { u?: unknown; c?: unknown } | null;
  if (typeof data?.u !== "string" || typeof data.c !== "string" || !SCOPES.has(data.c)) return null;
  return { userId: data.u, category: data.c as UnsubscribeScope };
}

/** The one-click address for a member and scope (absolute, under PUBLIC_URL). */
export function unsubscribeUrl(publicUrl: string, secret: string, claim: UnsubscribeClaim): string {
  const url = new URL("/api/notifications/unsubscribe", publicUrl);
  url.searchParams.set("token", createUnsubscribeToken(secret, claim));
  return url.toString();
}

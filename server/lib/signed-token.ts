import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Tokens of the links our mails carry that act without a session (unsubscribe, no more
 * invitations): a JSON payload, base64url, and its HMAC under the server's secret and the link's
 * purpose, so a token made for one purpose is worthless for another. They do not expire: RFC 8058
 * asks a one-click link to keep working, and each only ever turns something off.
 */
function sign(secret: string, purpose: string, payload: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${payload}`).digest("base64url");
}

/** `payload.signature` for the data. */
export function createSignedToken(secret: string, purpose: string, data: unknown): string {
  const payload = Buffer.from(JSON.stringify(data)).toString("base64url");
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/** The data of a token we signed for this purpose; null for anything tampered with or malformed. */
export function readSignedToken(secret: string, purpose: string, token: string): unknown {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString()) as unknown;
  } catch {
    return null;
  }
}

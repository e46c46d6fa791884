import { createHmac, timingSafeEqual } from "node:crypto";

/** Carries the agreement given in the "Terms and Conditions" dialog across the OAuth round trip. */
export const OAUTH_AGREEMENT_COOKIE = "commonground-oauth-agreement";
export const OAUTH_AGREEMENT_SECONDS = 10 * 60;

export interface OAuthAgreement {
  method: "google_oauth" | "apple_oauth";
  ipAddress: string | null;
  userAgent: string | null;
  agreedAt: string;
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`oauth-agreement\n${payload}`).digest("base64url");
}

/** A signed cookie value holding the agreement. */
export function encodeOAuthAgreement(secret: string, agreement: OAuthAgreement): string {
  const payload = Buffer.from(JSON.stringify(agreement)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The agreement in a Cookie header, if present, signed by us and not older than ten minutes. */
export function readOAuthAgreement(
  secret: string,
  cookieHeader: string | null | undefined,
): OAuthAgreement | null {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OAUTH_AGREEMENT_COOKIE}=`))
    ?.slice(OAUTH_AGREEMENT_COOKIE.length + 1);
  if (!raw) return null;
  const [payload, sig] = decodeURIComponent(raw).split(".");
  if (!payload || !sig) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const agreement = JSON.parse(Buffer.from(payload, "base64url").toString()) as OAuthAgreement;
    if (Date.now() - Date.parse(agreement.agreedAt) > OAUTH_AGREEMENT_SECONDS * 1000) return null;
    return agreement;
  } catch {
    return null;
  }
}

import { createSignedToken, readSignedToken } from "../lib/signed-token";

const PURPOSE = "invitation-opt-out";

/** The token of an invitation mail's "no more invitations" link: the address it went to. */
export function createInvitationOptOutToken(secret: string, email: string): string {
  return createSignedToken(secret, PURPOSE, { e: email.toLowerCase() });
}

/** The address a token was signed for; null for anything tampered with or malformed. */
export function readInvitationOptOutToken(secret: string, token: string): string | null {
  const data = readSignedToken(secret, PURPOSE, token) as { e?: unknown } | null;
  return typeof data?.e === "string" && data.e.length <= 254 ? data.e : null;
}

/**
 * The two addresses of the link: the page a person opens from the mail's text (a GET changes
 * nothing: mail scanners open links), and the one-click address a mail client POSTs to (RFC 8058).
 */
export function invitationOptOutUrls(publicUrl: string, secret: string, email: string) {
  const token = createInvitationOptOutToken(secret, email);
  const page = new URL("/invitations/opt-out", publicUrl);
  page.searchParams.set("token", token);
  const oneClick = new URL("/api/invitations/opt-out", publicUrl);
  oneClick.searchParams.set("token", token);
  return { page: page.toString(), oneClick: oneClick.toString() };
}

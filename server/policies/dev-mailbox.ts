import type { Config } from "../env";

export interface MailboxRequest {
  /** The request arrived on a loopback socket. */
  loopback: boolean;
  /** The signed-in member's e-mail, if any. */
  email: string | null;
}

/**
 * Who may read the local development mailbox (every e-mail the platform kept, links included):
 * platform admins; and, on an install without SMTP and without a proxy in front, anyone on the
 * machine itself, so that sign-up works on a fresh laptop install. Behind a proxy every request
 * arrives on loopback, so loopback proves nothing there.
 */
export function canReadDevMailbox(config: Config, request: MailboxRequest): boolean {
  if (request.email && config.ADMIN_EMAILS.includes(request.email.toLowerCase())) return true;
  return !config.SMTP_URL && !config.TRUST_PROXY_HEADER && request.loopback;
}

import type { Context } from "hono";
import type { AppDeps } from "../context";
import { requestHeader } from "../middleware/response-headers";
import type { PlatformAccess } from "../policies/platform";
import { DEV_MAILBOX_KEY_HEADER, isDevMailboxKey } from "./dev-mailbox-key";

/**
 * What the platform policy needs to know about this install and this request. The mailbox key
 * counts only on an install without SMTP, whose mail is kept here rather than delivered. Coming
 * over loopback proves nothing (issue 26): a page of another site that rebinds its name to
 * 127.0.0.1 comes over loopback too, and so does a proxy on the same host.
 */
// biome-ignore lint/suspicious/noExplicitAny: any route's context, whatever its middleware added
export function platformAccessOf(c: Context<any>): PlatformAccess {
  const { config, secret } = (c.var as { deps: AppDeps }).deps;
  return {
    kind: "platform",
    development: config.NODE_ENV === "development",
    mailboxEnabled: config.DEV_MAILBOX === "on",
    mailboxKeyGiven: !config.SMTP_URL && isDevMailboxKey(secret, requestHeader(c, DEV_MAILBOX_KEY_HEADER)),
  };
}

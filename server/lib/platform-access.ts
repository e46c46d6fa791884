import type { Context } from "hono";
import type { AppDeps } from "../context";
import type { PlatformAccess } from "../policies/platform";
import { carriesForwardingHeader, isLoopbackSocket } from "./client-ip";

/**
 * What the platform policy needs to know about this install and this request. A request is from
 * this machine when it came over loopback with no forwarding header: a proxy on the same host
 * also connects over loopback, and with TRUST_PROXY_HEADER unset nothing else tells the two
 * apart (issue 8). A proxy that adds no forwarding header at all still cannot be told apart,
 * which is why production keeps the mailbox off unless DEV_MAILBOX turns it on.
 */
// biome-ignore lint/suspicious/noExplicitAny: any route's context, whatever its middleware added
export function platformAccessOf(c: Context<any>): PlatformAccess {
  const { config } = (c.var as { deps: AppDeps }).deps;
  return {
    kind: "platform",
    development: config.NODE_ENV === "development",
    mailboxEnabled: config.DEV_MAILBOX === "on",
    mailboxOnThisMachine:
      !config.SMTP_URL && isLoopbackSocket(c) && !carriesForwardingHeader(c, config.TRUST_PROXY_HEADER),
  };
}

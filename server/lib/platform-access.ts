import type { Context } from "hono";
import type { AppDeps } from "../context";
import type { PlatformAccess } from "../policies/platform";
import { isLoopbackSocket } from "./client-ip";

/** What the platform policy needs to know about this install and this request. */
// biome-ignore lint/suspicious/noExplicitAny: any route's context, whatever its middleware added
export function platformAccessOf(c: Context<any>): PlatformAccess {
  const { config } = (c.var as { deps: AppDeps }).deps;
  return {
    kind: "platform",
    development: config.NODE_ENV === "development",
    mailboxOnThisMachine: !config.SMTP_URL && !config.TRUST_PROXY_HEADER && isLoopbackSocket(c),
  };
}

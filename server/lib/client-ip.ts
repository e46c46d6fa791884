import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Config } from "../env";

/**
 * The client's address: the first entry of the configured proxy header when one is trusted,
 * otherwise the socket's remote address. Never an outside look-up (decisions.md, "Sign-in").
 */
export function clientIp(c: Context, config: Pick<Config, "TRUST_PROXY_HEADER">): string | null {
  if (config.TRUST_PROXY_HEADER) {
    const forwarded = c.req.header(config.TRUST_PROXY_HEADER);
    const first = forwarded?.split(",")[0]?.trim();
    if (first) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // In-process requests (tests) have no socket.
    return null;
  }
}

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Config } from "../env";

/**
 * The client's address: with a trusted proxy, the last entry of its header (the one the proxy
 * itself appended; earlier entries come from the client and can be forged); otherwise the
 * socket's remote address. Never an outside look-up (decisions.md, "Sign-in").
 */
export function clientIp(c: Context, config: Pick<Config, "TRUST_PROXY_HEADER">): string | null {
  if (config.TRUST_PROXY_HEADER) {
    const forwarded = c.req.header(config.TRUST_PROXY_HEADER);
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // In-process requests (tests) have no socket.
    return null;
  }
}

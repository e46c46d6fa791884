import type { HttpBindings } from "@hono/node-server";
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

/**
 * Headers by which a proxy says whom it forwards for. Browsers send none of them, so a request
 * that carries one came through a proxy, whatever its socket says.
 */
const FORWARDING_HEADER =
  /^(forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|true-client-ip|cf-connecting-ip|fastly-client-ip|x-cluster-client-ip)$/;

/**
 * True when the request carries any forwarding header, or `trustedHeader` (TRUST_PROXY_HEADER).
 * Reads the names Node already parsed when it can.
 */
export function carriesForwardingHeader(c: Context, trustedHeader?: string): boolean {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  const names = incoming ? Object.keys(incoming.headers) : Array.from(c.req.raw.headers.keys());
  return names.some((name) => name === trustedHeader || FORWARDING_HEADER.test(name));
}

/**
 * True when the request came over a loopback socket. Alone this does not prove it came from this
 * machine: a proxy on the same host connects over loopback too (see `carriesForwardingHeader`).
 */
export function isLoopbackSocket(c: Context): boolean {
  try {
    const address = getConnInfo(c).remote.address ?? "";
    return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
  } catch {
    return false;
  }
}

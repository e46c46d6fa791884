import type { HttpBindings } from "@hono/node-server";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { AppError } from "../errors";

/** The names by which this machine reaches itself; a browser sends them only for a page it loaded from here. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** Paths every Host may reach: a load balancer or an orchestrator checks health by the server's own address. */
const ANY_HOST = new Set(["/api/health"]);

export interface HostGuardOptions {
  publicUrl: string;
  /** Further `host` or `host:port` entries (ALLOWED_HOSTS), lower case. */
  allowedHosts: readonly string[];
}

/**
 * The Host header names the site the browser thinks it is talking to. A page of another site that
 * rebinds its own name to 127.0.0.1 (DNS rebinding) reaches this server with that name in Host
 * and its own origin, so same-origin rules let it read our answers. Refusing every Host that is
 * not ours, before routing, closes that for the whole server: the public URL's host, the entries
 * of ALLOWED_HOSTS, and this machine's loopback names with the port the request arrived on (a
 * proxy on the same host that passes its upstream address, nginx's default; a rebinding page
 * cannot send those, since its Host is its own name). Requests made in process (tests, no
 * socket) have no browser behind them and pass.
 */
export function hostGuard({ publicUrl, allowedHosts }: HostGuardOptions) {
  const publicHost = new URL(publicUrl).host.toLowerCase();
  const allowed = new Set([publicHost, ...allowedHosts.map((host) => host.toLowerCase())]);
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (!incoming || ANY_HOST.has(c.req.path)) return next();
    const host = (incoming.headers.host ?? "").toLowerCase();
    if (allowed.has(host) || isLoopbackHost(host, incoming.socket.localPort)) return next();
    throw new AppError(
      "misdirected_request",
      `This server does not answer to the host name "${host.slice(0, 100)}". Use ${publicUrl}.`,
    );
  });
}

/** `localhost`, `127.0.0.1` or `[::1]` with the port the socket listens on (80 when Host names none). */
function isLoopbackHost(host: string, localPort: number | undefined): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host);
  if (!match) return false;
  const [, name = "", port = "80"] = match;
  return LOOPBACK_NAMES.includes(name) && port === String(localPort);
}

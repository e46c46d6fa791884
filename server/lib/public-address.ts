import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * The one guard for every request the server makes to an address a member gave it (a link in a
 * post, a push endpoint, a PDS named in a DID document): never an address inside our network,
 * whether written in the URL or answered by DNS, checked on the address actually connected to.
 */

/** A request refused because it would reach an address inside (loopback, private, link-local…). */
export class BlockedAddressError extends Error {
  override name = "BlockedAddressError";
}

/** Public unicast only: no loopback, private, link-local (cloud metadata), multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === "unicast";
}

/**
 * True when the host is, and resolves only to, public unicast addresses. A check ahead of time,
 * to refuse a bad address when it is given; the connection itself goes through `guardedRequest`,
 * which checks again what it connects to.
 */
export async function isPublicHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host)
      ? [host]
      : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return false;
  }
  return addresses.length > 0 && addresses.every(isPublicAddress);
}

/**
 * Resolves as the connection will, and refuses the connection if any answer points inside: the
 * address checked is the address connected to, so a DNS answer that changes between a check and
 * the connection (rebinding) cannot slip through.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const inside = addresses.find((entry) => !isPublicAddress(entry.address));
    if (inside || addresses.length === 0) {
      return callback(new BlockedAddressError(`${hostname} resolves to an address inside`), "", 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};

export interface GuardedRequestOptions {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: Uint8Array | null;
  /**
   * `host:port` pairs let through whatever they resolve to and on any port: tests name their own
   * peers on loopback here (LINK_PREVIEW_ALLOW_HOSTS, PUSH_ALLOW_HOSTS), and nothing else does.
   */
  allowHosts?: ReadonlySet<string>;
  /** The ports a URL may name; a URL without one uses its scheme's, which must be listed too. */
  ports?: ReadonlySet<string>;
  signal?: AbortSignal;
}

const STANDARD_PORTS = new Set(["80", "443"]);
const DEFAULT_PORT: Record<string, string> = { "http:": "80", "https:": "443" };

/**
 * One request to a member-given URL through the guard: http or https, no credentials, a listed
 * port, and an address that is public unicast whether written in the URL or answered by DNS at
 * connect time. Redirects are not followed: the caller decides and comes back through here.
 */
export function guardedRequest(url: URL, options: GuardedRequestOptions = {}): Promise<IncomingMessage> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new BlockedAddressError(`${url.protocol} addresses are not reached`);
  }
  if (url.username || url.password)
    throw new BlockedAddressError("addresses with credentials are not reached");
  const allowed = options.allowHosts?.has(url.host) ?? false;
  if (!allowed) {
    const port = url.port || DEFAULT_PORT[url.protocol] || "";
    if (!(options.ports ?? STANDARD_PORTS).has(port))
      throw new BlockedAddressError(`port ${port} is not reached`);
    // An address written in the URL is never looked up: check it here.
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    if (ipaddr.isValid(host) && !isPublicAddress(host)) {
      throw new BlockedAddressError(`${host} is an address inside`);
    }
  }
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = send(
      url,
      {
        method: options.method ?? "GET",
        signal: options.signal,
        lookup: allowed ? undefined : publicOnlyLookup,
        headers: options.headers,
      },
      resolve,
    );
    request.on("error", reject);
    request.end(options.body ?? undefined);
  });
}

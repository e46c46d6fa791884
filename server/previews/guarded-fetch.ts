import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/** A fetch refused because it would reach an address inside (loopback, private, link-local…). */
export class BlockedAddressError extends Error {
  override name = "BlockedAddressError";
}

export interface GuardedFetchOptions {
  /**
   * `host:port` pairs let through whatever they resolve to: tests name their own server on
   * loopback here, and nothing else does.
   */
  allowHosts?: ReadonlySet<string>;
  timeoutMs?: number;
  /** The body is cut here: a preview needs the head of a page, not all of it. */
  maxBytes?: number;
  maxRedirects?: number;
}

export interface GuardedResponse {
  /** Where the body came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const DEFAULTS = { timeoutMs: 5000, maxBytes: 512 * 1024, maxRedirects: 3 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Public unicast only: no loopback, private, link-local (cloud metadata), multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === "unicast";
}

/**
 * Resolves as the connection will, and refuses the connection if any answer points inside: the
 * address checked is the address connected to, so a DNS answer that changes between a check and
 * the connection (rebinding) cannot slip through.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
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

function get(url: URL, options: Required<GuardedFetchOptions>, signal: AbortSignal) {
  const allowed = options.allowHosts.has(url.host);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!allowed) {
    if (url.port && url.port !== "80" && url.port !== "443") {
      throw new BlockedAddressError(`port ${url.port} is not fetched`);
    }
    // An address written in the URL is never looked up: check it here.
    if (ipaddr.isValid(host) && !isPublicAddress(host)) {
      throw new BlockedAddressError(`${host} is an address inside`);
    }
  }
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = send(
      url,
      {
        method: "GET",
        signal,
        lookup: allowed ? undefined : publicOnlyLookup,
        headers: { accept: "text/html,application/xhtml+xml", "user-agent": "CommonGroundLinkPreview/1.0" },
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    size += buffer.length;
    if (size >= maxBytes) {
      response.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

/**
 * GET of a URL a member gave us (a link in a post), for the server to read: http or https on
 * the standard ports only, never an address inside our network, whether written in the URL,
 * answered by DNS, or reached by a redirect (each hop is checked again). Times out, and reads at
 * most `maxBytes`.
 */
export async function guardedFetch(
  input: string,
  options: GuardedFetchOptions = {},
): Promise<GuardedResponse> {
  const settings = { ...DEFAULTS, allowHosts: new Set<string>(), ...options };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url = new URL(input);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new BlockedAddressError(`${url.protocol} links are not fetched`);
    }
    if (url.username || url.password) throw new BlockedAddressError("links with credentials are not fetched");
    const response = await get(url, settings, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.resume();
      if (hop >= settings.maxRedirects) throw new BlockedAddressError("too many redirects");
      url = new URL(location, url);
      continue;
    }
    return {
      url: url.toString(),
      status,
      contentType: String(response.headers["content-type"] ?? ""),
      body: await readBody(response, settings.maxBytes),
    };
  }
}

import type { IncomingMessage } from "node:http";
import { BlockedAddressError, guardedRequest } from "../lib/public-address";

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

/** The fetch's bounds unless the caller sets its own. */
export const GUARDED_FETCH_DEFAULTS = { timeoutMs: 5000, maxBytes: 512 * 1024, maxRedirects: 3 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

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
  const settings = { ...GUARDED_FETCH_DEFAULTS, allowHosts: new Set<string>(), ...options };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url = new URL(input);
  for (let hop = 0; ; hop++) {
    const response = await guardedRequest(url, {
      signal,
      allowHosts: settings.allowHosts,
      headers: { accept: "text/html,application/xhtml+xml", "user-agent": "CommonGroundLinkPreview/1.0" },
    });
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

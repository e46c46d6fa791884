import { BlockedAddressError } from "../lib/public-address";
import { GUARDED_FETCH_DEFAULTS, type GuardedFetchOptions, guardedFetch } from "./guarded-fetch";
import { type LinkPreview, readPage } from "./link-preview";

/** What the link-preview fetcher made of one URL, and why (/demo/smart-links, issue 31). */
export interface PreviewExplanation {
  /** As the preview job would store it: `ok`, `failed`, or `blocked` by the guard; `error` is retried. */
  status: "ok" | "failed" | "blocked" | "error";
  /** Why there is no preview, in words; null when there is one. */
  reason: string | null;
  preview: LinkPreview | null;
  /** The answer the guard let through, when there was one. */
  response: {
    url: string;
    httpStatus: number;
    contentType: string;
    bytesRead: number;
    /** The body was cut at the fetcher's limit: only its head was read. */
    truncated: boolean;
  } | null;
  /** The meta tags of the page's head, as the fetcher read them. */
  meta: [string, string][];
  title: string;
  elapsedMs: number;
}

/** A network failure, in words: what the preview job would retry. */
function networkFailure(error: unknown, timeoutMs: number): string {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === "TimeoutError" || name === "AbortError")
    return `The page did not answer within ${timeoutMs / 1000} s.`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return "The name does not resolve (DNS found no address).";
  if (code === "ECONNREFUSED") return "The server refused the connection.";
  return `The fetch failed: ${message ?? String(error)}`;
}

/**
 * Fetches `url` exactly as the preview job does (guardedFetch, then readPage: fetchLinkPreview's
 * two steps) and says what happened at each. Nothing is stored.
 */
export async function explainLinkPreview(
  url: string,
  options: GuardedFetchOptions = {},
): Promise<PreviewExplanation> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? GUARDED_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? GUARDED_FETCH_DEFAULTS.maxBytes;
  const empty = { preview: null, response: null, meta: [], title: "" };
  let page: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    page = await guardedFetch(url, options);
  } catch (error) {
    const elapsedMs = Date.now() - started;
    if (error instanceof BlockedAddressError)
      return { status: "blocked", reason: `The guard refused it: ${error.message}.`, ...empty, elapsedMs };
    return { status: "error", reason: networkFailure(error, timeoutMs), ...empty, elapsedMs };
  }
  const reading = readPage(page);
  return {
    status: reading.preview ? "ok" : "failed",
    reason: reading.failure,
    preview: reading.preview,
    response: {
      url: page.url,
      httpStatus: page.status,
      contentType: page.contentType,
      bytesRead: page.body.length,
      truncated: page.body.length >= maxBytes,
    },
    meta: [...reading.meta],
    title: reading.title.trim(),
    elapsedMs: Date.now() - started,
  };
}

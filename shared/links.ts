/**
 * Links in post text: plain http(s) URLs, found the same way by the browser (which makes them
 * clickable) and the server (which fetches a preview of the first). Other schemes (javascript:,
 * data:, mailto:) are never links. Hand-written rather than a library: the rule is small and the
 * two sides must agree exactly (docs/decisions.md, "Posts, feeds and mentions").
 */

export interface LinkMatch {
  url: string;
  start: number;
  end: number;
}

/** Longest URL taken as a link; anything longer stays text. */
export const LINK_MAX_LENGTH = 2048;

// From "http://" or "https://" up to white space or a character that cannot end a URL in prose.
const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`{}|\\^]+/gi;
const TRAILING = /[.,;:!?'"*_~]+$/;

/** Drops what prose puts after a link: punctuation, and a closing bracket the URL did not open. */
function trimTrailing(url: string): string {
  let out = url;
  for (;;) {
    const before = out;
    out = out.replace(TRAILING, "");
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
    ] as const) {
      if (out.endsWith(close) && count(out, close) > count(out, open)) out = out.slice(0, -1);
    }
    if (out === before) return out;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** True when the text is an absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Every link in the text, in order. */
export function findLinks(text: string): LinkMatch[] {
  const found: LinkMatch[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const url = trimTrailing(match[0]);
    if (url.length > LINK_MAX_LENGTH || !isHttpUrl(url)) continue;
    found.push({ url, start: match.index, end: match.index + url.length });
  }
  return found;
}

/** The first link of the text, the one a post previews; null when there is none. */
export function firstLink(text: string): string | null {
  return findLinks(text)[0]?.url ?? null;
}

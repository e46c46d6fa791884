import { Parser } from "htmlparser2";
import { findRefusedCharacter } from "../../shared/schemas/text";
import { type GuardedFetchOptions, type GuardedResponse, guardedFetch } from "./guarded-fetch";

/** What a post shows under a link: from the page's Open Graph or Twitter card, else its title. */
export interface LinkPreview {
  url: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  siteName: string | null;
}

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 1000;

/** The page's words as one clean line: no control or bidi characters, spaces folded, cut short. */
function clean(value: string | undefined, max: number): string | null {
  if (!value) return null;
  let text = value.replace(/\s+/g, " ").trim();
  for (
    let at = findRefusedCharacter(text, "single-line");
    at !== -1;
    at = findRefusedCharacter(text, "single-line")
  ) {
    text = text.slice(0, at) + text.slice(at + 1);
  }
  text = text.trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An image address the page gave, made absolute; only http(s) is kept. */
function absoluteImage(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The meta tags and the title of an HTML document's head (the body is not read past). */
export function readPageMeta(html: string): { meta: Map<string, string>; title: string } {
  const meta = new Map<string, string>();
  let title = "";
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "title") inTitle = true;
        if (name === "meta") {
          const key = (attributes.property ?? attributes.name ?? "").toLowerCase();
          if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
        }
        if (name === "body") parser.pause();
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { meta, title };
}

/** What a fetched page gave: its preview, or why it has none, and the tags read from its head. */
export interface PageReading {
  preview: LinkPreview | null;
  /** Why there is no preview, in words; null when there is one. */
  failure: string | null;
  meta: Map<string, string>;
  title: string;
}

/**
 * The preview of a page the guard fetched. None when the page answers an error, is not HTML, or
 * names no title at all.
 */
export function readPage(page: GuardedResponse): PageReading {
  const none = (failure: string): PageReading => ({ preview: null, failure, meta: new Map(), title: "" });
  if (page.status < 200 || page.status >= 300) return none(`The page answered HTTP ${page.status}.`);
  if (!/^(text\/html|application\/xhtml\+xml)\b/i.test(page.contentType))
    return none(`The page is not HTML (${page.contentType || "no content type"}).`);
  const { meta, title } = readPageMeta(page.body.toString("utf8"));
  const pick = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());
  const previewTitle = clean(pick("og:title", "twitter:title") ?? title, TITLE_MAX);
  if (!previewTitle)
    return {
      preview: null,
      failure: "The page names no title (og:title, twitter:title or <title>).",
      meta,
      title,
    };
  const preview = {
    url: page.url,
    title: previewTitle,
    description: clean(pick("og:description", "twitter:description", "description"), DESCRIPTION_MAX),
    imageUrl: absoluteImage(pick("og:image", "og:image:url", "twitter:image"), page.url),
    siteName: clean(pick("og:site_name"), TITLE_MAX),
  };
  return { preview, failure: null, meta, title };
}

/**
 * Fetches a member's link through the guard (never an address inside our network) and reads its
 * preview. Null when the page is not HTML, answers an error, or names no title at all.
 */
export async function fetchLinkPreview(
  url: string,
  options: GuardedFetchOptions = {},
): Promise<LinkPreview | null> {
  return readPage(await guardedFetch(url, options)).preview;
}

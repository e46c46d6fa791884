import { createContext, useContext, useEffect } from "react";
import { formatPageTitle, PRODUCT_NAME } from "../../shared/brand";

export interface PageMetaData {
  title: string;
  description?: string;
  /** Default "index, follow" (spec §9). */
  robots?: string;
  /** The page's path, for og:url. */
  path?: string;
  ogType?: "website" | "article";
}

/** Collects the page's meta while prerendering; absent in the browser. */
export const PageMetaCollector = createContext<{ meta: PageMetaData | null } | null>(null);

function setMetaTag(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** The head tags for a page, as HTML (prerender) — keep in step with `applyPageMeta`. */
export function renderPageMetaTags(meta: PageMetaData, publicUrl: string): string {
  const escapeHtml = (value: string) =>
    value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const title = formatPageTitle(meta.title);
  const url = `${publicUrl}${meta.path ?? "/"}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="robots" content="${escapeHtml(meta.robots ?? "index, follow")}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:type" content="${meta.ogType ?? "website"}" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${publicUrl}/og-image.png`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ];
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
  }
  return tags.join("\n    ");
}

function applyPageMeta(meta: PageMetaData) {
  const title = formatPageTitle(meta.title);
  document.title = title;
  const url = `${window.location.origin}${meta.path ?? window.location.pathname}`;
  setMetaTag("name", "robots", meta.robots ?? "index, follow");
  setMetaTag("property", "og:title", title);
  setMetaTag("property", "og:type", meta.ogType ?? "website");
  setMetaTag("property", "og:site_name", PRODUCT_NAME);
  setMetaTag("property", "og:url", url);
  if (meta.description) {
    setMetaTag("name", "description", meta.description);
    setMetaTag("property", "og:description", meta.description);
  }
}

/** Sets the document title (spec §9 format), robots and Open Graph tags for the current page. */
export function PageMeta(props: PageMetaData) {
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = props;
  const { title, description, robots, path, ogType } = props;
  useEffect(() => {
    applyPageMeta({ title, description, robots, path, ogType });
  }, [title, description, robots, path, ogType]);
  return null;
}

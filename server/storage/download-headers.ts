/**
 * How an uploaded document is served so that it can never run script on our origin
 * (docs/decisions.md, "Entity storage"): raster images the browser only paints may show inline;
 * everything else, SVG and HTML above all, is saved as an attachment, never rendered.
 */

/** Formats a browser only decodes into pixels: no script, no links, no external loads. */
const INLINE_SAFE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]);

/** `inline` for the safe raster images, `attachment` for every other type. */
export function dispositionFor(contentType: string): "inline" | "attachment" {
  return INLINE_SAFE_TYPES.has(contentType.toLowerCase()) ? "inline" : "attachment";
}

/**
 * A Content-Disposition value (RFC 6266): an ASCII `filename` for old clients and the UTF-8 name in
 * `filename*`. Stored names are already sanitised (no quotes, slashes or controls); the ASCII
 * fallback still replaces anything outside printable ASCII and the few characters that matter.
 */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The headers our signed route sends with a download: the stored type, the disposition, no
 * sniffing, and a sandbox with nothing allowed in case a browser renders it all the same.
 */
export function downloadHeaders(options: {
  contentType: string;
  fileName: string;
  disposition: "inline" | "attachment";
}): Record<string, string> {
  return {
    "content-type": options.contentType,
    "content-disposition": contentDisposition(options.disposition, options.fileName),
    "x-content-type-options": "nosniff",
    "content-security-policy": "sandbox; default-src 'none'",
    "cross-origin-resource-policy": "same-origin",
  };
}

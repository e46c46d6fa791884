/** The custom URL scheme of the native shell (AndroidManifest.xml, Info.plist): commonground://events/42. */
export const APP_URL_SCHEME = "commonground:";

/**
 * The in-app path a link should open, or null when it is not ours: a same-origin path
 * ("/events/42"), an https link to this install, or the app's own scheme (commonground://events/42
 * and commonground:///events/42 both open /events/42). Anything else (another site, a
 * protocol-relative "//host", javascript:) is refused, so a notification or a link can only move
 * the member within the app.
 */
export function inAppPath(link: string | null | undefined, origin: string): string | null {
  if (!link) return null;
  const text = link.trim();
  if (text.startsWith("/") && !text.startsWith("//") && !text.startsWith("/\\")) {
    return inAppPath(new URL(text, origin).href, origin);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const rest = `${url.search}${url.hash}`;
  if (url.protocol === APP_URL_SCHEME) {
    const path = `/${[url.host, ...url.pathname.split("/")].filter(Boolean).join("/")}`;
    return `${path}${rest}`;
  }
  if ((url.protocol === "https:" || url.protocol === "http:") && url.origin === origin) {
    return `${url.pathname}${rest}`;
  }
  return null;
}

/** The link a tapped push carries: `url` (APNs puts it beside `aps`, FCM in its data). */
export function pushLink(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const url = (data as { url?: unknown }).url;
  return typeof url === "string" ? url : null;
}

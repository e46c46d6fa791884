/**
 * Whether the app runs inside the native shell (issue 31, docs/mobile.md). The shell appends
 * SHELL_USER_AGENT_MARKER to its WebView's user agent (capacitor.config.ts), so the answer needs
 * no plugin: @capacitor/core is loaded only on demand, and only where the marker is, so a
 * browser's bundle never carries it.
 */

/** capacitor.config.ts's `appendUserAgent`, without its version: keep the two in step. */
export const SHELL_USER_AGENT_MARKER = "CommonGroundApp/";

export type ShellPlatform = "ios" | "android";

/** Whether a user agent is the native shell's WebView. */
export function hasShellMarker(userAgent: string): boolean {
  return userAgent.includes(SHELL_USER_AGENT_MARKER);
}

/** The shell's platform as its user agent tells it, before the native bridge has answered. */
export function shellPlatformOf(userAgent: string): ShellPlatform | null {
  if (!hasShellMarker(userAgent)) return null;
  return /Android/i.test(userAgent) ? "android" : "ios";
}

/** The path of the page that previews the shell in a frame (scenes/MobilePreview). */
export const SHELL_PREVIEW_PATH = "/test/mobile";

/**
 * Whether this document is the /test/mobile preview's frame: framed by a page of our own origin
 * at SHELL_PREVIEW_PATH. A cross-origin parent cannot be read (the access throws), so no other
 * site can turn it on; and all it turns on is the tab bar's look, never push or native calls.
 */
export function inShellPreview(): boolean {
  if (typeof window === "undefined" || window.parent === window) return false;
  try {
    return (
      window.parent.location.origin === window.location.origin &&
      window.parent.location.pathname === SHELL_PREVIEW_PATH
    );
  } catch {
    return false;
  }
}

/** Whether to draw the shell's own parts (the tab bar): in the shell, or in its preview. */
export function looksLikeNativeShell(): boolean {
  if (typeof navigator !== "undefined" && hasShellMarker(navigator.userAgent)) return true;
  return inShellPreview();
}

/**
 * The native bridge's platform, or null when there is none (a browser, even one whose user
 * agent carries the marker). Loads @capacitor/core only where the marker is.
 */
export async function nativePlatform(): Promise<ShellPlatform | null> {
  if (typeof navigator === "undefined" || !hasShellMarker(navigator.userAgent)) return null;
  const { Capacitor } = await import("@capacitor/core");
  if (!Capacitor.isNativePlatform()) return null;
  const platform = Capacitor.getPlatform();
  return platform === "ios" || platform === "android" ? platform : null;
}

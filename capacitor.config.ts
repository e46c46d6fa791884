import type { CapacitorConfig } from "@capacitor/cli";

/**
 * The native shell (issue 31, docs/mobile.md): the same web build inside an iOS and an Android
 * WebView. Read by the Capacitor CLI (`npx cap sync`), never by the app or the server.
 *
 * The WebView loads the hosted install given by CAP_SERVER_URL (its PUBLIC_URL): the app's API
 * is on its own origin, its session cookie and CSRF check expect that origin, and pages the
 * server completes (share metadata, 404 statuses) come from it. Without CAP_SERVER_URL the shell
 * shows the bundled copy of dist/app, which has no server behind it: useful only to check that
 * the project builds.
 */
const serverUrl = process.env.CAP_SERVER_URL?.replace(/\/+$/, "") || undefined;

/**
 * Appended to the WebView's user agent. The web app reads it (app/lib/native-shell.ts) to show
 * the bottom tab bar and register for native push; keep the two in step.
 */
export const SHELL_USER_AGENT_MARKER = "CommonGroundApp/1";

const config: CapacitorConfig = {
  appId: "org.commonground.app",
  appName: "Common Ground",
  // vite.config.ts builds the browser app here.
  webDir: "dist/app",
  appendUserAgent: SHELL_USER_AGENT_MARKER,
  ...(serverUrl
    ? {
        server: {
          url: serverUrl,
          // Plain http only for a development server (an emulator reaching the host machine).
          cleartext: serverUrl.startsWith("http://"),
        },
      }
    : {}),
  plugins: {
    PushNotifications: {
      // A push that arrives while the app is open shows as a banner too, as it would closed.
      presentationOptions: ["badge", "sound", "alert"],
    },
  },
};

export default config;

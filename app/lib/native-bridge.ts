import { App } from "@capacitor/app";
import { PushNotifications } from "@capacitor/push-notifications";
import { brandKey } from "../../shared/brand";
import { api, readJson } from "./api-client";
import { inAppPath, pushLink } from "./deep-link";
import { type NativePushOutcome, scheduleNativePushRegistration } from "./native-push-schedule";
import type { ShellPlatform } from "./native-shell";

/**
 * The web app's side of the native shell's plugins (docs/mobile.md): links and tapped pushes
 * open their page, and the device registers for push after sign-in. Loaded only inside the shell
 * (app/lib/native-shell.ts), so no browser downloads it.
 */

type Navigate = (path: string) => void;

let navigateTo: Navigate | null = null;
let linksStarted = false;

/** Opens a link inside the app when it is one of ours (deep-link.ts refuses any other). */
function open(link: string | null | undefined) {
  const path = inAppPath(link, window.location.origin);
  if (path && navigateTo) navigateTo(path);
}

/** The key under which this page remembers that it opened the link the app was launched with. */
const LAUNCH_KEY = "commonground-native-launch-url";

/**
 * Links that open the app (commonground://…, https links of this install) and taps on a push
 * open their page; Android's back button goes back, or leaves the app on its first page. The
 * plugins keep a tap that launched the app until this listens, so a member signing in first
 * still lands on the notification's page.
 */
export async function startNativeLinks(navigate: Navigate): Promise<void> {
  navigateTo = navigate;
  if (linksStarted) return;
  linksStarted = true;
  await App.addListener("appUrlOpen", ({ url }) => open(url));
  await PushNotifications.addListener("pushNotificationActionPerformed", ({ notification }) =>
    open(pushLink(notification.data)),
  );
  await App.addListener("backButton", ({ canGoBack }) => {
    if (canGoBack) window.history.back();
    else void App.exitApp();
  });
  // A link that started the app: once, not again when the page reloads.
  const launch = await App.getLaunchUrl();
  if (launch?.url && sessionStorage.getItem(LAUNCH_KEY) !== launch.url) {
    sessionStorage.setItem(LAUNCH_KEY, launch.url);
    open(launch.url);
  }
}

/** How long one attempt waits for the device token before it counts as failed. */
const TOKEN_WAIT_MS = 10_000;
/** The Android channel pushes go to (strings.xml default_notification_channel_id). */
const ANDROID_CHANNEL = {
  id: "updates",
  name: "Updates",
  description: "Notifications from your communities",
};

let pendingToken: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
let tokenListeners: Promise<unknown> | null = null;

/** The plugin reports the token, or why there is none, through events: one pair for all attempts. */
function listenForTokens() {
  tokenListeners ??= Promise.all([
    PushNotifications.addListener("registration", ({ value }) => pendingToken?.resolve(value)),
    PushNotifications.addListener("registrationError", ({ error }) => pendingToken?.reject(new Error(error))),
  ]);
  return tokenListeners;
}

/** Asks APNs or FCM for this device's token; throws when none comes within TOKEN_WAIT_MS. */
async function deviceToken(): Promise<string> {
  await listenForTokens();
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("No push token came.")), TOKEN_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      pendingToken = null;
    };
    pendingToken = {
      resolve: (token) => {
        settle();
        resolve(token);
      },
      reject: (error) => {
        settle();
        reject(error);
      },
    };
    PushNotifications.register().catch((error: unknown) => pendingToken?.reject(error as Error));
  });
}

/**
 * One registration attempt (spec §4 "Push"): only when the server has a sender for this platform
 * (GET /api/push/public-key), only with the member's permission, then the token to POST
 * /api/push/devices. A failure throws, and the schedule tries again.
 */
async function registerOnce(platform: ShellPlatform): Promise<NativePushOutcome> {
  const setup = await readJson<{ platforms: string[] }>(await api.push["public-key"].$get());
  if (!setup.platforms.includes(platform)) return "unavailable";
  let permission = await PushNotifications.checkPermissions();
  if (permission.receive === "prompt" || permission.receive === "prompt-with-rationale") {
    permission = await PushNotifications.requestPermissions();
  }
  if (permission.receive !== "granted") return "denied";
  if (platform === "android") await PushNotifications.createChannel({ ...ANDROID_CHANNEL, importance: 4 });
  const token = await deviceToken();
  await readJson(await api.push.devices.$post({ json: { platform, token } }));
  localStorage.setItem(TOKEN_KEY, token);
  return "registered";
}

/** The token this device registered, kept until sign-out (brand keys are cleared then). */
const TOKEN_KEY = brandKey("native-push-token");

/**
 * Before signing out: the member's pushes stop coming to this device (DELETE /api/push/devices),
 * so the next person to hold it does not read them on its lock screen. Best effort: a failure
 * does not keep anyone signed in.
 */
export async function forgetNativeDevice(): Promise<void> {
  current?.stop();
  current = null;
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return;
  await api.push.devices.$delete({ json: { token } }).catch(() => undefined);
}

let current: { memberId: string; stop: () => void; settled: boolean } | null = null;

/**
 * Registers this device for the signed-in member on spec §4's schedule, once per member and page
 * load: the members' frame mounting again (another part of the app) does not start it over, and
 * another member signing in on this device registers it for them. Returns the stop for unmount.
 */
export function startNativePush(platform: ShellPlatform, memberId: string): () => void {
  if (current && current.memberId === memberId) return () => undefined;
  current?.stop();
  const run: { memberId: string; settled: boolean; stop: () => void } = {
    memberId,
    settled: false,
    stop: () => undefined,
  };
  run.stop = scheduleNativePushRegistration({
    platform,
    attempt: () => registerOnce(platform),
    onSettled: () => {
      run.settled = true;
    },
  });
  current = run;
  return () => {
    // Stopped before it ended: the next mount for this member starts it again.
    if (current === run && !run.settled) {
      run.stop();
      current = null;
    }
  };
}

import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { api, readJson } from "../../lib/api-client";
import { usePushSetupQuery } from "../../queries/push";

/** Spec §4 "Push": the device is registered 2 s after push is initialised. */
export const PUSH_REGISTRATION_DELAY_MS = 2_000;

type PushState = "checking" | "off" | "working" | "on" | "denied" | "unavailable" | "error";

/** Does this browser have the Push API (and a service worker to receive with)? */
export function browserHasPush(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This browser's push subscription for the site, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const MESSAGES: Partial<Record<PushState, string>> = {
  on: "Push notifications are on for this browser.",
  denied: "This browser blocks notifications from this site. Allow them in the browser's site settings.",
  unavailable: "Push notifications are not set up on this server.",
};

/**
 * "Turn on push notifications" in the Notifications tab: asks the browser's permission,
 * subscribes with the server's VAPID key through the service worker (/sw.js) and sends the
 * subscription to the server, which answers with a test notification. Not shown at all in a
 * browser without the Push API. Which notifications come by push is the switches' business below.
 */
export function PushControl() {
  const supported = browserHasPush();
  const [state, setState] = useState<PushState>("checking");
  const [error, setError] = useState<string | null>(null);

  const setup = usePushSetupQuery();
  const publicKey = setup.data?.publicKey;

  useEffect(() => {
    if (!supported || publicKey === undefined) return;
    let live = true;
    (async () => {
      // A server without push keys: say so at once rather than offer a button that cannot work.
      if (!publicKey) return "unavailable" as const;
      if (Notification.permission === "denied") return "denied" as const;
      const subscription = await currentSubscription();
      return subscription && Notification.permission === "granted" ? ("on" as const) : ("off" as const);
    })()
      .catch(() => "off" as const)
      .then((next) => {
        if (live) setState(next);
      });
    return () => {
      live = false;
    };
  }, [supported, publicKey]);

  if (!supported) return null;

  async function turnOn() {
    setState("working");
    setError(null);
    try {
      if (!publicKey) return setState("unavailable");
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState(permission === "denied" ? "denied" : "off");
      const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      await sleep(PUSH_REGISTRATION_DELAY_MS);
      const { endpoint, keys } = subscription.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth)
        throw new Error("The browser gave an incomplete subscription.");
      await readJson(
        await api.push.subscriptions.$post({
          json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
        }),
      );
      setState("on");
    } catch (caught) {
      setState("error");
      setError(caught instanceof Error ? caught.message : "Push notifications could not be turned on.");
    }
  }

  async function turnOff() {
    setState("working");
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await readJson(await api.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } }));
        await subscription.unsubscribe();
      }
      setState("off");
    } catch (caught) {
      setState("error");
      setError(caught instanceof Error ? caught.message : "Push notifications could not be turned off.");
    }
  }

  const message = state === "error" ? error : MESSAGES[state];
  return (
    <section aria-labelledby="push-control-title" className="mb-6 grid gap-2 rounded-md border p-4">
      <h3 id="push-control-title" className="text-sm font-semibold">
        Push notifications on this browser
      </h3>
      {message ? (
        <p role={state === "error" ? "alert" : "status"} className="text-sm text-muted-foreground">
          {message}
        </p>
      ) : null}
      {state === "on" ? (
        <Button type="button" variant="outline" className="justify-self-start" onClick={turnOff}>
          Turn off push notifications
        </Button>
      ) : state === "denied" || state === "unavailable" ? null : (
        <Button
          type="button"
          className="justify-self-start"
          disabled={state === "working" || state === "checking"}
          aria-busy={state === "working"}
          onClick={turnOn}
        >
          {state === "working" ? "Please wait..." : "Turn on push notifications"}
        </Button>
      )}
    </section>
  );
}

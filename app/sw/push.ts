/// <reference lib="webworker" />
// Web Push in the service worker (decisions.md "Push notifications (issue 10)"), moved here from
// the push-only app/public/sw.js: show what the server sends, and open its page on a click.

/** The server sends JSON: { title, message, url, data: { notification_id, type } }. */
interface PushPayload {
  title?: unknown;
  message?: unknown;
  url?: unknown;
  data?: { notification_id?: string; type?: string };
}

/** Shows a push as a notification; a payload that is not JSON is shown as its text. */
export function handlePush(registration: ServiceWorkerRegistration, data: PushMessageData | null) {
  let payload: PushPayload = {};
  try {
    payload = data ? (data.json() as PushPayload) : {};
  } catch {
    payload = { message: data ? data.text() : "" };
  }
  const title = typeof payload.title === "string" && payload.title ? payload.title : "Common Ground";
  const url = typeof payload.url === "string" && payload.url ? payload.url : "/notifications";
  return registration.showNotification(title, {
    body: typeof payload.message === "string" ? payload.message : "",
    // A PNG: Android does not draw SVG notification icons.
    icon: "/icons/icon-192.png",
    tag: payload.data?.notification_id ?? undefined,
    data: { url, ...(payload.data ?? {}) },
  });
}

/**
 * Opens the notification's page: in a tab of this site already open if there is one, else a new
 * one. Only pages of this site (null otherwise): a push never sends the member elsewhere.
 */
export function openNotification(clients: Clients, origin: string, url: unknown): Promise<unknown> | null {
  const target = new URL(typeof url === "string" ? url : "/notifications", origin);
  if (target.origin !== origin) return null;
  return clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => new URL(client.url).origin === target.origin);
    if (!open) return clients.openWindow(target.href);
    return open
      .navigate(target.href)
      .then((client) => (client ?? open).focus())
      .catch(() => clients.openWindow(target.href));
  });
}

// The service worker of Web Push (decisions.md "Push notifications (issue 10)"). Served at /sw.js
// so its scope is the whole site. It does nothing but show pushes and open them: no caching.

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

// The server sends JSON: { title, message, url, data: { notification_id, type } }.
self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { message: event.data ? event.data.text() : "" };
  }
  const title = typeof payload.title === "string" && payload.title ? payload.title : "Common Ground";
  const url = typeof payload.url === "string" && payload.url ? payload.url : "/notifications";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.message === "string" ? payload.message : "",
      icon: "/logo.svg",
      tag: payload.data?.notification_id ?? undefined,
      data: { url, ...(payload.data ?? {}) },
    }),
  );
});

// Opens the notification's page: in a tab of this site already open if there is one, else a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/notifications", self.location.origin);
  // Only pages of this site: a push never sends the member elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (!open) return self.clients.openWindow(target.href);
      return open
        .navigate(target.href)
        .then((client) => (client ?? open).focus())
        .catch(() => self.clients.openWindow(target.href));
    }),
  );
});

/// <reference lib="webworker" />
// The service worker (decisions.md "Offline and PWA"): the app shell and its chunks precached, an
// offline page for what is not, Web Push shown and opened. Built by vite-plugin-pwa into
// dist/app/sw.js; scripts/precache.mjs then writes the precache list into it, after the
// prerender has made the final HTML. API requests are not touched: the data a member saw offline
// comes from the persisted query cache (app/lib/offline/), which knows whose data it is.
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { isAppPath, isSignedInPath } from "../../shared/app-paths";
import { handlePush, openNotification } from "./push";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The shell every app route starts from (scripts/prerender.mjs) and the page for the rest. */
const SHELL_URL = "/_shell.html";
const OFFLINE_URL = "/offline.html";
/** Public pages (prerendered marketing pages, sign-in) as last fetched; emptied by each new version. */
const PAGES_CACHE = "commonground-pages";
/** Hashed chunks left out of the precache (the workspace editor, the report charts) once fetched. */
const ASSETS_CACHE = "commonground-assets";
/** A page that has not answered by then is taken from the cache: a bad connection is slower than none. */
const NAVIGATION_TIMEOUT_MS = 6_000;

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: "" });
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith("/assets/") && request.method === "GET",
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
);

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), ms));
}

/**
 * Pages: from the network first. Offline (or too slow), a members' page gets the precached shell
 * (its data comes from the persisted query cache), a public page its last copy, and anything else
 * the offline page. Members' pages are never stored one by one: a stored shell would name chunks
 * of the version it came with.
 */
async function handleNavigation({ request }: { request: Request }): Promise<Response> {
  const { pathname } = new URL(request.url);
  const membersPage = isSignedInPath(pathname);
  try {
    const response = await Promise.race([fetch(request), timeout(NAVIGATION_TIMEOUT_MS)]);
    if (!membersPage && response.ok && response.type === "basic") {
      const copy = response.clone();
      void caches.open(PAGES_CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch {
    if (!membersPage) {
      const saved = await caches.open(PAGES_CACHE).then((cache) => cache.match(request));
      if (saved) return saved;
    }
    if (isAppPath(pathname)) {
      const shell = await matchPrecache(SHELL_URL);
      if (shell) return shell;
    }
    return (await matchPrecache(OFFLINE_URL)) ?? Response.error();
  }
}

registerRoute(new NavigationRoute(handleNavigation, { denylist: [/^\/api\//] }));

self.addEventListener("install", (event) => {
  // A new version waits until the member chooses "Reload" (the update prompt), so that a page
  // running the old chunks never loses them. The one exception: the worker before this one was
  // the push-only worker, which cached nothing, so no page depends on it.
  event.waitUntil(
    caches.keys().then((keys) => {
      if (!keys.some((key) => key.startsWith("workbox-precache"))) return self.skipWaiting();
    }),
  );
});

self.addEventListener("message", (event) => {
  // Sent by workbox-window's messageSkipWaiting() when the member chose "Reload".
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  // Public pages saved by the previous version name its chunks: they go with it.
  event.waitUntil(Promise.all([caches.delete(PAGES_CACHE), self.clients.claim()]));
});

self.addEventListener("push", (event) => event.waitUntil(handlePush(self.registration, event.data)));
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const opened = openNotification(self.clients, self.location.origin, event.notification.data?.url);
  if (opened) event.waitUntil(opened);
});

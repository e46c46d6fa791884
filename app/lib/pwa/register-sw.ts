import { Workbox } from "workbox-window";
import { toast } from "../toast";
import { watchForUpdates } from "./update-prompt";

/** How often a long-open page asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (app/sw/sw.ts) and shows the update prompt when a new version
 * waits. Loaded on its own after the page has loaded (app/main.tsx): no page's first render
 * carries it.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox("/sw.js", { scope: "/" });
  watchForUpdates(
    workbox,
    ({ message, action, onAction }) =>
      toast(message, {
        id: "app-update",
        duration: Number.POSITIVE_INFINITY,
        action: { label: action, onClick: onAction },
      }),
    () => window.location.reload(),
  );
  const registration = await workbox.register();
  if (!registration) return;
  const check = () => void workbox.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}

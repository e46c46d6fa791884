import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import { preloadModules } from "./lib/rendered-modules";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered marketing pages arrive with their HTML and a list of the lazily loaded modules they
// rendered (preloaded by the HTML already): hydrate them once those have run. Every other route
// starts empty.
if (container.firstElementChild) {
  // A chunk that fails to load (offline) does not stop hydration: its scene retries on render.
  void preloadModules(container.dataset.modules?.split(" ").filter(Boolean) ?? [])
    .catch(() => undefined)
    // As a transition, hydration yields to the browser every few milliseconds instead of being
    // one long task (React renders a plain hydration without pausing).
    .then(() => startTransition(() => void hydrateRoot(container, tree)));
} else {
  createRoot(container).render(tree);
}

// The service worker (offline shell, Web Push, update prompt), in production builds, from a chunk
// of its own once the page has loaded.
if (import.meta.env.PROD && "serviceWorker" in navigator)
  addEventListener("load", () =>
    import("./lib/pwa/register-sw").then((m) => m.registerServiceWorker()).catch(() => undefined),
  );

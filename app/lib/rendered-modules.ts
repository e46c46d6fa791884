import { createContext, useContext } from "react";

/**
 * Collects, while a page is prerendered, the modules it rendered lazily (named as in Vite's
 * manifest, relative to app/), so that its HTML can preload their chunks and the browser can load
 * them before it hydrates. Absent in the browser.
 */
export const RenderedModules = createContext<Set<string> | null>(null);

/** Records that this render needed the lazily loaded module `id`. */
export function useRenderedModule(id: string) {
  useContext(RenderedModules)?.add(id);
}

/** How to load each lazily rendered module by its id, for `preloadModules`. */
const preloaders = new Map<string, () => Promise<unknown>>();

/** Makes a lazily loaded module (a scene, a page's copy) loadable before hydration by its id. */
export function registerPreload(id: string, preload: () => Promise<unknown>) {
  preloaders.set(id, preload);
}

/**
 * Loads the modules a prerendered page rendered lazily, before it is hydrated: hydration then
 * finds every scene ready, instead of showing its fallback in place of the server's HTML (which
 * it does once any update reaches a boundary still waiting for code). Loading a scene registers
 * the modules it loads in turn (a marketing page's copy), so this goes round until none is left.
 */
export async function preloadModules(ids: string[]): Promise<void> {
  let waiting = ids;
  let ready = waiting.filter((id) => preloaders.has(id));
  while (ready.length) {
    await Promise.all(ready.map((id) => preloaders.get(id)?.()));
    waiting = waiting.filter((id) => !ready.includes(id));
    ready = waiting.filter((id) => preloaders.has(id));
  }
}

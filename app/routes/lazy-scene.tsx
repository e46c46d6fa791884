import { type ComponentType, createContext, createElement, lazy, useContext } from "react";

/**
 * Collects, while a page is prerendered, the modules it rendered lazily (named as in Vite's
 * manifest, relative to app/), so that its HTML can preload their chunks instead of discovering
 * them only once the entry has run. Absent in the browser.
 */
export const RenderedModules = createContext<Set<string> | null>(null);

/** Records that this render needed the lazily loaded module `id`. */
export function useRenderedModule(id: string) {
  useContext(RenderedModules)?.add(id);
}

/** Records the modules of a lazy scene; renders nothing. */
function RecordModules({ ids }: { ids: string[] }) {
  const modules = useContext(RenderedModules);
  for (const id of ids) modules?.add(id);
  return null;
}

/** The module that provides the QueryClient to every lazy scene (see lib/query-client.ts). */
const QUERY_SCOPE_MODULE = "lib/query-scope.tsx";

/**
 * A scene whose code is fetched when it first renders (React.lazy), so no page ships the code of
 * the others. `id` is the module's path under app/, the key Vite's manifest gives its chunk. The
 * scene is rendered inside the page's QueryClientProvider, which loads with it, unless it says
 * `{ queries: false }`: the marketing pages, which ask the server nothing while they render.
 */
export function lazyScene<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { queries = true }: { queries?: boolean } = {},
) {
  const Lazy = lazy(async () => {
    if (!queries) return { default: await load() };
    const [Scene, { withQueryClient }] = await Promise.all([load(), import("../lib/query-scope")]);
    return { default: withQueryClient(Scene) };
  });
  const ids = queries ? [id, QUERY_SCOPE_MODULE] : [id];
  // biome-ignore lint/correctness/noComponentHookFactories: made once per scene at module level, as React.lazy is.
  function LazyScene(props: P) {
    return (
      <>
        <RecordModules ids={ids} />
        {createElement(Lazy as ComponentType<P>, props)}
      </>
    );
  }
  LazyScene.displayName = `Lazy(${id})`;
  return LazyScene;
}

import { type ComponentType, createElement, lazy, useContext } from "react";
import { RenderedModules, registerPreload } from "../lib/rendered-modules";

/** Records the modules of a lazy scene; renders nothing. */
function RecordModules({ ids }: { ids: string[] }) {
  const modules = useContext(RenderedModules);
  for (const id of ids) modules?.add(id);
  return null;
}

/** The module that provides the QueryClient to every lazy scene (see lib/query-client.ts). */
const QUERY_SCOPE_MODULE = "lib/query-scope.tsx";

/** A thenable that has already resolved, which React.lazy reads without suspending. */
function resolved<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes any thenable; this one calls back at once.
    then: (onFulfilled) => resolved(onFulfilled ? onFulfilled(value) : value) as never,
  };
}

/**
 * A scene whose code is fetched when it first renders (React.lazy), so no page ships the code of
 * the others. `id` is the module's path under app/, the key Vite's manifest gives its chunk (so
 * nothing else may import the module statically: Vite would merge it into a shared chunk). The
 * scene is rendered inside the page's QueryClientProvider, which loads with it, unless it says
 * `{ queries: false }`: the marketing pages, which ask the server nothing while they render.
 */
export function lazyScene<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { queries = true }: { queries?: boolean } = {},
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadScene = async () => {
    if (!queries) return load();
    const [Scene, { withQueryClient }] = await Promise.all([load(), import("../lib/query-scope")]);
    return withQueryClient(Scene);
  };
  const preload = () => {
    loading ??= loadScene().then(
      (Scene) => {
        loaded = Scene;
        return Scene;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  registerPreload(id, preload);
  // Preloaded (before hydration), the scene renders at once instead of suspending.
  const Lazy = lazy(() =>
    loaded
      ? (resolved({ default: loaded }) as Promise<{ default: ComponentType<P> }>)
      : preload().then((Scene) => ({ default: Scene })),
  );
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
  /** Starts loading the scene's code ahead of its first render. */
  LazyScene.preload = preload;
  return LazyScene;
}

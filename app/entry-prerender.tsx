import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app";
import { PUBLIC_PATHS } from "./content/marketing";
import { PageMetaCollector, type PageMetaData, renderPageMetaTags } from "./lib/page-meta";
import { getQueryClient } from "./lib/query-client";
import { RenderedModules } from "./lib/rendered-modules";

export { PUBLIC_PATHS, renderPageMetaTags };

/** A prerendered page: its HTML, the meta its page declared, the modules it rendered lazily. */
export interface RenderedPage {
  html: string;
  meta: PageMetaData | null;
  /** Paths under app/ (keys of Vite's manifest) whose chunks the page needs at once. */
  modules: string[];
}

/**
 * Renders one public path to HTML (used at build time only). React's static prerender waits for
 * every lazily loaded scene and page body, so the HTML is the page as hydration will find it.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const collector: { meta: PageMetaData | null } = { meta: null };
  const modules = new Set<string>();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderedModules.Provider value={modules}>
        <PageMetaCollector.Provider value={collector}>
          <StaticRouter location={path}>
            <App />
          </StaticRouter>
        </PageMetaCollector.Provider>
      </RenderedModules.Provider>
    </StrictMode>,
    {
      // Inline every boundary: React would otherwise move a large one to the end of the page,
      // hidden until an inline script (which our CSP forbids) puts it in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  // Cached queries hold garbage-collection timers that would keep the build process alive, and
  // one page's cache must not reach the next.
  getQueryClient().clear();
  return { html, meta: collector.meta, modules: [...modules] };
}

import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./app";
import { PUBLIC_PATHS } from "./content/marketing";
import { PageMetaCollector, type PageMetaData, renderPageMetaTags } from "./lib/page-meta";
import { createQueryClient } from "./lib/query-client";

export { PUBLIC_PATHS, renderPageMetaTags };

/** Renders one public path to HTML, with the meta its page declared (used at build time only). */
export function renderPage(path: string): { html: string; meta: PageMetaData | null } {
  const collector: { meta: PageMetaData | null } = { meta: null };
  const queryClient = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector.Provider value={collector}>
        <StaticRouter location={path}>
          <App queryClient={queryClient} />
        </StaticRouter>
      </PageMetaCollector.Provider>
    </StrictMode>,
  );
  // Cached queries hold garbage-collection timers that would keep the build process alive.
  queryClient.clear();
  return { html, meta: collector.meta };
}

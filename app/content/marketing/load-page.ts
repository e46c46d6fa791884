import { registerPreload } from "../../lib/rendered-modules";
import { allMarketingPages } from ".";
import type { MarketingEntry, MarketingPage, MarketingPageBody } from "./types";

// One chunk per page body: Vite turns each file into its own dynamic import.
const BODIES = import.meta.glob<MarketingPageBody>("./pages/*/*.ts", { import: "body" });

/** The module of a page's body as Vite's manifest names it (relative to app/). */
export function pageBodyModule(page: Pick<MarketingEntry, "section" | "slug">): string {
  return `content/marketing/pages/${page.section}/${page.slug}.ts`;
}

/** A promise that React's `use` can read without suspending once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

// React's `use` needs the same promise on every render of a page.
const loaded = new Map<string, TrackedPromise<MarketingPage>>();

/** The whole page of an entry: its body is fetched once, on first use. */
export function loadMarketingPage(entry: MarketingEntry): Promise<MarketingPage> {
  const key = `./pages/${entry.section}/${entry.slug}.ts`;
  let page = loaded.get(key);
  if (!page) {
    const load = BODIES[key];
    if (!load) return Promise.reject(new Error(`No body for the marketing page ${key}.`));
    const loading: TrackedPromise<MarketingPage> = load().then((body) => {
      const whole = { ...entry, ...body };
      // React reads these fields: a page loaded before hydration renders without suspending.
      loading.status = "fulfilled";
      loading.value = whole;
      return whole;
    });
    page = loading;
    loaded.set(key, page);
  }
  return page;
}

for (const entry of allMarketingPages) registerPreload(pageBodyModule(entry), () => loadMarketingPage(entry));

let everyPage: Promise<MarketingPage[]> | undefined;

/** Every marketing page with its body (the visitors' search reads their leads). */
export function loadAllMarketingPages(): Promise<MarketingPage[]> {
  everyPage ??= Promise.all(allMarketingPages.map(loadMarketingPage));
  return everyPage;
}

import { type MarketingPage, type MarketingSection, marketingPath } from "../content/marketing";
import type { MarketingIconName } from "../content/marketing/types";

/** Spec §5/§9: searches start at 2 characters and wait 300 ms after the last key. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULTS_PER_TYPE = 5;

const TYPE_LABELS: Record<MarketingSection, string> = {
  benefits: "Benefit",
  features: "Feature",
  communities: "Community",
};

export interface SiteSearchResult {
  id: string;
  name: string;
  description: string;
  type: string;
  icon: MarketingIconName;
  /** Not built yet: the result says "Coming soon". */
  coming: boolean;
  url: string;
}

/**
 * The visitors' search: the public pages whose title, menu text or lead contains the query
 * (case-insensitive), titles first, at most 5 per kind of page.
 */
export function searchSitePages(pages: MarketingPage[], query: string): SiteSearchResult[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_LENGTH) return [];
  const scored = pages
    .map((page) => {
      const inTitle = `${page.menuTitle} ${page.title}`.toLowerCase().includes(needle);
      const inBody = `${page.menuDescription} ${page.lead}`.toLowerCase().includes(needle);
      return { page, score: inTitle ? 2 : inBody ? 1 : 0 };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const perType = new Map<MarketingSection, number>();
  const results: SiteSearchResult[] = [];
  for (const { page } of scored) {
    const count = perType.get(page.section) ?? 0;
    if (count >= SEARCH_RESULTS_PER_TYPE) continue;
    perType.set(page.section, count + 1);
    results.push({
      id: `${page.section}-${page.slug}`,
      name: page.menuTitle,
      description: page.menuDescription,
      type: TYPE_LABELS[page.section],
      icon: page.icon,
      coming: page.coming === true,
      url: marketingPath(page),
    });
  }
  return results;
}

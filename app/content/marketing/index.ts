import { benefitEntries } from "./benefits";
import { communityEntries } from "./communities";
import { featureEntries } from "./features";
import { MARKETING_SECTIONS } from "./section-labels";
import { sectionIndexes } from "./sections";
import type {
  MarketingEntry,
  MarketingPage,
  MarketingPageBody,
  MarketingSection,
  SectionIndex,
} from "./types";

export type { MarketingEntry, MarketingPage, MarketingPageBody, MarketingSection, SectionIndex };
export { MARKETING_SECTIONS, sectionIndexes };

/** Each section's pages in menu order (entries: the bodies load with their page). */
export const pagesBySection: Record<MarketingSection, MarketingEntry[]> = {
  benefits: benefitEntries,
  features: featureEntries,
  communities: communityEntries,
};

export const allMarketingPages: MarketingEntry[] = MARKETING_SECTIONS.flatMap(
  (section) => pagesBySection[section],
);

/** The path of a marketing page, e.g. `/features/groups`. */
export function marketingPath(page: Pick<MarketingEntry, "section" | "slug">): string {
  return `/${page.section}/${page.slug}`;
}

/** The page for a section and slug, or undefined for an unknown slug. */
export function findMarketingPage(section: MarketingSection, slug: string): MarketingEntry | undefined {
  return pagesBySection[section].find((page) => page.slug === slug);
}

/** The page at a path such as `/benefits/time-saving`, or undefined. */
export function marketingPageByPath(path: string): MarketingEntry | undefined {
  return allMarketingPages.find((page) => marketingPath(page) === path);
}

/** Every public path that is prerendered at build time. */
export const PUBLIC_PATHS: string[] = [
  "/",
  ...MARKETING_SECTIONS.map((section) => `/${section}`),
  ...allMarketingPages.map(marketingPath),
  "/beta-signup",
  "/privacy-policy",
  "/terms-of-service",
  "/accessibility",
];

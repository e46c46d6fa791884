import { benefitPages } from "./benefits";
import { communityPages } from "./communities";
import { featurePages } from "./features";
import { sectionIndexes } from "./sections";
import type { MarketingPage, MarketingSection, SectionIndex } from "./types";

export type { MarketingPage, MarketingSection, SectionIndex };
export { sectionIndexes };

export const MARKETING_SECTIONS: MarketingSection[] = ["benefits", "features", "communities"];

export const pagesBySection: Record<MarketingSection, MarketingPage[]> = {
  benefits: benefitPages,
  features: featurePages,
  communities: communityPages,
};

export const allMarketingPages: MarketingPage[] = MARKETING_SECTIONS.flatMap(
  (section) => pagesBySection[section],
);

/** The path of a marketing page, e.g. `/features/groups`. */
export function marketingPath(page: Pick<MarketingPage, "section" | "slug">): string {
  return `/${page.section}/${page.slug}`;
}

/** The page for a section and slug, or undefined for an unknown slug. */
export function findMarketingPage(section: MarketingSection, slug: string): MarketingPage | undefined {
  return pagesBySection[section].find((page) => page.slug === slug);
}

/** The page at a path such as `/benefits/time-saving`, or undefined. */
export function marketingPageByPath(path: string): MarketingPage | undefined {
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
];

import type { MarketingSection } from "./types";

/**
 * The sections in menu order and their labels: all that the route tree and the header's first
 * paint need, kept apart from the copy so that every page does not ship it.
 */
export const MARKETING_SECTIONS: MarketingSection[] = ["benefits", "features", "communities"];

/** The mega-menu trigger labels. */
export const SECTION_LABELS: Record<MarketingSection, string> = {
  benefits: "Benefits",
  features: "Features",
  communities: "Communities",
};

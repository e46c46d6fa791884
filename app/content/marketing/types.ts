/** The three marketing sections, each with a mega-menu in the signed-out header. */
export type MarketingSection = "benefits" | "features" | "communities";

/** A titled block of copy: a highlight, a step or a use case. */
export interface CopyBlock {
  title: string;
  body: string;
}

/** A question and its answer, shown in a page's FAQ. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * One marketing page as the menus, the section indexes, related links and the prerender list see
 * it. Every page is rendered by the same template from its entry and its body.
 */
export interface MarketingEntry {
  section: MarketingSection;
  /** The last path segment: `/features/{slug}`. */
  slug: string;
  /** One emoji shown in the mega-menu and the page hero. */
  emoji: string;
  /** Short name in the mega-menu, 1 to 3 words. */
  menuTitle: string;
  /** One line under the menu title, at most 80 characters. */
  menuDescription: string;
  /** The page's H1. */
  title: string;
}

/**
 * The rest of a page (`pages/{section}/{slug}.ts`), loaded with that page alone so that no page
 * ships the copy of the others.
 */
export interface MarketingPageBody {
  /** The meta and Open Graph description, at most 160 characters. */
  metaDescription: string;
  /** The hero paragraph under the H1, 2 to 3 sentences. */
  lead: string;
  /** What the page's subject gives a member or organisation: 3 to 6 blocks. */
  highlights: CopyBlock[];
  /** How it works in Common Ground, in order: 3 to 4 steps. */
  steps: CopyBlock[];
  /** Who uses it and for what: 2 to 3 short scenarios. */
  useCases: CopyBlock[];
  /** 2 to 4 questions a visitor would ask, answered truthfully. */
  faq: FaqEntry[];
  /** Paths of 2 to 3 related marketing pages, e.g. "/features/events". */
  related: string[];
  /** Closing call to action. */
  cta: CopyBlock;
}

/** A whole marketing page: its entry and its body. */
export type MarketingPage = MarketingEntry & MarketingPageBody;

/** The index page of a section: /benefits, /features, /communities. */
export interface SectionIndex {
  section: MarketingSection;
  /** The mega-menu trigger label: "Benefits", "Features", "Communities". */
  label: string;
  title: string;
  metaDescription: string;
  lead: string;
}

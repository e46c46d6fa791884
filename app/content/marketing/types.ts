/** The three marketing sections, each with a mega-menu in the signed-out header. */
export type MarketingSection = "benefits" | "features" | "communities";

/**
 * The pictures beside marketing copy: names of icons from the icon library (drawn by
 * components/marketing/marketing-icon.tsx). Icons, not emoji: emoji show as empty boxes on systems
 * without an emoji font.
 */
export type MarketingIconName =
  | "user"
  | "users"
  | "puzzle"
  | "calendar"
  | "messages"
  | "bell"
  | "helping-hand"
  | "chart"
  | "medal"
  | "lock"
  | "trophy"
  | "network"
  | "notebook"
  | "clipboard"
  | "waypoints"
  | "sparkles"
  | "link"
  | "camera"
  | "coins"
  | "megaphone"
  | "magnet"
  | "shield"
  | "timer"
  | "sprout"
  | "building"
  | "landmark"
  | "handshake"
  | "graduation-cap";

/** The drawings of the product a page may show in its hero (components/marketing/illustrations). */
export type MarketingIllustration = "event-shifts" | "feed-post" | "community-tree";

/**
 * Marks copy about something Common Ground does not do yet (native apps, public impact pages,
 * imports, …): it is shown with a "Coming soon" badge instead of being sold. honesty.test.ts
 * keeps every other piece of copy free of those features.
 */
export interface MaybeComing {
  coming?: true;
}

/** A titled block of copy: a highlight, a step or a use case. */
export interface CopyBlock extends MaybeComing {
  title: string;
  body: string;
}

/** A question and its answer, shown in a page's FAQ. */
export interface FaqEntry extends MaybeComing {
  question: string;
  answer: string;
}

/**
 * One marketing page as the menus, the section indexes, related links and the prerender list see
 * it. Every page is rendered by the same template from its entry and its body.
 */
export interface MarketingEntry extends MaybeComing {
  section: MarketingSection;
  /** The last path segment: `/features/{slug}`. */
  slug: string;
  /** The icon shown in the mega-menu, the cards and the page hero. */
  icon: MarketingIconName;
  /** A drawing of the product beside the hero; never on a page that is still coming. */
  illustration?: MarketingIllustration;
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

import type { MarketingEntry } from "./types";

/** The benefits pages in menu order; each page's body is in pages/benefits/. */
export const benefitEntries: MarketingEntry[] = [
  {
    section: "benefits",
    slug: "increase-revenue",
    icon: "coins",
    menuTitle: "Increase Revenue",
    menuDescription: "Give funders and sponsors verified numbers they can trust",
    title: "Turn Your Community's Work Into Evidence Funders Can Use",
  },
  {
    section: "benefits",
    slug: "amplify-reach",
    icon: "megaphone",
    illustration: "feed-post",
    menuTitle: "Amplify Reach",
    menuDescription: "Get your news in front of members, partners and their networks",
    title: "Reach Further Than Your Mailing List",
  },
  {
    section: "benefits",
    slug: "recruitment-retention",
    icon: "magnet",
    illustration: "feed-post",
    menuTitle: "Recruitment & Retention",
    menuDescription: "Welcome new members quickly and keep volunteers coming back",
    title: "Bring People In and Give Them Reasons to Stay",
  },
  {
    section: "benefits",
    slug: "community-trust",
    icon: "shield",
    illustration: "community-tree",
    menuTitle: "Community Trust",
    menuDescription: "Clear roles, moderation and a platform that doesn't sell data",
    title: "Earn Trust With Clear Roles and Private Spaces",
  },
  {
    section: "benefits",
    slug: "time-saving",
    icon: "timer",
    illustration: "event-shifts",
    menuTitle: "Time Saving",
    menuDescription: "Fewer spreadsheets, sign-up sheets and reminder e-mails",
    title: "Spend Less Time on Spreadsheets and Sign-up Sheets",
  },
];

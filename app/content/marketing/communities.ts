import type { MarketingEntry } from "./types";

/** The communities pages in menu order; each page's body is in pages/communities/. */
export const communityEntries: MarketingEntry[] = [
  {
    section: "communities",
    slug: "nonprofits",
    emoji: "🌱",
    menuTitle: "Nonprofits",
    menuDescription: "Organize volunteers, verify hours and report to your board",
    title: "Built for Nonprofits That Run on Volunteers",
  },
  {
    section: "communities",
    slug: "businesses",
    emoji: "🏢",
    menuTitle: "Businesses",
    menuDescription: "Run employee volunteering and show up for your community",
    title: "For Businesses That Show Up for Their Communities",
  },
  {
    section: "communities",
    slug: "chamber-commerce",
    emoji: "🏛️",
    menuTitle: "Chambers of Commerce",
    menuDescription: "Connect member businesses and fill your event calendar",
    title: "For Chambers of Commerce That Connect Local Business",
  },
  {
    section: "communities",
    slug: "alliances",
    emoji: "🤝",
    menuTitle: "Alliances",
    menuDescription: "Coordinate coalitions of organizations toward a shared goal",
    title: "For Alliances and Coalitions Working Toward One Goal",
  },
  {
    section: "communities",
    slug: "schools",
    emoji: "🎓",
    menuTitle: "Schools",
    menuDescription: "Service hours, clubs and family volunteers in one place",
    title: "For Schools Building Service Into Student Life",
  },
];

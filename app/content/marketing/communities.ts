import type { MarketingEntry } from "./types";

/** The communities pages in menu order; each page's body is in pages/communities/. */
export const communityEntries: MarketingEntry[] = [
  {
    section: "communities",
    slug: "nonprofits",
    icon: "sprout",
    illustration: "event-shifts",
    menuTitle: "Nonprofits",
    menuDescription: "Organize volunteers, fill shifts and keep everyone informed",
    title: "Built for Nonprofits That Run on Volunteers",
  },
  {
    section: "communities",
    slug: "businesses",
    icon: "building",
    illustration: "event-shifts",
    menuTitle: "Businesses",
    menuDescription: "Run employee volunteering and show up for your community",
    title: "For Businesses That Show Up for Their Communities",
  },
  {
    section: "communities",
    slug: "chamber-commerce",
    icon: "landmark",
    illustration: "community-tree",
    menuTitle: "Chambers of Commerce",
    menuDescription: "Connect member businesses and fill your event calendar",
    title: "For Chambers of Commerce That Connect Local Business",
  },
  {
    section: "communities",
    slug: "alliances",
    icon: "handshake",
    illustration: "community-tree",
    menuTitle: "Alliances",
    menuDescription: "Coordinate coalitions of organizations toward a shared goal",
    title: "For Alliances and Coalitions Working Toward One Goal",
  },
  {
    section: "communities",
    slug: "schools",
    icon: "graduation-cap",
    illustration: "community-tree",
    menuTitle: "Schools",
    menuDescription: "Clubs, school events and family volunteers in one place",
    title: "For Schools Building Service Into Student Life",
  },
];

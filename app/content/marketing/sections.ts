import { SECTION_LABELS } from "./section-labels";
import type { MarketingSection, SectionIndex } from "./types";

export const sectionIndexes: Record<MarketingSection, SectionIndex> = {
  benefits: {
    section: "benefits",
    label: SECTION_LABELS.benefits,
    title: "What Your Organization Gains",
    metaDescription:
      "How Common Ground helps organizations reach more people, keep volunteers, earn trust and save coordinators' time on sign-ups and reminders.",
    lead: "Common Ground is more than a place to post updates. It helps your organization reach further, keep the volunteers it recruits, run its spaces with clear roles and hand the repetitive coordinating to software, so your people can spend their time on the mission.",
  },
  features: {
    section: "features",
    label: SECTION_LABELS.features,
    title: "Everything a Community Needs in One Place",
    metaDescription:
      "Groups, partnerships, events with volunteer shifts, verified volunteer hours, awards, leaderboards, reports, workspaces, feeds and notifications.",
    lead: "Members, groups and partnerships; events with registration, volunteer shifts and check-in; verified volunteer hours with transcripts; awards, milestone badges, points and reports; feeds, notifications and live-edited workspaces. Here is each part of Common Ground and what it does for your community.",
  },
  communities: {
    section: "communities",
    label: SECTION_LABELS.communities,
    title: "Made for the Organizations That Hold Communities Together",
    metaDescription:
      "Common Ground serves nonprofits, businesses, chambers of commerce, alliances and schools. See how each uses groups, events, volunteer shifts and workspaces.",
    lead: "A food bank, a company's volunteer program, a chamber of commerce, a coalition and a school all organize people in different ways. See how each of them puts Common Ground to work.",
  },
};

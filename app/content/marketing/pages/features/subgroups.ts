import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Split a group into subgroups and a partnership into sub-partnerships for committees, chapters, classes or regions, each with its own members and feed.",
  lead: "Real organizations have structure: chapters inside a federation, committees inside a board, classes inside a school. Common Ground mirrors that with subgroups and sub-partnerships, each with its own members, roles and feed, under the community they belong to.",
  highlights: [
    {
      title: "Subgroups under groups",
      body: "Owners and admins of a group create subgroups for committees, teams or locations.",
    },
    {
      title: "Sub-partnerships under partnerships",
      body: "A partnership can hold sub-partnerships for programs, regions or member organizations.",
    },
    {
      title: "Teams inside an event",
      body: "Events can have their own subgroups too, handy for crews, stations or teams on the day.",
    },
    {
      title: "Clearly labeled",
      body: "Lists and dashboards mark each community as a Group, Subgroup, Partnership or Sub Partnership, so members know where they are.",
    },
  ],
  steps: [
    {
      title: "Start from the parent",
      body: "Open the group, partnership or event you manage and choose to create a subgroup or sub-partnership.",
    },
    {
      title: "Give it a purpose",
      body: "Name it, describe it and add the people who belong in it.",
    },
    {
      title: "Let it run",
      body: "The subgroup posts to its own feed and keeps its own members and roles, while the parent stays the home for everyone.",
    },
  ],
  useCases: [
    {
      title: "A statewide federation",
      body: "A literacy federation runs one partnership with a sub-partnership for each local chapter, each with its own admins.",
    },
    {
      title: "A festival's volunteer crews",
      body: "A street festival event has subgroups for setup, information booth and cleanup crews, each posting its own updates.",
    },
  ],
  faq: [
    {
      question: "What happens to subgroups if the parent is deleted?",
      answer:
        "Deleting a group or partnership deletes its subgroups too, so be sure before you remove a parent.",
    },
    {
      question: "Does joining a subgroup make me a member of the parent?",
      answer: "Memberships are kept per community, so each subgroup has its own list of members and roles.",
    },
  ],
  related: ["/features/groups", "/features/partnerships", "/features/roles-privacy"],
  cta: {
    title: "Map your real structure",
    body: "Join the beta and build groups and partnerships with the layers your organization already has.",
  },
};

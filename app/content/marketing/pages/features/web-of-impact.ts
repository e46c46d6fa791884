import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Members, groups, partnerships and events are linked through memberships, connections and registrations, so you can see who is involved where.",
  lead: "Impact rarely comes from one organization alone. On Common Ground, members connect with each other, belong to groups and partnerships, and register for events on their behalf, and every one of those links is visible and searchable.",
  highlights: [
    {
      title: "People linked to people",
      body: "Connections between members bring each other's posts into their feeds and show who knows whom.",
    },
    {
      title: "People linked to communities",
      body: "Memberships show which groups and partnerships a person belongs to and in what role.",
    },
    {
      title: "Communities linked to events",
      body: "When members register on behalf of a group or partnership, the registration records which organization each person came with.",
    },
    {
      title: "Everything is searchable",
      body: "Search members, groups, partnerships and events from one box and follow the links from there.",
    },
  ],
  steps: [
    {
      title: "Connect",
      body: "Send and accept connection requests with the people you work alongside.",
    },
    {
      title: "Join and register",
      body: "Join communities and register for events, for yourself or on behalf of a group or partnership.",
    },
    {
      title: "Follow the threads",
      body: "From search results, member lists and profiles, move on to the people and communities connected to them.",
    },
  ],
  useCases: [
    {
      title: "Finding a partner for a new program",
      body: "A nonprofit director looks up a business that registered employees for last month's cleanup and reaches out to its community lead.",
    },
    {
      title: "Spotting connectors",
      body: "A chamber's staff notice the members who belong to several partnerships and invite them to co-chair a joint event.",
    },
  ],
  faq: [
    {
      question: "Is there a visual network map?",
      answer:
        "Not as a diagram. The connections appear on profiles, community pages, event registrations and search results, and you follow them from there.",
    },
    {
      question: "Can I remove a connection?",
      answer: "Yes. Connections can be declined when requested and removed later at any time.",
    },
  ],
  related: ["/features/members", "/features/seamless-collaboration", "/communities/chamber-commerce"],
  cta: {
    title: "Make your network visible",
    body: "Join the beta and see how your people, communities and events fit together.",
  },
};

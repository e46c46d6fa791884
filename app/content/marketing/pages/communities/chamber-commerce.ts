import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Bring member businesses together with partnerships, networking events with registration codes, connections between members, and councils as subgroups.",
  lead: "A chamber's value is the connections it makes between local businesses and the community. Common Ground gives your chamber a place where member businesses meet, find each other, turn up to events and take on civic projects together.",
  highlights: [
    {
      title: "Members who can find each other",
      body: "Business owners and staff connect with one another and find people, groups and events through search.",
    },
    {
      title: "Events for members and the public",
      body: "Open a mixer to everyone, or require a registration code so only member businesses can register for a members-only breakfast.",
    },
    {
      title: "Councils and committees",
      body: "Run your small-business council, young professionals group or ambassadors committee as sub-partnerships with their own feeds.",
    },
    {
      title: "Civic projects with member businesses",
      body: "When the chamber organizes a community project, member companies register their employees on their own behalf.",
    },
    {
      title: "News that reaches members",
      body: "Announcements posted to the chamber's partnership reach members in the app, by e-mail or by push, per their settings.",
    },
  ],
  steps: [
    {
      title: "Set up the chamber",
      body: "Create a partnership for the chamber with sub-partnerships for councils and committees.",
    },
    {
      title: "Welcome member businesses",
      body: "Members join the chamber and connect with one another; their companies can have groups of their own.",
    },
    {
      title: "Fill the calendar",
      body: "Post networking events, workshops and service projects; members register and add them to their calendars.",
    },
  ],
  useCases: [
    {
      title: "A members-only breakfast",
      body: "The chamber shares a registration code in its member newsletter, and only members who have it can register for the seats.",
    },
    {
      title: "A main-street cleanup",
      body: "Twelve member shops register teams of employees on their own behalf, and the chamber posts the photos afterwards.",
    },
  ],
  faq: [
    {
      question: "Does Common Ground manage membership dues?",
      answer:
        "No. There's no billing or dues collection. Keep using your current system for payments and use Common Ground for the community around them.",
    },
    {
      question: "Can the public see our events?",
      answer:
        "Public events can be viewed and joined by anyone signed in to the site. Visitors without an account are invited to sign up first.",
    },
  ],
  related: ["/features/web-of-impact", "/features/events", "/communities/businesses"],
  cta: {
    title: "Give your members more reasons to connect",
    body: "Join the beta and bring your chamber's events, councils and conversations into one place.",
  },
};

import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Partnerships, joint events and registering on behalf of a group or partnership let nonprofits, businesses and schools work together in one place.",
  lead: "The biggest projects involve more than one organization: a nonprofit, a business sponsor, a school, a city program. Common Ground gives them shared ground to work on, with partnerships for the alliance, events that several organizations take part in, and registrations that show who each person is representing.",
  highlights: [
    {
      title: "A partnership for the joint effort",
      body: "Create a partnership that people from every participating organization join, with its own feed, roles and workspace.",
    },
    {
      title: "Events run together",
      body: "Create the event, plan its logistics in the partnership's workspace, and let every partner's people register.",
    },
    {
      title: "Registering for your organization",
      body: "Members can register for an event on behalf of a group or partnership they belong to, so hosts see which organizations are sending people.",
    },
    {
      title: "Employees alongside volunteers",
      body: "A separate employee registration type lets a business's staff take part visibly next to community volunteers.",
    },
  ],
  steps: [
    {
      title: "Set up the partnership",
      body: "One organization creates it and the others' people join; admins can come from any partner.",
    },
    {
      title: "Plan together",
      body: "Write the plan in the partnership's workspace and coordinate in its feed.",
    },
    {
      title: "Show up together",
      body: "Each organization registers its people for the event on its own behalf, and the host sees every organization's people on one roster.",
    },
  ],
  useCases: [
    {
      title: "A school and a business",
      body: "A middle school and a local engineering firm run a science fair together: the firm's staff register as employees, the school's parent group registers its volunteers.",
    },
    {
      title: "A disaster-relief network",
      body: "Four relief organizations share one partnership and register their teams for each distribution day under their own names.",
    },
  ],
  faq: [
    {
      question: "How is this different from the Collaboration feature?",
      answer:
        "Collaboration is about working together inside one community. This is about several organizations working together through partnerships, joint events and registrations on each other's behalf.",
    },
    {
      question: "Do partner organizations need their own Common Ground site?",
      answer:
        "No. They join the same site; each organization can have its own group or partnership and also take part in the shared one.",
    },
  ],
  related: ["/features/partnerships", "/features/collaboration", "/communities/alliances"],
  cta: {
    title: "Bring your partners onto shared ground",
    body: "Join the beta and run your next joint project in one place instead of five inboxes.",
  },
};

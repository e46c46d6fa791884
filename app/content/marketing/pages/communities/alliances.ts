import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Give your coalition a partnership with sub-partnerships for each member organization, private planning spaces, shared workspaces and joint events.",
  lead: "Coalitions get things done that no single member could, but coordinating them usually means long e-mail chains and scattered documents. Common Ground gives an alliance one partnership where every member organization's people plan, announce and act together.",
  highlights: [
    {
      title: "One partnership for the coalition",
      body: "Everyone from every member organization joins the alliance's partnership and sees the same announcements and plans.",
    },
    {
      title: "Room for each member",
      body: "Sub-partnerships give each member organization, region or working group its own space under the alliance.",
    },
    {
      title: "Private strategy, public campaigns",
      body: "Keep the steering committee's space private and open the campaign group to anyone who wants to help.",
    },
    {
      title: "Shared documents, edited live",
      body: "Draft the joint statement or the action plan together in the partnership's workspace, with several people editing at once.",
    },
    {
      title: "Joint events with clear credit",
      body: "At alliance events, people register on behalf of their own organization, so each member's contribution is visible.",
    },
  ],
  steps: [
    {
      title: "Form the partnership",
      body: "Create the alliance's partnership and choose who from each member organization becomes an admin.",
    },
    {
      title: "Organize the members",
      body: "Add sub-partnerships for member organizations, regions or working groups.",
    },
    {
      title: "Plan and act together",
      body: "Draft in the workspace, announce in the feed and bring everyone to joint events.",
    },
  ],
  useCases: [
    {
      title: "A climate coalition",
      body: "Eight environmental groups coordinate a tree-planting season, each registering its volunteers on its own behalf and sharing one report.",
    },
    {
      title: "A youth services network",
      body: "Agencies serving young people share upcoming programs in a private partnership and keep their joint protocols in its workspace.",
    },
  ],
  faq: [
    {
      question: "Can members of the alliance belong to other communities too?",
      answer:
        "Yes. People keep one account and can belong to the alliance, their own organization's group and any other community at the same time.",
    },
    {
      question: "Who controls the alliance's space?",
      answer:
        "Its owner and admins, whom you can choose from any member organization. Moderators can keep the conversation on track.",
    },
  ],
  related: ["/features/partnerships", "/features/seamless-collaboration", "/benefits/community-trust"],
  cta: {
    title: "Give your coalition common ground",
    body: "Join the beta and coordinate your alliance in one shared place.",
  },
};

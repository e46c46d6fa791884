import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Partnerships are organization-like communities: a home for an organization or a coalition, with members, roles, sub-partnerships and their own events.",
  lead: "Some communities are bigger than a team: an organization with programs, or several organizations pursuing a shared goal. Partnerships on Common Ground are built for that, with their own feed, members, roles and visibility, plus sub-partnerships for the programs and regions underneath.",
  highlights: [
    {
      title: "Built for organizations",
      body: "A partnership carries a name, description, profile image and cover photo, and represents an organization or coalition rather than a single team.",
    },
    {
      title: "Sub-partnerships for structure",
      body: "Create sub-partnerships for programs, regions or working committees while the parent partnership ties them together.",
    },
    {
      title: "Register as the partnership",
      body: "When members sign up for an event, they can register on behalf of a partnership they belong to, so the host knows which organization is showing up.",
    },
    {
      title: "Public or private",
      body: "Open a partnership to any signed-in member or keep it private and approve join requests one by one.",
    },
    {
      title: "Hours and requirements for the organization",
      body: "Partnership admins verify the volunteer hours logged for the partnership and its events, set service-hour requirements and follow the progress of the members who share their hours.",
    },
    {
      title: "Reports at the organization level",
      body: "Each partnership's admins get a report of members, events, registrations, attendance and verified hours, with every sub-partnership included and each person counted once.",
    },
  ],
  steps: [
    {
      title: "Create the partnership",
      body: "Describe the organization or coalition, add its images and choose its visibility.",
    },
    {
      title: "Add the layers beneath",
      body: "Set up sub-partnerships for each program or region and give each its own admins.",
    },
    {
      title: "Act together",
      body: "Post to the whole partnership, plan in its workspace, and register for events on the partnership's behalf.",
    },
  ],
  useCases: [
    {
      title: "A regional housing coalition",
      body: "Five nonprofits share one partnership for announcements and planning, with a sub-partnership for each county's working group.",
    },
    {
      title: "A company's community program",
      body: "A business runs its volunteering as a partnership, and employees register for partner events on the company's behalf.",
    },
  ],
  faq: [
    {
      question: "Can a person belong to several partnerships?",
      answer:
        "Yes. Members can join as many groups and partnerships as they like; their dashboard lists their partnerships with their role in each.",
    },
    {
      question: "Do sub-partnerships share members with the parent?",
      answer:
        "Each sub-partnership has its own membership and roles, so a regional committee can stay focused while the parent brings everyone together.",
    },
  ],
  related: ["/features/seamless-collaboration", "/features/subgroups", "/communities/alliances"],
  cta: {
    title: "Give your organization a proper home",
    body: "Join the beta and set up your partnership with the structure you already have.",
  },
};

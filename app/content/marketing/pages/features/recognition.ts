import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Admins give awards with a title, description and badge, and members earn milestone badges automatically at 10, 25, 50, 100, 250 and 500 verified hours.",
  lead: "People keep showing up when they feel seen. Common Ground lets community admins give awards that name what someone did, and hands out milestone badges automatically as members' verified hours add up.",
  highlights: [
    {
      title: "Awards in your own words",
      body: "An admin gives an award with a title, a description and a badge, such as Shift Lead of the Season or Founding Volunteer.",
    },
    {
      title: "Milestones nobody has to track",
      body: "Badges arrive on their own at 10, 25, 50, 100, 250 and 500 verified hours.",
    },
    {
      title: "Earned, not claimed",
      body: "Milestones count verified hours only, so every badge rests on work a host or admin confirmed.",
    },
  ],
  steps: [
    {
      title: "Members contribute",
      body: "Volunteers log their hours and hosts or admins verify them.",
    },
    {
      title: "Milestones happen automatically",
      body: "When a member's verified total crosses a milestone, the matching badge is awarded.",
    },
    {
      title: "Admins add the personal touch",
      body: "Give awards for the contributions numbers don't capture: the organizer, the mentor, the person who always stays to clean up.",
    },
  ],
  useCases: [
    {
      title: "An end-of-year celebration",
      body: "A youth mentoring program gives a Mentor of the Year award and shares a post congratulating everyone who reached 100 hours.",
    },
    {
      title: "A first milestone",
      body: "A new volunteer reaches 10 verified hours after her third Saturday shift and receives her first badge without anyone having to remember.",
    },
  ],
  faq: [
    {
      question: "Can we design our own badges?",
      answer:
        "Awards given by admins carry their own title, description and badge. Milestone badges are the same for everyone so they mean the same thing in every community.",
    },
    {
      question: "Do awards come with prizes?",
      answer: "No. Awards and badges are recognition only; they have no monetary value.",
    },
  ],
  related: ["/features/recognize-impact", "/features/gamification", "/benefits/recruitment-retention"],
  cta: {
    title: "Thank your people properly",
    body: "Join the beta and start recognizing the volunteers who make your community work.",
  },
};

import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Admins give awards with a title, a citation and a badge, and members earn milestone badges automatically at 10, 25, 50, 100, 250 and 500 verified hours.",
  lead: "People keep showing up when they feel seen. Common Ground lets the admins of a group, partnership or event give awards that name what someone did, and hands out milestone badges automatically as members' verified hours add up.",
  highlights: [
    {
      title: "Awards in your own words",
      body: "An admin gives an award with a title, a short citation, a description and, if you like, your own badge picture, such as Shift Lead of the Season or Founding Volunteer, to one member or several at once.",
    },
    {
      title: "The member hears about it",
      body: "Each recipient is notified in the app, and by e-mail or push if they allow it, and the award appears on their profile and in their volunteer history.",
    },
    {
      title: "Milestones nobody has to track",
      body: "Badges arrive on their own at 10, 25, 50, 100, 250 and 500 verified hours, announced once, and shown on the member's profile when they choose to show their verified hours.",
    },
    {
      title: "Earned, not claimed",
      body: "Milestones count verified hours only. If hours are later declined and the total falls below a milestone, its badge is taken back.",
    },
    {
      title: "The member stays in control",
      body: "A member can hide an award from their profile. If an award was given by mistake, the admins who give awards can revoke it with a reason, and it stays on record.",
    },
  ],
  steps: [
    {
      title: "Members contribute",
      body: "Volunteers check in at shifts or log their hours, and hosts, admins or outside supervisors verify them.",
    },
    {
      title: "Milestones happen automatically",
      body: "When a member's verified total crosses a milestone, the matching badge is given and the member is told.",
    },
    {
      title: "Admins add the personal touch",
      body: "Give awards for the contributions numbers don't capture: the organizer, the mentor, the person who always stays to clean up.",
    },
  ],
  useCases: [
    {
      title: "An end-of-year celebration",
      body: "A youth mentoring program gives its three Mentors of the Year the same award in one go, and each of them finds it on their profile that evening.",
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
        "Yes, for the awards you give: upload a picture for the badge, or leave it out and Common Ground shows a medal. Milestone badges are the same for everyone, so they mean the same thing in every community.",
    },
    {
      question: "Who can give awards?",
      answer:
        "The owners and admins of a group or partnership, the host of an event, and the admins of the communities above them. Awards go to current members of the group, partnership or event giving them.",
    },
    {
      question: "Do awards come with prizes?",
      answer: "No. Awards and badges are recognition only; they have no cash value.",
    },
  ],
  related: ["/features/recognize-impact", "/features/gamification", "/benefits/recruitment-retention"],
  cta: {
    title: "Thank your people properly",
    body: "Join the beta and start recognizing the volunteers who make your community work.",
  },
};

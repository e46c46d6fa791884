import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Members earn points for posting, commenting, verified hours and attendance, and can see per-community leaderboards, or opt out of appearing on them.",
  lead: "A little friendly competition can turn a slow month into a busy one. Common Ground awards points for taking part and shows a leaderboard in each community, while letting anyone who'd rather not be ranked step off the board.",
  highlights: [
    {
      title: "Points for what matters",
      body: "Members earn points for posting, commenting, verified volunteer hours and attending events.",
    },
    {
      title: "A leaderboard per community",
      body: "Each group, partnership and event has its own leaderboard, so a small team isn't compared with a citywide program.",
    },
    {
      title: "Opting out is easy",
      body: "Any member can choose not to appear on leaderboards; they keep their points and their volunteer history.",
    },
    {
      title: "Hard to game",
      body: "Hours only earn points once verified, so the board rewards real contribution, not just sign-ups.",
    },
  ],
  steps: [
    {
      title: "Take part",
      body: "Post, comment, attend events and log volunteer hours as usual.",
    },
    {
      title: "Points add up",
      body: "Each action is recorded in a points ledger, and verified hours and attendance add to it as they're confirmed.",
    },
    {
      title: "Check the board",
      body: "Open a community's leaderboard to see who's most active, or opt out of being listed.",
    },
  ],
  useCases: [
    {
      title: "A school house competition",
      body: "Each house is a subgroup, and students watch their house leaderboard climb during a spring service drive.",
    },
    {
      title: "An office giving month",
      body: "A company's volunteer partnership uses its leaderboard to celebrate the teams that logged the most verified hours.",
    },
  ],
  faq: [
    {
      question: "Do points have any cash value?",
      answer: "No. Points are a way to celebrate participation; they can't be exchanged for anything.",
    },
    {
      question: "Can I take part without being ranked?",
      answer:
        "Yes. Opt out of leaderboards and you won't appear on them, while your points and history still count for you.",
    },
  ],
  related: ["/features/recognition", "/benefits/recruitment-retention", "/communities/schools"],
  cta: {
    title: "Add a little friendly competition",
    body: "Join the beta and let points and leaderboards give your community an extra push.",
  },
};

import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Members earn points for posting, commenting, verified hours and attendance, and see each community's leaderboard, or opt out of appearing on it.",
  lead: "A little friendly competition can turn a slow month into a busy one. Common Ground gives points for taking part and shows a leaderboard in each community, while letting anyone who'd rather not be ranked step off the board.",
  highlights: [
    {
      title: "Points for what matters",
      body: "Members earn points for posts, comments, verified volunteer hours and the shifts they turn up for, and lose some when a host marks them as a no-show.",
    },
    {
      title: "A leaderboard per community",
      body: "Each group, partnership and event has its own leaderboard for this month, this year and all time, so a small team isn't compared with a citywide program.",
    },
    {
      title: "Opting out is easy",
      body: "Any member can choose not to appear on leaderboards; they keep their points and their volunteer history.",
    },
    {
      title: "Hard to game",
      body: "Hours earn points only once verified, only the first few posts and comments of each day earn points, and content a moderator removes earns nothing.",
    },
  ],
  steps: [
    {
      title: "Take part",
      body: "Post, comment, turn up for your shifts and log volunteer hours as usual.",
    },
    {
      title: "Points add up",
      body: "Points are counted for the community where you earned them, and verified hours add to them as they're confirmed.",
    },
    {
      title: "Check the board",
      body: "Open a community's leaderboard to see who's most active this month, this year or ever, or opt out of being listed.",
    },
  ],
  useCases: [
    {
      title: "A school house competition",
      body: "Each house is a subgroup with its own leaderboard, and students watch who in their house leads during a spring service drive.",
    },
    {
      title: "An office giving month",
      body: "A company's volunteer partnership looks at this month's leaderboard to thank the employees who gave the most.",
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
        "Yes. Opt out of leaderboards in your profile settings and you won't appear on them, while your points and history still count for you.",
    },
    {
      question: "Who can see a leaderboard?",
      answer:
        "Signed-in members who can see the community. Leaderboards are not published outside Common Ground.",
    },
  ],
  related: ["/features/recognition", "/benefits/recruitment-retention", "/communities/schools"],
  cta: {
    title: "Add a little friendly competition",
    body: "Join the beta and let points and leaderboards give your community an extra push.",
  },
};

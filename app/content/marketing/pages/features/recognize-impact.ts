import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "One verified hour does three jobs: it moves a member toward a milestone badge, earns points, and adds to the community's report and estimated value.",
  lead: "When an hour is verified on Common Ground, it doesn't just sit in a list. That one approval shows in the volunteer's history and transcripts, moves them toward a milestone badge, adds points on the community's leaderboard and counts in the report you share with your board or funders.",
  highlights: [
    {
      title: "One approval, three results",
      body: "Verifying a log updates the volunteer's history, their points and milestone badges, and the community's report, without anyone copying numbers.",
    },
    {
      title: "Recognition for the volunteer",
      body: "Verified totals unlock badges at 10, 25, 50, 100, 250 and 500 hours and earn points, and admins can add awards of their own.",
    },
    {
      title: "Results for the organization",
      body: "The same hours appear in the community's report, by month and by organization, with an estimate of what the time was worth, and in its CSV and PDF downloads.",
    },
    {
      title: "A record both sides trust",
      body: "Volunteers see which hours were verified and which were declined; admins know every figure was reviewed.",
    },
  ],
  steps: [
    {
      title: "A volunteer logs hours",
      body: "They check in and out at a shift, or note the date, how long and what they did for one of their communities or an outside organization.",
    },
    {
      title: "Someone who saw the work reviews",
      body: "The host, an admin or the outside supervisor verifies or declines the log.",
    },
    {
      title: "Recognition and reporting follow",
      body: "Badges, points and report totals update without anyone copying numbers by hand.",
    },
  ],
  useCases: [
    {
      title: "A volunteer appreciation night",
      body: "A hospital auxiliary gives awards to its longest-serving volunteers and shows the year's verified hours and their estimated value from its report.",
    },
    {
      title: "A corporate responsibility summary",
      body: "A company's community lead verifies employees' hours at the company's events and shares the year's report, printed as a PDF, with leadership.",
    },
  ],
  faq: [
    {
      question: "What counts as a verified hour?",
      answer:
        "An hour from a log that the event's host, an admin of the group or partnership it was logged for, or the supervisor at an outside organization has verified. Nobody verifies their own hours.",
    },
    {
      question: "Do pending hours earn anything?",
      answer:
        "Pending hours appear in the volunteer's history and start counting toward badges, points and reports once they're verified. Turning up for a shift earns attendance points at check-out, whether or not the hours are verified yet.",
    },
  ],
  related: ["/features/recognition", "/features/reporting", "/features/volunteer-management"],
  cta: {
    title: "Let every verified hour count twice",
    body: "Join the beta and connect your volunteers' recognition to the results you report.",
  },
};

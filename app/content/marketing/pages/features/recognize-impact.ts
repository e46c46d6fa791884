import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "One verified hour does three jobs: it moves a member toward a milestone badge, earns points, and adds to the community's report and estimated value.",
  lead: "Volunteers already log hours on Common Ground and hosts already verify them; today a verified hour shows in the volunteer's history, transcripts and service-hour progress. Next, that one approval will also move the volunteer toward a milestone badge, add points on the community's leaderboard and count in the report you share with your board or funders.",
  highlights: [
    {
      title: "One approval, three results",
      body: "Verifying a log updates the volunteer's history, their points and badges, and the community's report at the same time.",
    },
    {
      title: "Recognition for the volunteer",
      body: "Verified totals unlock badges at 10, 25, 50, 100, 250 and 500 hours and earn points.",
    },
    {
      title: "Results for the organization",
      body: "The same hours appear in the community's report with their estimated dollar value and in the CSV export.",
    },
    {
      title: "A record both sides trust",
      body: "Volunteers see which hours were verified and which were declined; admins know every figure was reviewed.",
    },
  ],
  steps: [
    {
      title: "A volunteer logs hours",
      body: "They note the date, hours and what they did, linked to the event, shift or organization.",
    },
    {
      title: "The host or an admin reviews",
      body: "They verify or decline the log.",
    },
    {
      title: "Recognition and reporting follow",
      body: "Badges, points and report totals update without anyone copying numbers by hand.",
    },
  ],
  useCases: [
    {
      title: "A volunteer appreciation night",
      body: "A hospital auxiliary reads out everyone who passed 100 verified hours this year and shows the total value of their time from the report.",
    },
    {
      title: "A corporate responsibility summary",
      body: "A company's community lead verifies employees' hours at partner events and shares both the badge count and the exported figures with leadership.",
    },
  ],
  faq: [
    {
      question: "What counts as a verified hour?",
      answer:
        "An hour from a log that the event host or an admin of the related group or partnership has approved.",
    },
    {
      question: "Do pending hours earn anything?",
      answer:
        "Not yet. Pending logs appear in the volunteer's history and start counting toward badges, points and reports once they're verified.",
    },
  ],
  related: ["/features/recognition", "/features/reporting", "/features/volunteer-management"],
  cta: {
    title: "Let every verified hour count twice",
    body: "Join the beta and connect your volunteers' recognition to the results you report.",
  },
};

import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Each group, partnership and event gets a report of members, events, registrations and verified hours with estimated value, in charts and CSV.",
  lead: "When a board member, a funder or a principal asks how things are going, the answer should take minutes, not a weekend. Every group, partnership and event on Common Ground has a report that counts members, events, registrations and verified hours, and exports to CSV.",
  highlights: [
    {
      title: "The core figures, per community",
      body: "See members, events, registrations and verified volunteer hours for the group, partnership or event you manage.",
    },
    {
      title: "An estimated value of volunteer time",
      body: "Verified hours are multiplied by a configurable hourly value, giving an estimate of the time your volunteers donated.",
    },
    {
      title: "Charts you can read at a glance",
      body: "The report draws the figures as charts, ready to screenshot for a slide or a newsletter.",
    },
    {
      title: "CSV for everything else",
      body: "Download the data as CSV and open it in any spreadsheet for your own analysis or a funder's template.",
    },
  ],
  steps: [
    {
      title: "Open the community",
      body: "Go to the group, partnership or event you administer.",
    },
    {
      title: "Read the report",
      body: "Review the counts and charts of members, events, registrations and verified hours.",
    },
    {
      title: "Export",
      body: "Download the CSV and share it with your board, funder or team.",
    },
  ],
  useCases: [
    {
      title: "A board meeting packet",
      body: "The volunteer manager of a literacy nonprofit exports the quarter's verified tutoring hours and adds the chart to the board slides.",
    },
    {
      title: "An event debrief",
      body: "After a citywide cleanup, the host compares registrations by type with the hours volunteers logged.",
    },
  ],
  faq: [
    {
      question: "Can we change the hourly value used for estimates?",
      answer:
        "The hourly value of volunteer time is set by the operator of your Common Ground site, so every community on that site uses the same figure.",
    },
    {
      question: "Do reports include unverified hours?",
      answer: "No. Hour totals and their estimated value are based on verified logs only.",
    },
    {
      question: "Can I see my own totals across communities?",
      answer:
        "Yes, your volunteer history does that. Reports look at one community at a time; your history follows you.",
    },
  ],
  related: ["/features/unified-tracking", "/benefits/increase-revenue", "/features/recognize-impact"],
  cta: {
    title: "Answer 'how are we doing?' in minutes",
    body: "Join the beta and let your reports build themselves as your community works.",
  },
};

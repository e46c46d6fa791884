import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Reports for each group, partnership and event: members, events, attendance and verified hours with their estimated value, as charts, CSV and PDF.",
  lead: "When a board member, a funder or a principal asks how things are going, the answer should take minutes, not a weekend. Every group, partnership and event on Common Ground has a report for its admins that counts members, events, registrations, attendance and verified hours for the period you choose, ready to download or print.",
  highlights: [
    {
      title: "The core figures, per community",
      body: "Members and how they grew, events held, registrations by type, shifts attended and no-shows, and verified volunteer hours by month and by organization.",
    },
    {
      title: "Subgroups rolled up",
      body: "A report covers the community and all its subgroups or sub-partnerships, however many layers deep, and counts each person and each hour once.",
    },
    {
      title: "An estimated value of volunteer time",
      body: "Verified hours are multiplied by an hourly value of volunteer time that each organization sets, so you can state what donated time was worth. It is an estimate, never cash, revenue or a tax deduction.",
    },
    {
      title: "Charts with the numbers beside them",
      body: "Each figure is drawn as a chart with its table underneath, so everyone can read it, including people using a screen reader.",
    },
    {
      title: "Ready for a board or a funder",
      body: "Download any table as a CSV file for a spreadsheet or a funder's template, or the whole report as a PDF to print or attach.",
    },
  ],
  steps: [
    {
      title: "Open the community",
      body: "Go to the group, partnership or event you run and open its report.",
    },
    {
      title: "Choose the period",
      body: "This month, this year, the last 12 months or dates of your own.",
    },
    {
      title: "Share it",
      body: "Download a table as CSV or the whole report as a PDF for your board, funder or team.",
    },
  ],
  useCases: [
    {
      title: "A board meeting packet",
      body: "The volunteer manager of a literacy nonprofit prints the quarter's report, with its verified tutoring hours by month, for the board's packet.",
    },
    {
      title: "An event debrief",
      body: "After a citywide cleanup, the host compares registrations by type with the shifts attended, the no-shows and the hours volunteers gave.",
    },
    {
      title: "A district overview",
      body: "A school district's admins read one report for all its schools' clubs, each volunteer and hour counted once, and see which school gave the most hours.",
    },
  ],
  faq: [
    {
      question: "Can we change the hourly value used for estimates?",
      answer:
        "Yes. Each group and partnership sets its own value, with the year and source of the figure; until it does, reports use Independent Sector's national figure, $34.79 an hour for 2024. A new value applies to hours verified from then on: each hour keeps the value in force when it was verified, so past totals don't change.",
    },
    {
      question: "Who can see a report?",
      answer:
        "The owners and admins of the group or partnership, or the event's host, and the admins of the communities above it (for an event, of the community that organizes it). Moderators and members don't see reports, and Common Ground doesn't publish them anywhere.",
    },
    {
      question: "Do reports include unverified hours?",
      answer: "No. Hour totals and their estimated value count verified hours only.",
    },
    {
      question: "Can I see my own totals across communities?",
      answer:
        "Yes, your volunteer history does that. Reports look at one community and the communities under it; your history follows you.",
    },
  ],
  related: ["/benefits/increase-revenue", "/features/recognize-impact", "/features/subgroups"],
  cta: {
    title: "Answer 'how are we doing?' in minutes",
    body: "Join the beta and let your reports build themselves as your community works.",
  },
};

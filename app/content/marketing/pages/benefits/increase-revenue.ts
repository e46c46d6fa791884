import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Show grantmakers and sponsors verified volunteer hours, their estimated dollar value, event registrations and member counts, as CSV files or a PDF.",
  lead: "Common Ground doesn't take donations or sell tickets, and it won't promise you money. What it gives you is evidence: verified volunteer hours with an estimated dollar value, event registrations and membership numbers, ready to drop into a grant report or a sponsor meeting.",
  highlights: [
    {
      title: "The numbers funders ask for",
      body: "Each group, partnership and event has a report of its members, events, registrations, attendance and verified hours for the period you choose, as charts and tables you can download as CSV files or a printable PDF.",
    },
    {
      title: "A dollar figure for volunteer time",
      body: "Verified hours are multiplied by an hourly value of volunteer time that your organization sets, so you can state what donated effort was worth without doing the math by hand. Reports call it an estimate: it is not cash, revenue or a tax deduction.",
    },
    {
      title: "Only hours someone confirmed",
      body: "Hours count in reports once an event host or community admin has verified them, which makes the totals easier to stand behind when a program officer asks questions.",
    },
    {
      title: "Sponsors who can see their part",
      body: "A sponsor's staff can register for your events as employees, on behalf of their company's group or partnership, and your event reports count registrations by type next to your volunteers' hours.",
    },
  ],
  steps: [
    {
      title: "Set up where the work happens",
      body: "Create a group or partnership for your organization and add the events you run, with volunteer shifts where you need them.",
    },
    {
      title: "Let volunteers log their time",
      body: "Members record hours with a date, a description and the event or shift they worked; the host or an admin verifies or declines each log.",
    },
    {
      title: "Export when the deadline comes",
      body: "Open your community's report, choose the period, and download the tables as CSV or the whole report as a PDF for your grant application, annual report or sponsor recap.",
    },
  ],
  useCases: [
    {
      title: "A grant renewal at a food pantry",
      body: "The program director exports a year of verified shift hours and their estimated value instead of piecing them together from paper sign-in sheets.",
    },
    {
      title: "A sponsor check-in at a youth league",
      body: "Before asking a local company to renew, the league shows the field days' reports: how many people registered as employees and volunteers, who turned up and the hours volunteers gave.",
    },
  ],
  faq: [
    {
      question: "Does Common Ground process donations, dues or ticket sales?",
      answer:
        "No. There are no payment features. Common Ground helps you document and report the work your community does, which you can then use when you raise money elsewhere.",
    },
    {
      question: "How is the dollar value of volunteer hours calculated?",
      answer:
        "Each verified hour is multiplied by the hourly value of volunteer time your group or partnership has set, with the year and source of the figure. Until you set one, Common Ground uses Independent Sector's national figure, $34.79 an hour for 2024. Each hour keeps the value in force when it was verified, so changing it doesn't rewrite past totals. It is an estimate, and reports present it as one.",
    },
    {
      question: "Are unverified hours included in the totals?",
      answer:
        "No. Reports count verified hours. Pending or declined logs stay in each volunteer's history but don't add to the figures you export.",
    },
  ],
  related: ["/features/reporting", "/features/recognize-impact", "/communities/nonprofits"],
  cta: {
    title: "Walk into your next funding conversation with records",
    body: "Join the beta and start collecting verified hours and registrations now, so the numbers are there when you need them.",
  },
};

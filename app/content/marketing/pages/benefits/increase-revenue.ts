import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Show grantmakers and sponsors verified volunteer hours, their estimated dollar value, event registrations and member counts, exported to CSV.",
  lead: "Common Ground doesn't take donations or sell tickets, and it won't promise you money. What it gives you is evidence: verified volunteer hours with an estimated dollar value, event registrations and membership numbers, ready to drop into a grant report or a sponsor meeting.",
  highlights: [
    {
      title: "The numbers funders ask for",
      body: "Each group, partnership and event has a report with its members, events, registrations and verified hours, shown as charts you can export to CSV.",
    },
    {
      title: "A dollar figure for volunteer time",
      body: "Verified hours are multiplied by a configurable hourly value of volunteer time, so you can state what donated effort was worth without doing the math by hand.",
    },
    {
      title: "Only hours someone confirmed",
      body: "Hours count in reports once an event host or community admin has verified them, which makes the totals easier to stand behind when a program officer asks questions.",
    },
    {
      title: "Sponsors who can see their part",
      body: "A sponsor's staff can register for your events as employees, on behalf of their company's group or partnership, so their participation is on record next to your volunteers'.",
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
      body: "Open your community's report, check the charts, and download the CSV for your grant application, annual report or sponsor recap.",
    },
  ],
  useCases: [
    {
      title: "A grant renewal at a food pantry",
      body: "The program director exports a year of verified shift hours and their estimated value instead of piecing them together from paper sign-in sheets.",
    },
    {
      title: "A sponsor check-in at a youth league",
      body: "Before asking a local company to renew, the league shows how many of its employees registered for field days and how many hours they gave.",
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
        "Verified hours are multiplied by an hourly value of volunteer time that the operator of your Common Ground site configures. It is an estimate, and reports present it as one.",
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

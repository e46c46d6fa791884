import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Organize employee volunteering, register staff for partner events as employees, and run teams by office or department.",
  lead: "Companies want their people to volunteer, and they want to know it happened. Common Ground lets a business organize its employee volunteering, take part in nonprofits' events under its own name, and follow the verified hours its employees choose to share with the company.",
  highlights: [
    {
      title: "An employee registration type",
      body: "Staff register for events as employees, separate from attendees and volunteers, so their participation is recognized as your company's.",
    },
    {
      title: "Register on the company's behalf",
      body: "Employees who belong to your company's group or partnership can register for events on its behalf, so hosts know who sent them.",
    },
    {
      title: "Verified hours and a yearly target",
      body: "Hours your employees serve are verified by the event host, your own admins or an outside supervisor. Set a yearly volunteering target in hours; employees who share their hours with the company follow their progress, and you can download everyone's as a spreadsheet.",
    },
    {
      title: "Teams by office or department",
      body: "Subgroups let each office, department or employee resource group run its own projects under the company's community.",
    },
  ],
  steps: [
    {
      title: "Create your company's community",
      body: "Set up a group or partnership for your employee volunteer program, private if you prefer.",
    },
    {
      title: "Find opportunities",
      body: "Join the partnerships of the nonprofits you support and browse their events.",
    },
    {
      title: "Send your people",
      body: "Employees register as employees on the company's behalf, using a registration code if the host set one up for you.",
    },
    {
      title: "Show the results",
      body: "Verify hours, follow employees' progress toward your target and download it for your community-engagement report.",
    },
  ],
  useCases: [
    {
      title: "A company-wide service day",
      body: "A regional bank sends staff from four branches to a partner's park restoration, each branch registering as its own subgroup's team.",
    },
    {
      title: "An ongoing mentoring program",
      body: "A software company's employees mentor students at a nearby high school, log their hours monthly and name the program's teacher, who verifies them from a link in an e-mail.",
    },
  ],
  faq: [
    {
      question: "Does Common Ground connect to our HR or payroll system?",
      answer:
        "No. It doesn't integrate with HR, payroll or matching-gift systems. Events go into the calendar apps your staff already use.",
    },
    {
      question: "Can we keep our internal discussions private?",
      answer:
        "Yes. Make your company's group or partnership private; only members you approve can see its posts and workspace.",
    },
    {
      question: "Can employees use their personal accounts?",
      answer:
        "Each person has one account, which they can use for work volunteering and for the other communities they belong to, so their history stays in one place.",
    },
  ],
  related: ["/features/seamless-collaboration", "/features/reporting", "/communities/chamber-commerce"],
  cta: {
    title: "Make your company's volunteering visible",
    body: "Join the beta and organize your employee program alongside the communities you serve.",
  },
};

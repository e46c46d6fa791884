import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Volunteer shifts, waitlists, check-in, verified hours, feeds, notifications and shared workspaces: a home for nonprofits and the people who help them.",
  lead: "A nonprofit's volunteers are its engine, and keeping track of them shouldn't take a second job. Common Ground gives your organization one place to recruit helpers, fill shifts, record and verify their hours, keep everyone informed and plan together.",
  highlights: [
    {
      title: "Shifts that match your real needs",
      body: "Set how many volunteers each shift needs and let people pick the slots that fit their week; full shifts close on their own.",
    },
    {
      title: "Hours you can stand behind",
      body: "Volunteers check in at the door with a QR code or at a kiosk, or log their time, and your event hosts or admins verify it, so every hour on record has a name behind it.",
    },
    {
      title: "Thank-yous that happen",
      body: "Milestone badges arrive automatically as verified hours add up, and admins can give awards for the contributions that don't show up in numbers.",
    },
    {
      title: "A clear picture for the board",
      body: "Reports show members, events, registrations, attendance, verified hours and an estimate of what that time was worth, across all your programs, as CSV files or a printable PDF.",
    },
    {
      title: "Spaces for every part of the organization",
      body: "A public group for volunteers, a private one for the board, subgroups for programs, each with its own feed and workspace.",
    },
  ],
  steps: [
    {
      title: "Set up your organization",
      body: "Create a group or partnership for your nonprofit, with subgroups for programs or sites.",
    },
    {
      title: "Invite your volunteers",
      body: "Share the link; volunteers sign up with e-mail, Google, Apple or Bluesky and join in a click.",
    },
    {
      title: "Run your events",
      body: "Post events with volunteer shifts, let event reminders go out as notifications and keep run sheets in the workspace.",
    },
    {
      title: "Verify the hours",
      body: "Check volunteers in and out on the roster, and verify the hours from kiosks and phones many at once.",
    },
  ],
  useCases: [
    {
      title: "A food bank",
      body: "Weekly sorting shifts fill through the app, volunteers check in at a tablet by the door, and the coordinator verifies the week's hours on Monday.",
    },
    {
      title: "An animal rescue",
      body: "Foster volunteers share updates and photos in a private group, while adoption-day helpers sign up for shifts in a public one.",
    },
    {
      title: "A literacy program",
      body: "Tutors at three libraries each have a subgroup, and the coordinator sees all of them from the parent group.",
    },
  ],
  faq: [
    {
      question: "Can Common Ground replace our donor records?",
      answer:
        "No. It doesn't track donations or handle payments. It covers volunteers, members, events and the communication around them.",
    },
    {
      question: "Can we host it ourselves?",
      answer:
        "Yes. Your IT volunteer or provider can run it on a server you choose: it starts with a single command and suits a small organization with a single server.",
    },
    {
      question: "Do our volunteers need to install anything?",
      answer:
        "No. It works in any modern browser, and volunteers who want it can install it on their phone's home screen like an app.",
    },
  ],
  related: ["/features/volunteer-management", "/benefits/increase-revenue", "/features/recognition"],
  cta: {
    title: "Give your volunteers a home",
    body: "Join the beta and bring your shifts, updates and plans into one place.",
  },
};

import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "See your volunteer hours, event registrations and memberships across every group, partnership and event you belong to, in one place.",
  lead: "Most people volunteer in more than one place: a school, a faith community, a neighborhood group. Instead of a separate record in each, Common Ground gives every member one dashboard and one volunteer history that spans all the communities they belong to, and the organizations outside it.",
  highlights: [
    {
      title: "One dashboard",
      body: "Your groups, partnerships and upcoming events sit side by side, each with your role, from Host to Volunteer.",
    },
    {
      title: "One volunteer history",
      body: "Every shift you check in at and every hour you log, wherever you served, appears in one list with its status. Filter it by organization or period and see your verified totals per organization and per year.",
    },
    {
      title: "Registrations at a glance",
      body: "Events you've registered for show when they start, in a relative time like 'in 3 days', and events you host are listed too.",
    },
    {
      title: "One record for every requirement",
      body: "Share your hours with your school or employer on Common Ground, and your verified hours from wherever you served count toward its service-hour requirements. You can stop sharing at any time.",
    },
    {
      title: "A transcript anyone can check",
      body: "Download your verified hours for a period as a PDF or spreadsheet. Each transcript carries a short code and a QR code that open a page where anyone can see whether it still matches our records.",
    },
    {
      title: "Milestones across communities",
      body: "Verified hours from every community, and from outside organizations, count toward the same milestone badges, and awards from each community sit together on your profile.",
    },
  ],
  steps: [
    {
      title: "Belong to several communities",
      body: "Join the groups and partnerships you're part of in real life and register for their events.",
    },
    {
      title: "Record time as you go",
      body: "Check in at your shifts, or log hours for one of your communities or an outside organization, and let the host, an admin or your supervisor there verify them.",
    },
    {
      title: "Check one place",
      body: "Open your volunteer history to see everything together, and your dashboard to see your progress toward the requirements you share your hours with.",
    },
  ],
  useCases: [
    {
      title: "A high-school senior",
      body: "A student who tutors, coaches and helps at a food bank sees all her verified hours in one history, and attaches a transcript the college can check with its code.",
    },
    {
      title: "A retiree on three boards",
      body: "He checks one dashboard each morning to see which of his three organizations' events are coming up and where he's volunteering.",
    },
  ],
  faq: [
    {
      question: "Can the organizations see all of my hours?",
      answer:
        "No. The admins of a group or partnership see the hours logged for it. A community you share your hours with sees your progress toward its requirements. Other members see your verified hours only if you choose to show them.",
    },
    {
      question: "Does it include hours from outside Common Ground?",
      answer:
        "Yes. Log hours for an organization that isn't on Common Ground and name your supervisor there: they get an e-mail with a link to verify or decline them, without needing an account.",
    },
  ],
  related: ["/features/volunteer-management", "/features/members", "/communities/schools"],
  cta: {
    title: "Keep one record instead of five",
    body: "Join the beta and bring all your communities, hours and events into one view.",
  },
};

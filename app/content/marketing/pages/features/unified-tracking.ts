import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "See your volunteer hours, event registrations and memberships across every group, partnership and event you belong to, in one place.",
  lead: "Most people volunteer in more than one place: a school, a faith community, a neighborhood group. Instead of a separate record in each, Common Ground gives every member one dashboard and one volunteer history that spans all the communities they belong to.",
  highlights: [
    {
      title: "One dashboard",
      body: "Your groups, partnerships and upcoming events sit side by side, each with your role, from Host to Volunteer.",
    },
    {
      title: "One volunteer history",
      body: "Every hour you log, wherever you served, appears in one list with its status and your verified total.",
    },
    {
      title: "Registrations at a glance",
      body: "Events you've registered for show when they start, in a relative time like 'in 3 days', and events you host are listed too.",
    },
    {
      title: "Milestones across communities",
      body: "Verified hours from every community count toward the same milestone badges.",
    },
  ],
  steps: [
    {
      title: "Belong to several communities",
      body: "Join the groups and partnerships you're part of in real life and register for their events.",
    },
    {
      title: "Log time as you go",
      body: "Record hours against the event or organization they were for, and let each host or admin verify them.",
    },
    {
      title: "Check one place",
      body: "Open your dashboard and volunteer history to see everything together.",
    },
  ],
  useCases: [
    {
      title: "A high-school senior",
      body: "A student who tutors, coaches and helps at a food bank sees all her verified hours in one history when it's time to list them on a college application.",
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
        "Each community's admins see what was logged with their community. Your full history across communities is on your profile's volunteer history page.",
    },
    {
      question: "Does it include hours from outside Common Ground?",
      answer:
        "You can log hours for service that wasn't a Common Ground event and link them to one of your groups or partnerships; they count once an admin there verifies them.",
    },
  ],
  related: ["/features/reporting", "/features/members", "/features/volunteer-management"],
  cta: {
    title: "Keep one record instead of five",
    body: "Join the beta and bring all your communities, hours and events into one view.",
  },
};

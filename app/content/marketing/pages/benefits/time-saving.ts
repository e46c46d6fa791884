import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Shift capacity, waitlists, registration codes, reminders, check-in and hours that add themselves up: hand Common Ground the busywork of coordinating.",
  lead: "Coordinators lose whole evenings to sign-up sheets, reminder e-mails and adding up hours. Common Ground takes on the repetitive parts: it keeps shifts from overfilling, fills freed places from the waitlist, reminds registrants, puts events in their calendars and records volunteers' hours as they check in and out.",
  highlights: [
    {
      title: "Shifts that fill themselves correctly",
      body: "Set how many volunteers each shift needs; once it's full, nobody else can pick it, even when several people register at the same moment.",
    },
    {
      title: "Registration codes checked for you",
      body: "Protect attendee, volunteer or employee registration with a code, and Common Ground refuses a wrong one, so you don't screen sign-ups by hand.",
    },
    {
      title: "Reminders you don't have to send",
      body: "Event reminders go out as notifications in the app, by e-mail or by push, following each member's preferences.",
    },
    {
      title: "Calendars without retyping",
      body: "Members add each event to the calendar app they already use, without retyping it.",
    },
    {
      title: "Hours without the sign-in sheet",
      body: "Volunteers check in and out with a QR code or at a kiosk, their time is recorded at check-out, and anyone who forgets to check out is checked out at the end of the shift and flagged for you to review.",
    },
    {
      title: "Reports and recognition on autopilot",
      body: "Every community has a report with charts that counts itself, and milestone badges are given automatically when a member's verified hours cross 10, 25, 50, 100, 250 and 500.",
    },
  ],
  steps: [
    {
      title: "Create the event once",
      body: "Add the date, description and image, define volunteer shifts with their capacity, and set registration codes if you need them.",
    },
    {
      title: "Share it and step back",
      body: "Members register as attendees, volunteers or employees, pick shifts and add the event to their calendars on their own.",
    },
    {
      title: "Verify in a few clicks",
      body: "Afterwards, verify the hours many at once, and download members' progress toward a service-hour requirement as a spreadsheet when someone asks for it.",
    },
    {
      title: "Download the report",
      body: "When the board asks for numbers, download your community's report of members, registrations, attendance and verified hours as CSV files or a PDF.",
    },
  ],
  useCases: [
    {
      title: "A monthly distribution day",
      body: "The volunteer lead sets three shifts of eight people each and stops fielding 'is there still room?' messages, because the shift list answers that.",
    },
    {
      title: "Quarterly board reporting",
      body: "A small nonprofit's executive director downloads the quarter's report in minutes instead of reconciling three spreadsheets.",
    },
  ],
  faq: [
    {
      question: "What happens when two people grab the last spot in a shift?",
      answer:
        "Only one gets it. Capacity is enforced on the server, so a full shift never ends up with one volunteer too many; the other person sees that the shift is full.",
    },
    {
      question: "Do we still need a separate calendar tool?",
      answer:
        "Members can add any event to their own calendar app. Common Ground doesn't sync calendars in both directions.",
    },
    {
      question: "Can planning notes live here too?",
      answer:
        "Yes. Each group, partnership and event has a workspace of shared rich-text pages and file storage, so agendas and checklists stay next to the event.",
    },
  ],
  related: ["/features/events", "/features/volunteer-management", "/features/workspaces"],
  cta: {
    title: "Give your evenings back",
    body: "Join the beta and let Common Ground handle the counting and the reminding.",
  },
};

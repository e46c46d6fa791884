import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Volunteer shifts with waitlists, QR code and kiosk check-in, a roster for hosts, and volunteer hours verified by the people who saw the work.",
  lead: "Managing volunteers means knowing who is coming, who showed up and what they did. On Common Ground volunteers claim shifts and join a waitlist when one is full, check in and out at the door, and their hours go to the host or an admin to verify.",
  highlights: [
    {
      title: "Shifts sized to the job",
      body: "Define named shifts with start and end times and the number of volunteers needed; the shift list shows how many spots are taken.",
    },
    {
      title: "Check-in at the door",
      body: "Print the event's QR code or show it full screen for volunteers to scan with their phone, or turn a shared tablet into a kiosk where they find their name and check in or out.",
    },
    {
      title: "A roster for the day",
      body: "Hosts see who is expected and who is checked in, check people in and out, mark no-shows and correct a time with a reason. Anyone who forgets to check out is checked out at the end of the shift and flagged for review.",
    },
    {
      title: "Hours with context",
      body: "Volunteers can also log time by hand: a date, how long and what they did, for one of their groups or partnerships or for an outside organization.",
    },
    {
      title: "Verification by the people who saw it",
      body: "The event's host or an admin of the group or partnership verifies or declines hours, one at a time or many at once, with a note the volunteer reads. Nobody verifies their own hours.",
    },
    {
      title: "A history for every volunteer",
      body: "Each member sees every log with its status and its changes, their verified totals per organization and per year, and can download a transcript.",
    },
  ],
  steps: [
    {
      title: "Publish shifts",
      body: "Add shifts to your event with the number of volunteers each one needs.",
    },
    {
      title: "Volunteers sign up",
      body: "They register as volunteers, choose one or more open shifts and get event reminders.",
    },
    {
      title: "Check in on the day",
      body: "Volunteers scan the QR code or use the kiosk, or a host checks them in on the roster. Their time is recorded when they check out.",
    },
    {
      title: "You verify",
      body: "When a host checked a volunteer in and out on the roster, the hours are verified already; the rest wait in a queue until the host or an admin verifies or declines them.",
    },
  ],
  useCases: [
    {
      title: "A weekly meal service",
      body: "The kitchen coordinator sets a prep shift and a serving shift each week, volunteers check in at a tablet by the door, and she verifies the week's hours every Monday morning.",
    },
    {
      title: "Student service hours",
      body: "Students log hours from a weekend tutoring program, the teacher who hosts it verifies them, and each student's history shows the verified total.",
    },
  ],
  faq: [
    {
      question: "Can volunteers log hours that weren't part of an event?",
      answer:
        "Yes. A member can log hours for one of their groups or partnerships, where an admin verifies them, or for an outside organization. The outside supervisor gets an e-mail with a link to verify or decline the hours, without needing an account.",
    },
    {
      question: "Does every volunteer need a phone to check in?",
      answer:
        "No. A host can check volunteers in and out on the roster, or open a kiosk on a shared tablet where volunteers find themselves by name.",
    },
    {
      question: "What happens to declined hours?",
      answer:
        "They stay in the volunteer's history marked as declined, with the verifier's note if they left one, and don't count toward their verified total, their transcripts or a service-hour requirement.",
    },
    {
      question: "Is there a background-check or waiver feature?",
      answer:
        "No. Common Ground doesn't run background checks or collect waivers; handle those through your usual process.",
    },
  ],
  related: ["/features/events", "/features/unified-tracking", "/communities/nonprofits"],
  cta: {
    title: "Retire the clipboard",
    body: "Join the beta and manage shifts, check-in and volunteer hours in one place.",
  },
};

import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Volunteer shifts with capacity, sign-up with waitlists and a roster for every event. Logging hours is coming.",
  lead: "Managing volunteers means knowing who is coming, when, and what they did afterwards. Common Ground handles the first part today: volunteers claim shifts, full shifts offer a waitlist, and hosts see everyone on the event's roster. Logging and confirming the hours afterwards is coming next.",
  highlights: [
    {
      title: "Shifts sized to the job",
      body: "Define named shifts with start and end times and the number of volunteers needed; the shift list shows how many spots are taken.",
    },
    {
      title: "Hours with context",
      coming: true,
      body: "Volunteers log a date, the number of hours and a description, and can link the log to an event, a shift and the organization they served.",
    },
    {
      title: "Verification by the people who saw it",
      coming: true,
      body: "The event host or an admin of the group or partnership reviews each log and verifies or rejects it.",
    },
    {
      title: "Attendance that starts the paperwork",
      coming: true,
      body: "Shifts a volunteer attended can create pending hour logs, so there's less to type after a long day.",
    },
    {
      title: "A history for every volunteer",
      coming: true,
      body: "Each member sees every log with its status, pending, verified or rejected, and their verified total.",
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
      title: "Hours get logged",
      coming: true,
      body: "After the event, volunteers log their time, or find pending logs already created from the shifts they attended.",
    },
    {
      title: "You verify",
      coming: true,
      body: "The host or an admin approves or rejects each log; verified hours count toward badges, points and reports.",
    },
  ],
  useCases: [
    {
      title: "A weekly meal service",
      coming: true,
      body: "The kitchen coordinator sets a prep shift and a serving shift each week and verifies the hours every Monday morning.",
    },
    {
      title: "Student service hours",
      coming: true,
      body: "Students log hours from a weekend tutoring program and the teacher who hosts it verifies them before report cards.",
    },
  ],
  faq: [
    {
      question: "Can volunteers log hours that weren't part of an event?",
      coming: true,
      answer:
        "Yes. The event and shift are optional, so a member can log other service and link it to the group or partnership it was for; an admin of that community verifies it.",
    },
    {
      question: "What happens to rejected hours?",
      coming: true,
      answer:
        "They stay in the volunteer's history marked as rejected and don't count toward their verified total, milestones or reports.",
    },
    {
      question: "Is there a background-check or waiver feature?",
      answer:
        "No. Common Ground doesn't run background checks or collect waivers; handle those through your usual process.",
    },
  ],
  related: ["/features/events", "/features/recognize-impact", "/communities/nonprofits"],
  cta: {
    title: "Retire the clipboard",
    body: "Join the beta and manage shifts, sign-ups and rosters in one place.",
  },
};

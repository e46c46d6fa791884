import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Run events with attendee, volunteer and employee registration, volunteer shifts with capacity, registration codes, reminders and calendar export.",
  lead: "From a Saturday park cleanup to a chamber mixer, events on Common Ground handle registration from start to finish. People sign up as attendees, volunteers or employees, volunteers pick their shifts, and everyone can add the event to their own calendar.",
  highlights: [
    {
      title: "Three ways to register",
      body: "Attendees, volunteers and employees each register separately, so you know who is coming to take part, who is coming to help and who is representing their employer.",
    },
    {
      title: "Volunteer shifts with real limits",
      body: "Each shift has a name, a start and end time and the number of volunteers needed; a full shift can't be chosen.",
    },
    {
      title: "Registration codes",
      body: "Require a code for any registration type, checked by Common Ground, to keep a volunteer list or staff sign-up to the people you invited.",
    },
    {
      title: "On behalf of a group or partnership",
      body: "Registrants can sign up for a group or partnership they belong to, so you see which organizations are taking part.",
    },
    {
      title: "Calendar files and reminders",
      body: "Add any event to Google Calendar, Apple Calendar or Outlook, and let reminders reach registrants by notification.",
    },
  ],
  steps: [
    {
      title: "Create the event",
      body: "Add a name, description, start date and image. As the host you can edit it, manage its files and see its volunteer roster.",
    },
    {
      title: "Set up registration",
      body: "Decide which registration types need a code and add volunteer shifts with how many people each one needs.",
    },
    {
      title: "Registrants sign up",
      body: "They choose a type, enter a code if one is required, pick shifts if they're volunteering, choose who they represent and confirm.",
    },
    {
      title: "Follow up afterwards",
      body: "Post photos to the event's feed and thank the volunteers on the roster.",
    },
  ],
  useCases: [
    {
      title: "A community garden planting day",
      body: "Morning and afternoon shifts of six volunteers each fill up on their own, and the organizer posts the planting photos in the event feed that evening.",
    },
    {
      title: "A corporate service day",
      body: "A company's staff register as employees with a code the company shared internally, while neighbors register as ordinary volunteers.",
    },
  ],
  faq: [
    {
      question: "Can a volunteer sign up for more than one shift?",
      answer:
        "Yes. Volunteers can select several shifts in one registration, as long as each one still has room.",
    },
    {
      question: "Does Common Ground sell tickets?",
      answer:
        "No. There are no ticketing or payment features; registration simply records who is coming and in what capacity.",
    },
    {
      question: "Which calendar apps work with the export?",
      answer:
        "Any calendar app that accepts standard calendar files, such as Google Calendar, Apple Calendar and Outlook.",
    },
  ],
  related: ["/features/volunteer-management", "/features/seamless-collaboration", "/benefits/time-saving"],
  cta: {
    title: "Plan your next event in one place",
    body: "Join the beta and run registration, shifts and reminders without juggling separate tools.",
  },
};

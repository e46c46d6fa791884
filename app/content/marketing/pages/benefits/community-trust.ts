import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Clear roles, private communities, reports to moderators, volunteer hours verified by people who saw the work, and no selling of data or ad trackers.",
  lead: "Trust comes from knowing who is responsible, what actually happened and where your information goes. Common Ground gives every community clear roles and private spaces, and it keeps members' data out of the advertising business.",
  highlights: [
    {
      title: "Hours someone vouched for",
      body: "Volunteer hours are verified or declined by the event host, a community admin or, for outside service, the volunteer's supervisor, and every change to a log is kept, with who made it and when.",
    },
    {
      title: "Everyone knows who's in charge",
      body: "Each membership carries a role (owner, admin, moderator or member), shown next to their name, so members can see who manages the community and who keeps the conversation civil.",
    },
    {
      title: "Moderation that's built in",
      body: "Moderators can remove posts and comments that break a community's rules without needing full admin rights.",
    },
    {
      title: "Private when it needs to be",
      body: "Private groups, partnerships and events are visible only to their members; others request to join and an admin decides.",
    },
    {
      title: "No selling, no ad trackers",
      body: "Members' data isn't sold and the app carries no advertising trackers. Members' sign-ins can't be read by other scripts in the browser, and linked Bluesky accounts are stored encrypted.",
    },
  ],
  steps: [
    {
      title: "Assign roles deliberately",
      body: "Owners and admins manage members, settings and files; give moderator roles to the people who will keep discussions on track.",
    },
    {
      title: "Pick the right visibility",
      body: "Choose public or private for each group, partnership and event, and approve join requests for private ones.",
    },
    {
      title: "Verify before you share",
      body: "Review logged hours and verify or decline them, so the totals and transcripts you share with others rest on confirmed work.",
    },
  ],
  useCases: [
    {
      title: "A school service-hours program",
      body: "Students log hours and the teacher hosting each event verifies them, so the totals on a graduation requirement have a name behind every approval, and a college can check a student's transcript by its code.",
    },
    {
      title: "A coalition with sensitive planning",
      body: "An alliance keeps its strategy partnership private and its public campaign group open, with a moderator on each.",
    },
  ],
  faq: [
    {
      question: "Who can verify volunteer hours?",
      answer:
        "The host of the event the hours belong to, or an admin of the group or partnership they were logged for. For service with an outside organization, the supervisor the volunteer names gets a one-time link by e-mail to verify or decline them. Nobody verifies their own hours.",
    },
    {
      question: "Can we run Common Ground on our own servers?",
      answer:
        "Yes. Your IT team can run it on servers you choose: it starts with a single command and grows from one school to a whole district.",
    },
    {
      question: "Do you sell member data or show ads?",
      answer: "No. Member data isn't sold, and there are no advertising trackers in the app.",
    },
  ],
  related: ["/features/roles-privacy", "/features/volunteer-management", "/communities/alliances"],
  cta: {
    title: "Build a community people can vouch for",
    body: "Join the beta to set up clear roles and private spaces from day one.",
  },
};

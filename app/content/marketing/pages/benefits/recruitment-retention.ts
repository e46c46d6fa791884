import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Easy sign-up, a guided first week, volunteer shifts to claim and reminders before the day: keep your volunteers coming back.",
  lead: "Most volunteers drift away because nobody noticed them, not because they stopped caring. Common Ground makes joining simple, gives each newcomer a short checklist to get started, and puts a concrete shift in front of them, with reminders so they show up.",
  highlights: [
    {
      title: "Joining takes a minute",
      body: "People sign up with e-mail, Google, Apple or Bluesky, join public communities with one click, and request access to private ones.",
    },
    {
      title: "A guided start",
      body: "A five-step onboarding checklist on the dashboard prompts newcomers to add a photo, a cover photo and a bio, join a community and write a first post.",
    },
    {
      title: "Something concrete to sign up for",
      body: "Volunteer shifts show how many people are needed and how many have signed up, so a newcomer can pick a slot instead of wondering where to help.",
    },
    {
      title: "Milestones worth reaching",
      body: "Badges arrive automatically at 10, 25, 50, 100, 250 and 500 verified hours, and admins can give awards of their own, which the member is told about and sees on their profile.",
    },
    {
      title: "A history people keep",
      body: "Every member has a volunteer history with each log, its status and their verified totals, and can download a transcript to show when applying for a job or a scholarship.",
    },
  ],
  steps: [
    {
      title: "Open the door",
      body: "Make your group or event public so any signed-in member can join, or keep it private and approve join requests.",
    },
    {
      title: "Give newcomers a first task",
      body: "Post an event with volunteer shifts; new members register, choose their shifts and get reminders before the day.",
    },
    {
      title: "Notice the work",
      body: "Thank people by name in the group's feed, mention them in posts and keep them in the loop about the next event.",
    },
  ],
  useCases: [
    {
      title: "Turning one-time helpers into regulars",
      body: "An animal shelter invites its adoption-day volunteers to join the shelter's group, where they see the next shift list and a thank-you post after their first Saturday.",
    },
    {
      title: "Keeping a chapter active between events",
      body: "A service club posts project updates and member shout-outs in its group, so the weeks between meetings don't go silent.",
    },
  ],
  faq: [
    {
      question: "Do members have to appear on a leaderboard?",
      answer:
        "No. Leaderboards are per community and any member can opt out of appearing on them. They keep their points, and their hours still count in their own history.",
    },
    {
      question: "Can we review who joins?",
      answer:
        "Yes. Make the community private and people send join requests that an admin approves. Non-members who follow a link see a restricted page instead of the content.",
    },
  ],
  related: ["/features/gamification", "/features/recognition", "/features/volunteer-management"],
  cta: {
    title: "Make the second visit as easy as the first",
    body: "Join the beta and give your volunteers a place where their time is seen and remembered.",
  },
};

import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Profiles with a photo, cover photo and bio, connections between members, quick search, and sign-in with e-mail, Google, Apple or Bluesky.",
  lead: "Every person on Common Ground has a profile with a photo, a cover photo and a short bio. Members connect with one another, find each other through search, and see at a glance the groups, partnerships and events they share.",
  highlights: [
    {
      title: "A profile worth filling in",
      body: "A first and last name, an avatar, a cover photo and a bio give fellow members a real sense of who they're working with.",
    },
    {
      title: "Connections, not followers",
      body: "Send a connection request; the other person accepts or declines. Once connected, each of you sees the other's posts in your feed.",
    },
    {
      title: "Find anyone in seconds",
      body: "Search members, groups, partnerships and events from any page, or press Cmd+K or Ctrl+K and start typing a name.",
    },
    {
      title: "A volunteer history that travels with you",
      body: "Each member's history lists every hour log with its status and shows the verified totals across all their communities. Other members see the verified hours only if the member chooses to show them.",
    },
    {
      title: "Sign in the way you prefer",
      body: "Use an e-mail address and password, a Google or Apple account, or a Bluesky handle with an app password.",
    },
  ],
  steps: [
    {
      title: "Create an account",
      body: "Register with e-mail, Google, Apple or Bluesky and agree to the terms; every profile starts with a first and last name.",
    },
    {
      title: "Work through the checklist",
      body: "The dashboard's onboarding card asks for a profile photo, a cover photo and a bio, then nudges you to join a community and write your first post.",
    },
    {
      title: "Connect and get involved",
      body: "Join communities, register for events and connect with the people you meet there; your profile fills in as you go.",
    },
  ],
  useCases: [
    {
      title: "A newcomer finding their footing",
      body: "A volunteer who just moved to town joins two neighborhood groups, connects with the shift lead she met on Saturday, and sees their posts in her feed all week.",
    },
    {
      title: "A coordinator checking a track record",
      body: "Before asking a returning volunteer to lead a team, the coordinator, an admin of the group, opens his volunteer history and sees the shifts he has worked for the group and the hours verified there.",
    },
  ],
  faq: [
    {
      question: "Who can see my profile?",
      answer:
        "Signed-in members of the site can see profiles. Visitors who aren't signed in can't browse members.",
    },
    {
      question: "Can I sign in with Bluesky?",
      answer:
        "Yes. You enter your Bluesky handle and an app password; the server checks them with your Bluesky host and never stores the app password.",
    },
    {
      question: "Why do I need a first and last name?",
      answer:
        "Communities approve join requests and see who signed up for their shifts by name, so every profile needs both names before you can use the app.",
    },
  ],
  related: ["/features/web-of-impact", "/features/unified-tracking", "/features/groups"],
  cta: {
    title: "Put a face to your community",
    body: "Join the beta, set up your profile and start connecting with the people you serve alongside.",
  },
};

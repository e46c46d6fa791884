import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Activity feeds and notifications in the app, by e-mail and by push, with per-type preferences and quiet hours so members stay informed, not overwhelmed.",
  lead: "Awareness is the difference between a volunteer who shows up and one who heard about it too late. Common Ground brings news to members through their feed and their notifications, and lets each member decide how loudly it arrives.",
  highlights: [
    {
      title: "A feed that gathers it all",
      body: "The dashboard feed shows posts by the member, their connections and every community they belong to, newest first.",
    },
    {
      title: "Notifications that arrive live",
      body: "Likes, comments, mentions, new posts in your communities and connection requests appear in the bell the moment they happen.",
    },
    {
      title: "E-mail and push when wanted",
      body: "Each notification type can also go by e-mail and by push to a browser or phone, switched on or off type by type.",
    },
    {
      title: "Quiet hours",
      body: "Members pick quiet hours in their own timezone; e-mail and push wait until they end rather than disappearing.",
    },
    {
      title: "Reminders and workspace updates",
      body: "Event reminders and changes to workspace pages are notification types too, so the practical news gets through.",
    },
  ],
  steps: [
    {
      title: "Something happens",
      body: "A member posts in a group, comments on your post, mentions you or sends a connection request.",
    },
    {
      title: "The bell lights up",
      body: "The notification appears in the app straight away, with an unread count on the bell and a link to what happened.",
    },
    {
      title: "Preferences decide the rest",
      body: "If you've allowed it for that type, it also goes out by e-mail or push, held back until your quiet hours end.",
    },
  ],
  useCases: [
    {
      title: "A shift lead on the move",
      body: "She keeps push on for mentions and event reminders but turns off e-mail for likes, so her phone only buzzes for what needs her.",
    },
    {
      title: "An early-to-bed board member",
      body: "He sets quiet hours from 9 p.m. to 7 a.m., and the evening's updates are waiting for him with his morning coffee.",
    },
  ],
  faq: [
    {
      question: "Does push work on phones?",
      answer:
        "Yes, once the site's operator has turned push on. Members can add Common Ground to their phone's home screen, and notifications reach any modern browser that allows them.",
    },
    {
      question: "What are the default settings?",
      answer:
        "New members start with e-mail and push on for every type and quiet hours from 10 p.m. to 8 a.m.; they can change all of it in their settings.",
    },
  ],
  related: ["/benefits/amplify-reach", "/features/collaboration", "/features/impact-storytelling"],
  cta: {
    title: "Make sure the news gets through",
    body: "Join the beta and reach your members in the app, by e-mail and on their phones, on their terms.",
  },
};

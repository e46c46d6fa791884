import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Posts, comments, likes, @mentions and shared files keep a group's conversation and materials together, so nothing gets lost in a reply-all thread.",
  lead: "The day-to-day work of a community happens in conversation: a question about supplies, a photo from last week, a file everyone needs. Common Ground keeps that conversation inside the community it belongs to, with posts, comments, mentions and shared files side by side.",
  highlights: [
    {
      title: "Posts with room to explain",
      body: "Up to 5,000 characters of text with photos, videos and links that become preview cards.",
    },
    {
      title: "Comments that keep threads together",
      body: "Discuss a post right under it instead of scattering replies across e-mail and chat.",
    },
    {
      title: "Mentions that get an answer",
      body: "Mention a member with @ and they're notified, so questions reach the person who can answer them.",
    },
    {
      title: "Files next to the conversation",
      body: "Keep flyers, sign-in templates and photos in the community's storage instead of someone's personal drive.",
    },
  ],
  steps: [
    {
      title: "Post to the community",
      body: "Write in the group, partnership or event the topic belongs to, so the right members see it.",
    },
    {
      title: "Bring people in",
      body: "Mention the members who need to weigh in; they're notified in the app and by e-mail or push if they've chosen to be.",
    },
    {
      title: "Keep what matters",
      body: "Store the documents the discussion produces in the community's files or write them up as a workspace page.",
    },
  ],
  useCases: [
    {
      title: "Planning a supply drive",
      body: "A committee member posts the donation list, mentions the two people with vans, and the plan gets settled in the comments.",
    },
    {
      title: "A club's weekly catch-up",
      body: "A student service club posts the week's priorities each Monday and members reply underneath with what they're taking on.",
    },
  ],
  faq: [
    {
      question: "Can someone remove an inappropriate post?",
      answer: "Yes. Moderators, admins and owners of a community can remove posts and comments made in it.",
    },
    {
      question: "How large can uploaded files be?",
      answer:
        "Post media can be up to 50 MB per file; documents in a community's storage can be up to 100 MB each.",
    },
  ],
  related: ["/features/workspaces", "/features/seamless-collaboration", "/features/awareness"],
  cta: {
    title: "Move the conversation where the work is",
    body: "Join the beta and give your community one place to talk, decide and keep its files.",
  },
};

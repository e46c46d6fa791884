import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Post once to a group, partnership or event and reach its members in their feeds, by e-mail and by push, with share links that bring newcomers in.",
  lead: "A newsletter reaches the people who opened it. On Common Ground, a post in your group lands in every member's feed and, if they want it, in their inbox or on their phone. Mentions, partnerships and share links carry it further still.",
  highlights: [
    {
      title: "Posts that reach members where they are",
      body: "When you post to a group, partnership or event, its members are notified in the app right away and by e-mail or push according to their own settings.",
    },
    {
      title: "Mentions that pull the right people in",
      body: "Type @ and a name to mention someone; they get a notification even if they don't check the feed that day.",
    },
    {
      title: "Partners multiply the audience",
      body: "A post in a partnership reaches everyone who belongs to it, including the people of partner organizations, not just your own members.",
    },
    {
      title: "Links that unfurl outside the app",
      body: "Share a post's link anywhere and it shows a preview; visitors who open it are invited to join to read and respond.",
    },
    {
      title: "Reach that respects people's evenings",
      body: "E-mail and push wait until a member's quiet hours end instead of being dropped, so your news arrives in the morning rather than at midnight.",
    },
  ],
  steps: [
    {
      title: "Write the post",
      body: "Up to 5,000 characters of text, with photos, a video or a link that turns into a preview card.",
    },
    {
      title: "Choose where it goes",
      body: "Post to your profile, or to a group, partnership or event you belong to, so it reaches the people who care about that subject.",
    },
    {
      title: "Let notifications do the rounds",
      body: "Members are notified in the app instantly and by e-mail or push as they've chosen; likes and comments bring the post back to the top of the conversation.",
    },
  ],
  useCases: [
    {
      title: "A last-minute call for volunteers",
      body: "A river cleanup is short on hands. The coordinator posts in the event, mentions two regulars, and members with push turned on see it on their phones within moments.",
    },
    {
      title: "A coalition announcement",
      body: "An alliance posts its joint statement once in the partnership, and every member organization's people see it without each one forwarding an e-mail.",
    },
  ],
  faq: [
    {
      question: "Won't members feel flooded?",
      answer:
        "Each member chooses, per type of notification, whether it comes by e-mail and by push, and sets quiet hours in their own timezone. In-app notifications stay in a single list they can mark as read.",
    },
    {
      question: "Can people who aren't members see our posts?",
      answer:
        "A shared post link shows visitors a preview and invites them to sign in or join. The full post, comments and feeds are for signed-in members.",
    },
    {
      question: "Can we post photos and video?",
      answer:
        "Yes. Posts can carry images and videos up to 50 MB per file, and links get a preview fetched by the server.",
    },
  ],
  related: ["/features/awareness", "/features/impact-storytelling", "/features/partnerships"],
  cta: {
    title: "Say it once and let it travel",
    body: "Join the beta to post to your communities and see how far a single update can go.",
  },
};

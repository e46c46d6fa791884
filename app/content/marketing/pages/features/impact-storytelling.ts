import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Share photos, videos and updates from your events, with share links that preview outside the app, so people see what your community achieved.",
  lead: "Numbers prove the work happened; stories make people care. On Common Ground, the photos from Saturday, the thank-you post and the recap with the final tally live in your community's feed, and a share link carries them to the people who weren't there.",
  highlights: [
    {
      title: "Photos and video from the day",
      body: "Post images and videos up to 50 MB each, straight from a phone, to the event or community where they happened.",
    },
    {
      title: "Room for the full story",
      body: "Up to 5,000 characters per post is enough for a real recap, not just a caption.",
    },
    {
      title: "Links that look good when shared",
      body: "Every post has a share link that shows a preview on other sites and invites visitors to join.",
    },
    {
      title: "Stories with people in them",
      body: "Mention the volunteers who made it happen; they're notified and can pass the post along.",
    },
  ],
  steps: [
    {
      title: "Capture it",
      body: "During or after an event, post photos and a few words to the event's feed.",
    },
    {
      title: "Add the results",
      body: "Share how many people registered and which shifts they filled in a recap post.",
    },
    {
      title: "Share it beyond the app",
      body: "Copy the post's share link into your newsletter, website or social media.",
    },
  ],
  useCases: [
    {
      title: "A beach cleanup recap",
      body: "The organizer posts before-and-after photos, thanks the shift leads by name and shares the link in the city's community newsletter.",
    },
    {
      title: "A school's service week",
      body: "Each class posts a photo from its project, and the principal shares a recap post with families at the end of the week.",
    },
  ],
  faq: [
    {
      question: "Can people outside Common Ground see shared posts?",
      answer:
        "They see a preview and an invitation to sign in or join. The full post and its comments are for signed-in members.",
    },
    {
      question: "Can we post from the event itself?",
      answer:
        "Yes. Common Ground works in a phone's browser and installs like an app, so you can post photos while the day is still happening.",
    },
  ],
  related: ["/benefits/amplify-reach", "/features/awareness", "/features/recognize-impact"],
  cta: {
    title: "Show people what you did together",
    body: "Join the beta and start telling your community's story where your members already are.",
  },
};
